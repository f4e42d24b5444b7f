import { chainDisconnected, ProviderRpcError } from './providerErrors'
import { jsonRpcError, jsonRpcResult } from './schemas'

let nextRpcId = 1

/** Sends one JSON-RPC call to the chain's node and turns its error into an EIP-1193 error. */
export async function forwardRpc(fetchImpl: typeof fetch, rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let body: unknown
  try {
    const response = await fetchImpl(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextRpcId++, method, params: params ?? [] }),
    })
    body = await response.json()
  } catch (error) {
    throw chainDisconnected(`Devnet node at ${rpcUrl} is unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
  const failed = jsonRpcError.safeParse(body)
  if (failed.success) {
    const { code, message, data } = failed.data.error
    throw new ProviderRpcError(code, message, data)
  }
  const succeeded = jsonRpcResult.safeParse(body)
  if (!succeeded.success) throw new ProviderRpcError(-32603, `Devnet node at ${rpcUrl} sent an invalid JSON-RPC response`)
  return succeeded.data.result
}
