import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import type { FormattedBalance } from '../controllers/account/createAccountDataController.js'
import { AccountOrNetworkMissingError } from '../errors/account.js'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type { HttpRequestError, RpcRequestError } from '../errors/http.js'
import type { InternalError } from '../errors/internal.js'
import type { NetworkNotFoundError } from '../errors/network.js'
import type { RequestTimeoutError } from '../errors/provider.js'
import { berthKeys } from './keys.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import type { QueryParameter } from './options.js'
import { NATIVE_BALANCE_STALE_MS, queryRetry } from './policy.js'

/** Whose native balance, on which network. The query waits until both are known. */
export type BalanceParameters = { address?: string | undefined; caipNetworkId?: CaipNetworkId | undefined }

/** What the balance query holds: `value` in base units, `decimals`, `symbol`, and `formatted` ('1.5'). */
export type BalanceData = FormattedBalance

/** Every error a native balance read can end with. */
export type BalanceErrorType =
  | AccountOrNetworkMissingError
  | NetworkNotFoundError
  | AdapterNotFoundError
  | HttpRequestError
  | RpcRequestError
  | RequestTimeoutError
  | InternalError

/** The key a native balance is cached under (under its account's, so a send invalidates it). */
export type BalanceQueryKey = ReturnType<typeof berthKeys.balance>

/** balanceQueryOptions' parameters: the account and network, and TanStack `query` options spread over the factory's. */
export type BalanceOptions<TData = BalanceData> = BalanceParameters & QueryParameter<BalanceData, BalanceErrorType, TData, BalanceQueryKey>

/**
 * The native balance of an account on a network, read from the network's own node (not the
 * wallet). Fresh for 30 s; network failures are retried (3 times, 1 s doubling), an unknown
 * network is not.
 *
 * @example
 * const options = balanceQueryOptions(client, { address, caipNetworkId: 'eip155:1', query: { refetchInterval: 10_000 } })
 * const { formatted, symbol } = await queryClient.fetchQuery(options)
 */
export function balanceQueryOptions<TData = BalanceData>(client: Client, options: BalanceOptions<TData> = {}) {
  const { address, caipNetworkId, query } = options
  return queryOptions<BalanceData, BalanceErrorType, TData, BalanceQueryKey>({
    staleTime: NATIVE_BALANCE_STALE_MS,
    ...queryRetry,
    ...query,
    queryKey: berthKeys.balance({ address, caipNetworkId }),
    enabled: enabledWhen(Boolean(address && caipNetworkId), query?.enabled),
    queryFn: () =>
      berthErrors(() => {
        if (!address || !caipNetworkId) throw new AccountOrNetworkMissingError('a balance needs an address and a network')
        return client.account.balance({ address, caipNetworkId })
      }),
  })
}
