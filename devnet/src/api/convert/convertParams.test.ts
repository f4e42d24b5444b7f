import { describe, expect, it } from 'vitest'
import { baseUnitsSchema, minimumOut, slippageSchema } from './convertParams'

describe('slippageSchema and minimumOut', () => {
  it("reads '1' as 1 % off the quote, to 0.01 %, rounding the minimum down", () => {
    expect(slippageSchema.parse('1')).toBe(100n)
    expect(slippageSchema.parse('0.5')).toBe(50n)
    expect(slippageSchema.parse('0')).toBe(0n)
    expect(minimumOut(1_000_000n, slippageSchema.parse('1'))).toBe(990_000n)
    expect(minimumOut(999n, slippageSchema.parse('0.5'))).toBe(994n)
    expect(minimumOut(123n, 0n)).toBe(123n)
  })

  it('refuses more than 50 %, a sign, or more than two decimals', () => {
    for (const value of ['50.01', '99', '-1', '1.234', '', 'one']) expect(slippageSchema.safeParse(value).success, value).toBe(false)
  })
})

describe('baseUnitsSchema', () => {
  it('takes whole numbers given as strings or numbers, up to a uint256', () => {
    expect(baseUnitsSchema.parse('1000000000000000000')).toBe(10n ** 18n)
    expect(baseUnitsSchema.parse(5)).toBe(5n)
    expect(baseUnitsSchema.safeParse((2n ** 256n).toString()).error?.issues[0]?.message).toBe('is larger than a uint256')
  })
})
