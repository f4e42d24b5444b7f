import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../../../errors/transaction.js'
import { isUsdtStyle, USDT_STYLE_TOKENS } from './isUsdtStyle.js'

const tether = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const token = '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402'

describe('isUsdtStyle', () => {
  it('knows Tether on Ethereum mainnet, in any case, and only there', () => {
    expect(USDT_STYLE_TOKENS).toEqual([`eip155:1:${tether}`])
    expect(isUsdtStyle('eip155:1', tether.toLowerCase())).toBe(true)
    expect(isUsdtStyle('eip155:42161', tether)).toBe(false)
  })

  it('treats any other token as a standard ERC-20 unless the app lists it', () => {
    expect(isUsdtStyle('eip155:31338', token)).toBe(false)
    expect(isUsdtStyle('eip155:31338', token, [token.toLowerCase()])).toBe(true)
    expect(isUsdtStyle('eip155:31337', token, [token])).toBe(true)
  })

  it('holds a CAIP-10 entry of the app to its chain', () => {
    expect(isUsdtStyle('eip155:31338', token, [`eip155:31338:${token}`])).toBe(true)
    expect(isUsdtStyle('eip155:31337', token, [`eip155:31338:${token}`])).toBe(false)
  })

  it('says which entry of the option is not an address', () => {
    for (const entry of ['USDT', 'eip155:1', `eip155::${token}`, `1:${token}`, `eip155:1:${token.slice(0, 40)}`]) {
      const check = () => isUsdtStyle('eip155:1', token, [entry])
      expect(check, entry).toThrow(InvalidAddressError)
      expect(check, entry).toThrow(`Address "${entry}" is invalid`)
    }
  })
})
