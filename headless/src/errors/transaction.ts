import { BaseError, type BaseErrorParameters } from './BaseError.js'
import { RpcCode } from './rpcCodes.js'

// docs/validation.md fee checks and docs/errors.md transaction errors.

/**
 * A transaction given both `gasPrice` and an EIP-1559 fee (`maxFeePerGas`, `maxPriorityFeePerGas`),
 * refused before the wallet is asked: shortMessage 'Cannot specify both a gasPrice and a
 * maxFeePerGas/maxPriorityFeePerGas'.
 */
export class FeeConflictError extends BaseError {
  override name = 'FeeConflictError'
  constructor() {
    super('Cannot specify both a gasPrice and a maxFeePerGas/maxPriorityFeePerGas', {
      metaMessages: ['Use maxFeePerGas/maxPriorityFeePerGas for EIP-1559 networks, and gasPrice for others.'],
    })
  }
}

/**
 * A `maxFeePerGas` above 2^256-1, refused before the wallet is asked: shortMessage 'The fee cap
 * (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1)'.
 */
export class FeeCapTooHighError extends BaseError {
  override name = 'FeeCapTooHighError'
  constructor(maxFeePerGas: bigint) {
    super('The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1)', { details: `maxFeePerGas = ${maxFeePerGas} wei` })
  }
}

/**
 * A `maxPriorityFeePerGas` above the `maxFeePerGas` it comes with, refused before the wallet is
 * asked: shortMessage 'The tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas)'.
 */
export class TipAboveFeeCapError extends BaseError {
  override name = 'TipAboveFeeCapError'
  constructor(maxPriorityFeePerGas: bigint, maxFeePerGas: bigint) {
    super('The tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas)', {
      details: `maxPriorityFeePerGas = ${maxPriorityFeePerGas} wei, maxFeePerGas = ${maxFeePerGas} wei`,
    })
  }
}

/**
 * The `send` option's `baseFeeMultiplier` is below 1 (or not a finite number), met when a send or
 * its preview estimates the fee: shortMessage 'baseFeeMultiplier must be at least 1'.
 */
export class BaseFeeScalarError extends BaseError {
  override name = 'BaseFeeScalarError'
  constructor(multiplier: number) {
    super('baseFeeMultiplier must be at least 1', { details: `baseFeeMultiplier = ${multiplier}` })
  }
}

/**
 * A transaction's `from` or `to` that is not an address (a wrong EIP-55 checksum included), refused
 * before the wallet is asked, or a `usdtStyleTokens` entry that names no contract address:
 * shortMessage 'Address "{address}" is invalid'.
 */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor(address: string, parameters: BaseErrorParameters = {}) {
    super(`Address "${address}" is invalid`, parameters)
  }
}

/** Mined, but the chain undid it: nothing was transferred, the fee was paid. */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError'
  readonly hash: string
  constructor(hash: string, parameters: BaseErrorParameters = {}) {
    super('Transaction reverted', { details: `transaction ${hash} was mined and reverted`, ...parameters })
    this.hash = hash
  }
}

/**
 * No receipt with enough confirmations within the wait (180 s unless the call or the `send` option
 * sets another): shortMessage 'Wait for receipt timed out'. The transaction may still be mined: `hash`
 * is the one to look for.
 */
export class WaitForReceiptTimeoutError extends BaseError {
  override name = 'WaitForReceiptTimeoutError'
  readonly hash: string
  constructor(hash: string, timeoutMs: number) {
    super('Wait for receipt timed out', { details: `no receipt for ${hash} within ${timeoutMs} ms` })
    this.hash = hash
  }
}

/** The wallet (or the user in it) refused to send (4001). */
export class TransactionRejectedError extends BaseError {
  override name = 'TransactionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Transaction rejected', { code: RpcCode.UserRejected, ...parameters })
  }
}

/** A simulation (eth_call or eth_estimateGas) says the transfer would not go through. */
export class TransferWouldFailError extends BaseError {
  override name = 'TransferWouldFailError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The transfer would fail', parameters)
  }
}

/** A receipt was asked for before there was a transaction hash to ask about. */
export class TransactionHashMissingError extends BaseError {
  override name = 'TransactionHashMissingError'
  constructor(details?: string) {
    super('A transaction hash is required', details ? { details } : {})
  }
}

/** The request names a network the wallet is not on: switch first, then send. */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  constructor(requested: string, current: string) {
    super("The current connector chain does not match the connection's chain", { details: `asked for ${requested}, the wallet is on ${current}` })
  }
}
