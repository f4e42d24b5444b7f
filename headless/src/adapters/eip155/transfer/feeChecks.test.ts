import { describe, expect, it } from 'vitest'
import { BaseFeeScalarError, FeeCapTooHighError, FeeConflictError, InvalidAddressError, TipAboveFeeCapError } from '../../../errors/transaction.js'
import { applyBaseFeeMultiplier, checkFeeRequest, DEFAULT_BASE_FEE_MULTIPLIER } from './feeChecks.js'

const from = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const to = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const gwei = 10n ** 9n

describe('checkFeeRequest (docs/validation.md)', () => {
  it('accepts legacy and EIP-1559 fees, each on its own', () => {
    expect(() => checkFeeRequest({ from, to, gasPrice: 2n * gwei })).not.toThrow()
    expect(() => checkFeeRequest({ from, to, maxFeePerGas: 2n * gwei, maxPriorityFeePerGas: 2n * gwei })).not.toThrow()
    expect(() => checkFeeRequest({ from, to })).not.toThrow()
  })

  it('refuses gasPrice together with maxFeePerGas or maxPriorityFeePerGas', () => {
    expect(() => checkFeeRequest({ gasPrice: gwei, maxFeePerGas: gwei })).toThrow(FeeConflictError)
    expect(() => checkFeeRequest({ gasPrice: gwei, maxPriorityFeePerGas: gwei })).toThrow(
      'Cannot specify both a gasPrice and a maxFeePerGas/maxPriorityFeePerGas',
    )
  })

  it('refuses a fee cap above 2^256-1, and allows exactly that', () => {
    expect(() => checkFeeRequest({ maxFeePerGas: 2n ** 256n })).toThrow(FeeCapTooHighError)
    expect(() => checkFeeRequest({ maxFeePerGas: 2n ** 256n - 1n })).not.toThrow()
  })

  it('refuses a tip above the fee cap, and allows a tip equal to it', () => {
    const error = (() => {
      try {
        checkFeeRequest({ maxFeePerGas: gwei, maxPriorityFeePerGas: gwei + 1n })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(TipAboveFeeCapError)
    expect(error).toMatchObject({ shortMessage: 'The tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas)' })
    expect(() => checkFeeRequest({ maxFeePerGas: gwei, maxPriorityFeePerGas: gwei })).not.toThrow()
  })

  it('refuses addresses that are not addresses', () => {
    expect(() => checkFeeRequest({ from: '0x123', to })).toThrow(InvalidAddressError)
    expect(() => checkFeeRequest({ from, to: 'bob.eth' })).toThrow('Address "bob.eth" is invalid')
  })
})

describe('applyBaseFeeMultiplier (docs/validation.md)', () => {
  it('defaults to 1.2, in bigints', () => {
    expect(DEFAULT_BASE_FEE_MULTIPLIER).toBe(1.2)
    expect(applyBaseFeeMultiplier(1_000_000_000n)).toBe(1_200_000_000n)
    expect(applyBaseFeeMultiplier(7n)).toBe(8n)
    expect(applyBaseFeeMultiplier(10n ** 30n + 1n)).toBe(12n * 10n ** 29n + 1n)
  })

  it('takes other multipliers of at least 1', () => {
    expect(applyBaseFeeMultiplier(1_000n, 1)).toBe(1_000n)
    expect(applyBaseFeeMultiplier(1_000n, 2.125)).toBe(2_125n)
  })

  it('refuses a multiplier below 1', () => {
    expect(() => applyBaseFeeMultiplier(1_000n, 0.99)).toThrow(BaseFeeScalarError)
    expect(() => applyBaseFeeMultiplier(1_000n, Number.NaN)).toThrow('baseFeeMultiplier must be at least 1')
  })
})
