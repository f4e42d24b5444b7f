import { maxUint256 } from 'viem'
import { checkAddress } from '../address.js'
import { BaseFeeScalarError, FeeCapTooHighError, FeeConflictError, InvalidAddressError, TipAboveFeeCapError } from '../../../errors/transaction.js'
import type { FeeOverrides } from '../../../types/send.js'

/** docs/validation.md: the base fee is raised by this much so the transaction still fits a block or two later. */
export const DEFAULT_BASE_FEE_MULTIPLIER = 1.2

/**
 * docs/validation.md fee checks on a transaction before it goes to the wallet: gasPrice and the EIP-1559
 * fees exclude each other, the fee cap fits 256 bits, the tip is not above the cap, and the
 * addresses are addresses. Throws the first that fails.
 */
export function checkFeeRequest(request: FeeOverrides & { from?: string | undefined; to?: string | undefined }): void {
  for (const address of [request.from, request.to]) {
    if (address !== undefined && checkAddress(address) !== 'valid') throw new InvalidAddressError(address)
  }
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = request
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) throw new FeeConflictError()
  if (maxFeePerGas !== undefined && maxFeePerGas > maxUint256) throw new FeeCapTooHighError(maxFeePerGas)
  if (maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas) {
    throw new TipAboveFeeCapError(maxPriorityFeePerGas, maxFeePerGas)
  }
}

/**
 * `value` × `multiplier` in bigints, rounded up at the multiplier's own precision (1.2 → ×12/10),
 * as viem does: no float ever touches a fee.
 */
export function applyBaseFeeMultiplier(value: bigint, multiplier: number = DEFAULT_BASE_FEE_MULTIPLIER): bigint {
  if (!Number.isFinite(multiplier) || multiplier < 1) throw new BaseFeeScalarError(multiplier)
  const decimals = multiplier.toString().split('.')[1]?.length ?? 0
  const denominator = 10 ** decimals
  return (value * BigInt(Math.ceil(multiplier * denominator))) / BigInt(denominator)
}
