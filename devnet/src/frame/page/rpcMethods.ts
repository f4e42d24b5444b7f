import { FRAME_APPROVAL_METHODS } from '@berth/headless/embedded'
import { isReadOnlyMethod } from '../server/readOnlyMethods'

/** How the frame answers an RPC_REQUEST: from the session, through /v1/, after the visitor's approval, or not at all. */
export type RpcRoute = 'accounts' | 'chainId' | 'capabilities' | 'read' | 'approve' | 'refuse'

export function routeRpcMethod(namespace: string, method: string): RpcRoute {
  if (namespace === 'eip155' && (method === 'eth_accounts' || method === 'eth_requestAccounts')) return 'accounts'
  if (namespace === 'eip155' && method === 'eth_chainId') return 'chainId'
  if (namespace === 'eip155' && method === 'wallet_getCapabilities') return 'capabilities'
  if (FRAME_APPROVAL_METHODS.includes(method)) {
    const approvable = method.startsWith('solana_') ? namespace === 'solana' : namespace === 'eip155'
    return approvable ? 'approve' : 'refuse'
  }
  return isReadOnlyMethod(namespace, method) ? 'read' : 'refuse'
}
