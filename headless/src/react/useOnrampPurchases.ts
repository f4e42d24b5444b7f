import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { newlyConfirmed } from '../controllers/onramp/onrampPurchases.js'
import type { OnrampPurchase } from '../types/onramp.js'
import { berthKeys } from '../query/keys.js'
import { onrampPurchasesQueryOptions, type OnrampPurchasesErrorType, type OnrampPurchasesOptions } from '../query/onramp.js'
import { useActiveAccountParameters } from './useActiveAccountParameters.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** `address` and `caipNetworkId` (the connected account and the active network when left out), and TanStack `query` options (`refetchInterval` to follow a checkout). */
export type UseOnrampPurchasesParameters = Omit<OnrampPurchasesOptions, 'query'> & {
  query?: Omit<NonNullable<OnrampPurchasesOptions['query']>, 'select'> | undefined
}
/** What useOnrampPurchases returns: TanStack's result, its `error` typed. */
export type UseOnrampPurchasesReturnType = UseQueryResult<OnrampPurchase[], UseOnrampPurchasesErrorType>
/** The errors `useOnrampPurchases().error` can hold. */
export type UseOnrampPurchasesErrorType = OnrampPurchasesErrorType

/**
 * The account's on-ramp purchases on the network, newest first. When one is newly confirmed, the
 * account's balances and activity (everything under berthKeys.account) are read again.
 *
 * @example
 * const purchases = useOnrampPurchases({ query: { refetchInterval: 2_000 } })
 */
export function useOnrampPurchases(parameters: UseOnrampPurchasesParameters = {}): UseOnrampPurchasesReturnType {
  const client = useClient()
  const queryClient = useBerthQueryClient()
  const account = useActiveAccountParameters(parameters)
  const result = useQuery(onrampPurchasesQueryOptions(client, account), queryClient)
  const previous = useRef<{ address: string | undefined; purchases: OnrampPurchase[] | undefined }>({ address: account.address, purchases: undefined })
  const { data } = result
  const { address } = account
  useEffect(() => {
    if (!data) return
    const before = previous.current.address === address ? previous.current.purchases : undefined
    previous.current = { address, purchases: data }
    if (!address || newlyConfirmed(before, data).length === 0) return
    client.account.markChanged(address)
    void queryClient.invalidateQueries({ queryKey: berthKeys.account(address), predicate: (query) => query.queryKey[3] !== 'onrampPurchases' })
  }, [data, address, client, queryClient])
  return result
}
