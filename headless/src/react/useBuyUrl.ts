import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { BuyUrl, BuyUrlParameters } from '../types/onramp.js'
import { buyUrlMutationOptions, type BuyUrlErrorType, type BuyUrlMutationParameters } from '../query/onramp.js'
import { useAccount } from './useAccount.js'
import { useClient } from './useClient.js'
import { useNetwork } from './useNetwork.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options; the network and address default to the active ones. */
export type UseBuyUrlParameters<TContext = unknown> = BuyUrlMutationParameters<TContext>
/** What useBuyUrl returns: TanStack's mutation, its `error` typed; `data.url` is the checkout to open. */
export type UseBuyUrlReturnType<TContext = unknown> = UseMutationResult<BuyUrl, UseBuyUrlErrorType, BuyUrlParameters, TContext>
/** The errors `useBuyUrl().error` can hold: the input refused, or the API's failure or unsafe URL. */
export type UseBuyUrlErrorType = BuyUrlErrorType

/**
 * Makes the provider's checkout for a purchase by the connected account on the active network:
 * `mutate({ purchaseCurrency, paymentCurrency, amount })` resolves with its URL, to open in a new
 * tab. Follow the purchase with useOnrampPurchases.
 *
 * @example
 * const buy = useBuyUrl({ mutation: { onSuccess: ({ url }) => window.open(url, '_blank', 'noopener') } })
 * <button onClick={() => buy.mutate({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50' })}>Buy</button>
 */
export function useBuyUrl<TContext = unknown>(parameters: UseBuyUrlParameters<TContext> = {}): UseBuyUrlReturnType<TContext> {
  const { address } = useAccount()
  const { caipNetworkId } = useNetwork()
  return useMutation(
    buyUrlMutationOptions(useClient(), { ...parameters, caipNetworkId: parameters.caipNetworkId ?? caipNetworkId, address: parameters.address ?? address }),
    useBerthQueryClient(),
  )
}
