import { describe, expect, it } from 'vitest'
import { DEVNET_FEE_ESTIMATES } from '../esplora/feeEstimates'
import { feeRateOf } from './feeRate'

describe('feeRateOf', () => {
  it('pays the 6-block estimate, else the next slower target, else the slowest given', () => {
    expect(feeRateOf(DEVNET_FEE_ESTIMATES)).toBe(DEVNET_FEE_ESTIMATES['6'])
    expect(feeRateOf({ '1': 20, '144': 2 })).toBe(2)
    expect(feeRateOf({ '1': 20, '2': 10 })).toBe(10)
    expect(() => feeRateOf({})).toThrow('the fee estimates are empty')
  })
})
