import { describe, expect, it } from 'vitest'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import { ApiError } from '../errors/api.js'
import { ChainNotConfiguredError } from '../errors/configuration.js'
import { ConnectionRejectedError } from '../errors/connection.js'
import { HttpRequestError, RpcRequestError } from '../errors/http.js'
import { InternalError } from '../errors/internal.js'
import { NetworkNotFoundError } from '../errors/network.js'
import { RequestTimeoutError } from '../errors/provider.js'
import { RpcCode } from '../errors/rpcCodes.js'
import { InvalidSendError } from '../errors/send.js'
import { SignatureDeclinedError } from '../errors/signature.js'
import { TransactionRejectedError } from '../errors/transaction.js'
import { isRecoverableError, QUERY_RETRY, queryRetryDelay, shouldRetryQuery } from './policy.js'

const endpoint = 'GET /v1/identity/{address}'

describe('what a query retries', () => {
  it.each<[string, unknown]>([
    ['no response from the API', new ApiError('HTTP request failed', { endpoint })],
    ['an API timeout', new ApiError('Request timed out', { endpoint })],
    ['no response from a node', new HttpRequestError('http://127.0.0.1:8545', undefined)],
    ['a wallet or node that did not answer in time', new RequestTimeoutError('eth_getBalance', 10_000)],
    ...[403, 408, 413, 429, 500, 502, 503, 504].map((status): [string, unknown] => [
      `HTTP ${status}`,
      new ApiError('HTTP request failed', { endpoint, status }),
    ]),
    ['any other 5xx', new HttpRequestError('http://127.0.0.1:8545', 507)],
    ['a busy node (-32002)', new RpcRequestError('eth_call', { code: RpcCode.ResourceUnavailable })],
    ['a rate-limiting node (-32005)', new RpcRequestError('eth_call', { code: RpcCode.LimitExceeded })],
  ])('retries %s', (_, error) => {
    expect(isRecoverableError(error)).toBe(true)
  })

  it.each<[string, unknown]>([
    ['a validation error', new InvalidSendError('amount-negative', 'The amount cannot be negative')],
    ['a network the app does not have', new NetworkNotFoundError('eip155:31338')],
    ['a connection the user refused', new ConnectionRejectedError()],
    ['a signature the user declined', new SignatureDeclinedError()],
    ['a transaction the user refused', new TransactionRejectedError()],
    ['a missing configuration', new ChainNotConfiguredError()],
    ['a response that failed its schema', new ApiError('Invalid response from GET /getWallets: data.0.name', { endpoint, field: 'data.0.name' })],
    ['HTTP 400', new ApiError('Bad request', { endpoint, status: 400 })],
    ['HTTP 404', new HttpRequestError('http://127.0.0.1:8545', 404)],
    ['a node that answers with an error (execution reverted)', new RpcRequestError('eth_call', { code: 3, details: 'execution reverted' })],
    ['a node that answers with something else than JSON-RPC', new RpcRequestError('eth_getBalance')],
    ['the guard after a failed portfolio read', new TokenBalanceUnavailableError('the last attempt failed less than 30 s ago')],
    ['a bug (not a Berth error)', new TypeError('undefined is not a function')],
    ['a bug wrapped as InternalError', new InternalError(new TypeError('undefined is not a function'))],
  ])('does not retry %s', (_, error) => {
    expect(isRecoverableError(error)).toBe(false)
    expect(shouldRetryQuery(0, error)).toBe(false)
  })

  it('retries a recoverable failure 3 times, 1 s after the first doubling up to 30 s', () => {
    const outage = new ApiError('HTTP request failed', { endpoint, status: 503 })
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, outage))).toEqual([true, true, true, false])
    expect(QUERY_RETRY).toBe(3)
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })
})
