import { describe, expect, it } from 'vitest'
import { checkFeeCovered } from './checkFeeCovered.js'

describe('checkFeeCovered', () => {
  it('passes when the native balance pays the amount and the fee', () => {
    expect(checkFeeCovered({ fee: 10n, value: 90n, nativeBalance: 100n, feeSymbol: 'ETH' })).toBeUndefined()
    expect(checkFeeCovered({ fee: 10n, value: 0n, nativeBalance: 10n, feeSymbol: 'ETH' })).toBeUndefined()
  })

  it('refuses a native send whose amount and fee together exceed the balance', () => {
    expect(checkFeeCovered({ fee: 10n, value: 91n, nativeBalance: 100n, feeSymbol: 'ETH' })).toEqual({
      reason: 'fee-above-balance',
      message: 'Insufficient ETH for the amount and the network fee',
    })
  })

  it('refuses a token send when the native balance does not pay the fee', () => {
    expect(checkFeeCovered({ fee: 10n, value: 0n, nativeBalance: 9n, feeSymbol: 'POL' })).toEqual({
      reason: 'fee-above-balance',
      message: 'Insufficient POL for the network fee',
    })
  })
})
