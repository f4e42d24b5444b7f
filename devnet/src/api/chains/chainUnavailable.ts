import { HttpRequestError, TimeoutError } from 'viem'
import type { ApiChain } from './apiChains'

/** A chain that did not answer: routes turn it into 503, the indexer into an "unreachable" status. */
export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError'
  constructor(
    readonly chain: Pick<ApiChain, 'caip2' | 'name' | 'url'>,
    cause: unknown,
  ) {
    super(`${chain.name} (${chain.caip2}) at ${chain.url} does not answer`, { cause })
  }
}

/** True for the errors of a node that is down or hung (refused connection, HTTP error, timeout); not for a call the node answered with an error. */
export function isUnreachable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof HttpRequestError || current instanceof TimeoutError) return true
  }
  return false
}

/** Runs a read against `chain`, turning "the node is not there" into ChainUnavailableError. */
export async function readChain<T>(chain: ApiChain, read: (chain: ApiChain) => Promise<T>): Promise<T> {
  try {
    return await read(chain)
  } catch (error) {
    throw isUnreachable(error) ? new ChainUnavailableError(chain, error) : error
  }
}
