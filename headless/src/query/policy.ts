import { RPC_RETRY_STATUSES } from '../transport/rpcRetry.js'
import { BaseError } from '../errors/BaseError.js'
import { RpcCode } from '../errors/rpcCodes.js'

/*
 * How long Berth's reads stay fresh and how their failures are retried, in one place. Every query
 * factory takes these as defaults; a caller's `query` option overrides any of them.
 */

/** Token balances from the data API (the portfolio), and the NFTs read with them: 30 s. */
export const PORTFOLIO_STALE_MS = 30_000
/** The native balance read from the chain: 30 s. */
export const NATIVE_BALANCE_STALE_MS = 30_000
/** Account names: 5 min. */
export const NAME_STALE_MS = 5 * 60_000
/** Name and avatar of an address: 5 min. */
export const IDENTITY_STALE_MS = 5 * 60_000
/** The wallet listing has no lifetime of its own; it changes rarely, so an open modal does not refetch it for 5 min. */
export const WALLETS_STALE_MS = 5 * 60_000

/** A failed read is retried up to 3 times... */
export const QUERY_RETRY = 3
/** ...1 s after the first failure, doubling each time... */
export const QUERY_RETRY_BASE_DELAY_MS = 1_000
/** ...and never more than 30 s apart. */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000

/** The delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS)
}

// A node that is busy or rate-limiting says so with these; anything else from it is an answer.
const RECOVERABLE_RPC_CODES: ReadonlySet<number> = new Set([RpcCode.ResourceUnavailable, RpcCode.LimitExceeded])

/**
 * True when trying again may succeed: no response or a timeout, an HTTP 5xx, or one of the statuses
 * that say "later" (403, 408, 413, 429, 500, 502, 503, 504), or a node that is busy. Never a
 * validation error, an unknown network, a user's refusal, a missing configuration, a response that
 * failed its schema, or anything that is not Berth's (a bug does not heal by waiting).
 */
export function isRecoverableError(error: unknown): boolean {
  // By the catalogue's names, so that the rule does not bring every error class into the chunks that read.
  if (!(error instanceof BaseError)) return false
  const { status, field } = error as BaseError & { status?: number; field?: string }
  switch (error.name) {
    case 'RequestTimeoutError':
      return true
    case 'ApiError':
    case 'HttpRequestError':
      if (status !== undefined) return status >= 500 || RPC_RETRY_STATUSES.has(status)
      // No status: no response, or a timeout. A body that failed its schema names the field and will fail again.
      return field === undefined
    case 'RpcRequestError':
      return error.code !== undefined && RECOVERABLE_RPC_CODES.has(error.code)
    default:
      return false
  }
}

/** TanStack's `retry` for every Berth query: up to 3 retries, of recoverable failures only. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY && isRecoverableError(error)
}

/** The retry options every Berth query starts from. */
export const queryRetry = { retry: shouldRetryQuery, retryDelay: queryRetryDelay } as const

/**
 * The portfolio and activity are not retried by the query: their API client already retries what
 * can recover (3 times, 150 ms doubling), and a failed portfolio read blocks the next for 30 s.
 */
export const apiReadRetry = { retry: false } as const
