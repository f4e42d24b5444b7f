import { describe, expect, it } from 'vitest'
import { stringifyJson } from './stringifyJson'

describe('stringifyJson', () => {
  it('writes bigints as exact JSON numbers, u64::MAX included', () => {
    expect(stringifyJson({ lamports: 5000n, rentEpoch: 2n ** 64n - 1n, list: [1n, -2n] })).toBe(
      '{"lamports":5000,"rentEpoch":18446744073709551615,"list":[1,-2]}',
    )
  })

  it('leaves strings alone, even ones that look like its marks', () => {
    const text = stringifyJson({ memo: '"bigint:123"', logs: ['bigint:0:1'], amount: 1n })
    expect(JSON.parse(text)).toEqual({ memo: '"bigint:123"', logs: ['bigint:0:1'], amount: 1 })
  })

  it('is JSON.stringify when there is no bigint', () => {
    expect(stringifyJson({ a: [1, 'x', null, true] })).toBe(JSON.stringify({ a: [1, 'x', null, true] }))
  })
})
