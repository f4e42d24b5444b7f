import { BaseError } from '../../errors/BaseError.js'

/** sats-connect's RpcErrorCode values, as the provider puts them in a JSON-RPC error. */
export const SatsConnectErrorCode = {
  UserRejection: -32000,
  MethodNotSupported: -32001,
  AccessDenied: -32002,
  InvalidRequest: -32600,
  InvalidParams: -32602,
  InternalError: -32603,
} as const

/**
 * A sats-connect provider answered a JSON-RPC error: its `code` (SatsConnectErrorCode) and message,
 * the method in `details`. The adapter turns the codes it knows into Berth's own errors.
 */
export class SatsConnectRequestError extends BaseError {
  override name = 'SatsConnectRequestError'
  readonly walletMessage: string
  constructor(method: string, code: number, walletMessage: string) {
    super('RPC request failed', { code, details: `${method}: ${walletMessage}` })
    this.walletMessage = walletMessage
  }
}

/** Whether a wallet error is sats-connect's USER_REJECTION. */
export const isSatsConnectRejection = (error: unknown): boolean => error instanceof SatsConnectRequestError && error.code === SatsConnectErrorCode.UserRejection
