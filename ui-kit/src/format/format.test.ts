import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount'
import { shortenAddress } from './shortenAddress'

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
  it('leaves short strings whole', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234')
  })
})

describe('formatAmount', () => {
  it('shows three decimals, rounded down, with thousands separators', () => {
    expect(formatAmount(10_000n * 10n ** 18n, 18)).toBe('10,000.000')
    expect(formatAmount(1_234_567_890_000_000_000n, 18)).toBe('1.234')
    expect(formatAmount(0n, 18)).toBe('0.000')
    expect(formatAmount(1_500_000n, 6)).toBe('1.500')
    expect(formatAmount(5n, 0)).toBe('5.000')
  })
})
