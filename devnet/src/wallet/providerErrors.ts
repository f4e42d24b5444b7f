/** An EIP-1193 error: dapps branch on `code`, so every rejection carries one. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = (detail?: string) =>
  new ProviderRpcError(4100, detail ?? 'The requested method and/or account has not been authorized by the user.')
export const unsupportedMethod = (detail?: string) => new ProviderRpcError(4200, detail ?? 'The Provider does not support the requested method.')
export const chainDisconnected = (detail?: string) => new ProviderRpcError(4901, detail ?? 'The Provider is not connected to the requested chain.')
export const unrecognizedChain = (chainId: string) => new ProviderRpcError(4902, 'Unrecognized chain ID', { chainId })
export const invalidParams = (detail: string) => new ProviderRpcError(-32602, `Invalid params: ${detail}`)
