import { describe, expect, it } from 'vitest'
import { isUsdtStyle, USDT_STYLE_TOKENS } from './isUsdtStyle.js'

describe('isUsdtStyle', () => {
  it('knows Tether on Ethereum mainnet, in any case and as CAIP-10', () => {
    expect(USDT_STYLE_TOKENS).toContain('0xdAC17F958D2ee523a2206206994597C13D831ec7')
    expect(isUsdtStyle('0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true)
    expect(isUsdtStyle('eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true)
  })

  it("knows the devnet's Tether-style token", () => {
    expect(isUsdtStyle('0x031e7EBcbDC144b2112b33425e9a5047dA273EDB')).toBe(true)
  })

  it('treats other tokens as standard ERC-20s unless the app lists them', () => {
    const usdc = '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402'
    expect(isUsdtStyle(usdc)).toBe(false)
    expect(isUsdtStyle(usdc, [usdc.toLowerCase()])).toBe(true)
    expect(isUsdtStyle(`eip155:31338:${usdc}`, [`eip155:31338:${usdc}`])).toBe(true)
  })
})
