/** JSON-RPC 2.0's error codes and the Solana RPC's own (agave rpc/custom_error.rs). */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  transactionPrecompileVerificationFailure: -32005,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const

/** An error the server answers as `{ code, message, data }`. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return { code: this.code, message: this.message, ...(this.data !== undefined ? { data: this.data } : {}) }
  }
}

export const invalidParams = (detail: string) => new SolanaRpcError(rpcErrorCodes.invalidParams, `Invalid params: ${detail}`)

/** agave's `Invalid param: …` (singular), for a value that parses but names nothing usable (not a Token account …). */
export const invalidParam = (detail: string) => new SolanaRpcError(rpcErrorCodes.invalidParams, `Invalid param: ${detail}`)

export const minContextSlotNotReached = (contextSlot: number) =>
  new SolanaRpcError(rpcErrorCodes.minContextSlotNotReached, 'Minimum context slot has not been reached', { contextSlot })
