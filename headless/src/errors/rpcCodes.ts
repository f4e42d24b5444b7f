/** JSON-RPC and EIP-1193 error codes (docs/errors.md). */
export const RpcCode = {
  Parse: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  Internal: -32603,
  InvalidInput: -32000,
  ResourceNotFound: -32001,
  ResourceUnavailable: -32002,
  TransactionRejected: -32003,
  MethodNotSupported: -32004,
  LimitExceeded: -32005,
  VersionUnsupported: -32006,
  UserRejected: 4001,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  ChainDisconnected: 4901,
  UnrecognizedChain: 4902,
} as const

export type RpcCodeValue = (typeof RpcCode)[keyof typeof RpcCode]

/** Wallets nest the original code in different places (MetaMask mobile uses data.originalError). */
export function rpcCodeOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined
  const record = error as { code?: unknown; data?: { originalError?: { code?: unknown } }; cause?: unknown }
  // The wallet's own code wins over a generic -32603 wrapper around it.
  const nested = record.data?.originalError?.code
  if (typeof nested === 'number') return nested
  if (typeof record.code === 'number') return record.code
  if (record.cause && record.cause !== error) return rpcCodeOf(record.cause)
  return undefined
}
