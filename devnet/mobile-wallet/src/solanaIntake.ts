import { decodeWireTransaction, assertAsksSigner } from '../../src/wallet/solana/solanaTransactions'
import { transactionBytes, type SolanaRequest } from './solanaRequests'
import type { SessionView } from './state'

export interface Refusal {
  code: number
  message: string
}

/**
 * Why a Solana request is answered with an error before the user sees it: sent for another
 * namespace's chain, in a session without a Solana account, signed by an account outside the
 * session, or a transaction that does not name the session's account as a signer.
 */
export function refuseSolanaRequest(request: SolanaRequest, chain: string, session: SessionView): Refusal | undefined {
  if (!chain.startsWith('solana:')) return { code: -32602, message: `Invalid params: ${request.method} is a solana method, not one for ${chain}.` }
  const address = session.solanaAddress
  if (!address) return { code: 4100, message: 'This session has no Solana account.' }
  if (request.method === 'solana_signMessage') {
    if (request.signer !== address) return { code: 4100, message: `Account ${request.signer} is not part of this session; it was approved for ${address}.` }
    return undefined
  }
  try {
    assertAsksSigner(decodeWireTransaction(transactionBytes(request.transaction, request.method), request.method), address, request.method)
  } catch (error) {
    return { code: -32602, message: error instanceof Error ? error.message : String(error) }
  }
  return undefined
}
