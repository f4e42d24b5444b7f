import { isSolanaError, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR } from '@solana/kit'
import type { ApiSolanaChain } from './apiSolanaChains'
import { CHAIN_TIMEOUT_MS } from './apiChains'
import { ChainUnavailableError } from './chainUnavailable'

/** True for a cluster that is down or hung (refused, HTTP error, timeout); not for a call it answered with an error. */
export function isSolanaUnreachable(error: unknown): boolean {
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) return true
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.name === 'AbortError' || current.name === 'TimeoutError' || (current instanceof TypeError && current.message === 'fetch failed')) return true
  }
  return false
}

/**
 * Runs a read against `chain` with CHAIN_TIMEOUT_MS to answer (its abort signal goes to each
 * request's send), turning "the cluster is not there" into ChainUnavailableError (503).
 */
export async function readSolanaChain<T>(chain: ApiSolanaChain, read: (chain: ApiSolanaChain, abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  try {
    return await read(chain, AbortSignal.timeout(CHAIN_TIMEOUT_MS))
  } catch (error) {
    throw isSolanaUnreachable(error) ? new ChainUnavailableError(chain, error) : error
  }
}
