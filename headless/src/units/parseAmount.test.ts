import fc from 'fast-check'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatAmount, parseAmount } from './parseAmount.js'

const value = (text: string, decimals: number) => {
  const parsed = parseAmount(text, decimals)
  return parsed.ok ? parsed.value : parsed.reason
}

describe('parseAmount', () => {
  it('reads decimal text into base units exactly', () => {
    expect(value('1.5', 6)).toBe(1_500_000n)
    expect(value('0.01', 18)).toBe(10_000_000_000_000_000n)
    expect(value('.5', 6)).toBe(500_000n)
    expect(value('10.', 6)).toBe(10_000_000n)
    expect(value(' 42 ', 0)).toBe(42n)
    expect(value('0.000001', 6)).toBe(1n)
    // The float 0.1 + 0.2 is 0.30000000000000004; text goes through digits only.
    expect(value('0.3', 18)).toBe(300_000_000_000_000_000n)
    expect(value('123456789012345678901234567890.123456789012345678', 18)).toBe(123456789012345678901234567890123456789012345678n)
  })

  it('does not count trailing zeros as decimals', () => {
    expect(value('1.500000000', 6)).toBe(1_500_000n)
    expect(value('2.0', 0)).toBe(2n)
  })

  it('refuses more decimals than the token has, where parseUnits would round', () => {
    expect(value('1.0000001', 6)).toBe('amount-too-many-decimals')
    expect(parseUnits('1.0000001', 6)).toBe(1_000_000n)
    expect(value('0.5', 0)).toBe('amount-too-many-decimals')
    expect(parseUnits('0.5', 0)).toBe(1n)
  })

  it('refuses negatives', () => {
    expect(value('-1', 6)).toBe('amount-negative')
    expect(value(' -0.5', 6)).toBe('amount-negative')
  })

  it('refuses what is not a plain decimal number', () => {
    for (const text of ['', ' ', '.', 'abc', '1e18', '1,5', '1.2.3', '+1', '0x10', 'Infinity', 'NaN', '1 000']) {
      expect(value(text, 6), text).toBe('amount-not-a-number')
    }
  })

  it('refuses amounts beyond a uint256', () => {
    expect(value((2n ** 256n).toString(), 0)).toBe('amount-too-large')
    expect(value((2n ** 256n - 1n).toString(), 0)).toBe(2n ** 256n - 1n)
  })
})

describe('formatAmount', () => {
  it('writes base units as decimal text without trailing zeros', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatAmount(1n, 18)).toBe('0.000000000000000001')
    expect(formatAmount(10n ** 18n, 18)).toBe('1')
    expect(formatAmount(0n, 6)).toBe('0')
    expect(formatAmount(42n, 0)).toBe('42')
    expect(formatAmount(-1_500_000n, 6)).toBe('-1.5')
  })

  it('round-trips with parseAmount', () => {
    for (const [text, decimals] of [
      ['1.5', 6],
      ['0.000000000000000001', 18],
      ['9999.99', 2],
      ['7', 0],
    ] as const) {
      const parsed = parseAmount(text, decimals)
      expect(parsed.ok && formatAmount(parsed.value, decimals)).toBe(text)
    }
  })

  it('round-trips any amount with any decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 96n }), fc.integer({ min: 0, max: 24 }), (amount, decimals) => {
        const parsed = parseAmount(formatAmount(amount, decimals), decimals)
        expect(parsed.ok && parsed.value).toBe(amount)
      }),
      { numRuns: 500 },
    )
  })
})
