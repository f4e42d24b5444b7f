import { ProviderRpcError } from '../providerErrors'
import { EsploraError } from '../../bitcoin/walletKit/esploraClient'

/** sats-connect's RpcErrorCode values the provider answers with. */
export const RpcErrorCode = {
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
  INVALID_REQUEST: -32600,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
} as const

/** A JSON-RPC 2.0 error object from whatever a handler threw: the wallet's EIP-1193 codes mapped to sats-connect's. */
export function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof ProviderRpcError) {
    if (error.code === 4001) return { code: RpcErrorCode.USER_REJECTION, message: error.message }
    if (error.code === 4100) return { code: RpcErrorCode.ACCESS_DENIED, message: error.message }
    if (error.code === RpcErrorCode.INVALID_REQUEST) return { code: RpcErrorCode.INVALID_REQUEST, message: error.message }
    if (error.code === -32602) return { code: RpcErrorCode.INVALID_PARAMS, message: error.message }
    if (error.code === 4200) return { code: RpcErrorCode.METHOD_NOT_SUPPORTED, message: error.message }
  }
  if (error instanceof EsploraError) return { code: RpcErrorCode.INTERNAL_ERROR, message: error.message }
  return { code: RpcErrorCode.INTERNAL_ERROR, message: error instanceof Error ? error.message : String(error) }
}
