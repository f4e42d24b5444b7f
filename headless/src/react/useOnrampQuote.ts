import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { OnrampQuote } from '../types/onramp.js'
import { onrampQuoteQueryOptions, type OnrampQuoteErrorType, type OnrampQuoteOptions } from '../query/onramp.js'
import { useClient } from './useClient.js'
import { useNetwork } from './useNetwork.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** What to price (`caipNetworkId` the active network when left out), and TanStack `query` options. */
export type UseOnrampQuoteParameters<TData = OnrampQuote> = OnrampQuoteOptions<TData>
/** What useOnrampQuote returns: TanStack's result, its `error` typed. */
export type UseOnrampQuoteReturnType<TData = OnrampQuote> = UseQueryResult<TData, UseOnrampQuoteErrorType>
/** The errors `useOnrampQuote().error` can hold: the amount or currency refused ('The minimum is 10.00 USD'). */
export type UseOnrampQuoteErrorType = OnrampQuoteErrorType

/**
 * The price of a purchase on the active network: total, fees and what arrives, or a placeholder
 * (`data.placeholder`) when the API gives none.
 *
 * @example
 * const quote = useOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50' })
 * if (quote.data) return <p>{quote.data.purchaseAmount?.amount} USDC for {quote.data.paymentTotal.amount} USD</p>
 */
export function useOnrampQuote<TData = OnrampQuote>(parameters: UseOnrampQuoteParameters<TData> = {}): UseOnrampQuoteReturnType<TData> {
  const { caipNetworkId } = useNetwork()
  return useQuery(onrampQuoteQueryOptions(useClient(), { ...parameters, caipNetworkId: parameters.caipNetworkId ?? caipNetworkId }), useBerthQueryClient())
}
