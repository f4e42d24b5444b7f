import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetTokens } from '../../chain/tokens/devnetTokens'
import { priceOf } from './devnetPrices'
import { formatQuantity, usdValue } from './usdValue'

describe('usdValue', () => {
  it('multiplies in bigints, so whole amounts stay whole', () => {
    expect(usdValue(parseUnits('10000', 6), 6, '1')).toBe(10000)
    expect(usdValue(parseEther('1.5'), 18, '3000')).toBe(4500)
    expect(usdValue(parseUnits('9855.01', 6), 6, '1')).toBe(9855.01)
    expect(usdValue(parseUnits('0.1', 18), 18, '3000')).toBe(300)
  })

  it('keeps fractions of a cent down to 1e-8 USD and truncates below', () => {
    expect(usdValue(1n, 6, '1')).toBe(0.000001)
    expect(usdValue(parseUnits('0.000000001', 18), 18, '3000')).toBe(0.000003)
    expect(usdValue(1n, 18, '3000')).toBe(0)
  })

  it('takes decimal prices', () => {
    expect(usdValue(parseUnits('2', 18), 18, '0.9995')).toBe(1.999)
    expect(usdValue(0n, 18, '3000')).toBe(0)
  })

  it('handles balances far beyond 2^53 base units', () => {
    expect(usdValue(parseEther('10000'), 18, '3000')).toBe(30_000_000)
  })
})

describe('formatQuantity', () => {
  it('writes base units as a decimal string without trailing zeros', () => {
    expect(formatQuantity(1_500_000n, 6)).toBe('1.5')
    expect(formatQuantity(parseEther('10000'), 18)).toBe('10000')
    expect(formatQuantity(1n, 18)).toBe('0.000000000000000001')
    expect(formatQuantity(0n, 6)).toBe('0')
    expect(formatQuantity(7n, 0)).toBe('7')
  })
})

describe('priceOf', () => {
  it('prices the native currency and the devnet tokens only', () => {
    expect(priceOf(undefined)).toBe('3000')
    expect(priceOf(devnetTokens[31337].USDT.address.toLowerCase())).toBe('1')
    expect(priceOf(devnetTokens[31338].DAI.address)).toBe('1')
    expect(priceOf('0x0000000000000000000000000000000000000001')).toBeUndefined()
  })
})
