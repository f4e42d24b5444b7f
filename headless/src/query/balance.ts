import type { Balance } from '../adapters/types.js'
import type { Client } from '../client.js'
import { BaseError } from '../errors/BaseError.js'
import { NetworkNotFoundError } from '../errors/network.js'
import { berthKeys } from './keys.js'
import { QUERY_RETRY, queryRetryDelay } from './retry.js'

export type BalanceParameters = { caipNetworkId?: string | undefined; address?: string | undefined }

/** SPEC §9: the native balance lives 30 s. */
export const NATIVE_BALANCE_STALE_MS = 30_000

export function balanceQueryOptions(client: Client, parameters: BalanceParameters) {
  const { caipNetworkId, address } = parameters
  return {
    queryKey: berthKeys.balance({ caipNetworkId: caipNetworkId ?? '', address: address ?? '' }),
    enabled: Boolean(caipNetworkId && address),
    staleTime: NATIVE_BALANCE_STALE_MS,
    retry: QUERY_RETRY,
    retryDelay: queryRetryDelay,
    queryFn: (): Promise<Balance> => getBalance(client, parameters),
  }
}

export async function getBalance(client: Client, { caipNetworkId, address }: BalanceParameters): Promise<Balance> {
  if (!caipNetworkId || !address) throw new BaseError('CaipNetwork or CaipAddress is undefined')
  const network = client.network.find(caipNetworkId)
  if (!network) throw new NetworkNotFoundError(caipNetworkId)
  const adapter = client.adapters[network.chainNamespace]
  if (!adapter) throw new BaseError('Adapter not found', { details: network.chainNamespace })
  return adapter.getBalance(network, address)
}
