import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import { AccountOrNetworkMissingError } from '../errors/account.js'
import type { ApiError } from '../errors/api.js'
import type { ConfigurationError } from '../errors/configuration.js'
import type { InternalError } from '../errors/internal.js'
import { InvalidOnrampError } from '../errors/onramp.js'
import type { BuyUrl, BuyUrlParameters, OnrampOptions, OnrampPaymentMethod, OnrampPurchase, OnrampQuote } from '../types/onramp.js'
import type { AccountQueryParameters } from './balances.js'
import { berthErrors } from './berthErrors.js'
import { enabledWhen, queryOptions } from './defineOptions.js'
import { berthKeys } from './keys.js'
import { onrampController } from './onrampController.js'
import type { BerthMutationOptions, MutationParameter, QueryParameter } from './options.js'

/** On-ramp options are read again after this long. */
export const ONRAMP_OPTIONS_STALE_MS = 5 * 60_000
/** A quote is a price of the moment: read again after this long. */
export const ONRAMP_QUOTE_STALE_MS = 30_000

/** The only error the options read can end with (the API's failures become the fallback list): its code failed to load. */
export type OnrampOptionsErrorType = InternalError

/** The key the on-ramp options are cached under. */
export type OnrampOptionsQueryKey = ReturnType<typeof berthKeys.onrampOptions>

/** onrampOptionsQueryOptions' parameters: TanStack `query` options. */
export type OnrampOptionsParameters<TData = OnrampOptions> = QueryParameter<OnrampOptions, OnrampOptionsErrorType, TData, OnrampOptionsQueryKey>

/**
 * What the on-ramp sells (each network tagged with the app network it stands for) and takes (fiat
 * currencies with their payment methods' limits). Never fails for the API's sake: when it is down,
 * too slow or answers a wrong shape, SPEC.md's built-in list comes back with `fallback: true`.
 */
export function onrampOptionsQueryOptions<TData = OnrampOptions>(client: Client, options: OnrampOptionsParameters<TData> = {}) {
  return queryOptions<OnrampOptions, OnrampOptionsErrorType, TData, OnrampOptionsQueryKey>({
    staleTime: ONRAMP_OPTIONS_STALE_MS,
    retry: false,
    ...options.query,
    queryKey: berthKeys.onrampOptions(),
    queryFn: ({ signal }) => berthErrors(() => onrampController(client).then((onramp) => onramp.options({ signal }))),
  })
}

/** Every error a quote can end with: the input refused (an amount outside the limits, a currency not sold there). The API's failures give a placeholder quote instead. */
export type OnrampQuoteErrorType = InvalidOnrampError | InternalError

/** The key a quote is cached under. */
export type OnrampQuoteQueryKey = ReturnType<typeof berthKeys.onrampQuote>

/** What to price (each may be left out while the form fills: the query waits), and the network (the active one in the hook). */
export type OnrampQuoteInput = {
  purchaseCurrency?: string | undefined
  paymentCurrency?: string | undefined
  amount?: string | undefined
  caipNetworkId?: CaipNetworkId | undefined
  paymentMethod?: OnrampPaymentMethod | undefined
}

/** onrampQuoteQueryOptions' parameters: the purchase, and TanStack `query` options. */
export type OnrampQuoteOptions<TData = OnrampQuote> = OnrampQuoteInput & QueryParameter<OnrampQuote, OnrampQuoteErrorType, TData, OnrampQuoteQueryKey>

/**
 * The price of a purchase: total, subtotal, fees (1 to 2 %) and what arrives. Off until the
 * currency, payment currency, amount and network are all given. A refused amount is the error
 * (InvalidOnrampError, not retried); when the API gives no quote, a placeholder with
 * `placeholder: true` and its reason.
 */
export function onrampQuoteQueryOptions<TData = OnrampQuote>(client: Client, options: OnrampQuoteOptions<TData> = {}) {
  const { purchaseCurrency, paymentCurrency, amount, caipNetworkId, paymentMethod, query } = options
  const ready = Boolean(purchaseCurrency && paymentCurrency && amount?.trim() && caipNetworkId)
  return queryOptions<OnrampQuote, OnrampQuoteErrorType, TData, OnrampQuoteQueryKey>({
    staleTime: ONRAMP_QUOTE_STALE_MS,
    retry: false,
    ...query,
    queryKey: berthKeys.onrampQuote({
      purchaseCurrency: purchaseCurrency ?? '',
      paymentCurrency: paymentCurrency ?? '',
      amount: amount?.trim() ?? '',
      caipNetworkId: caipNetworkId ?? '',
      paymentMethod: paymentMethod ?? 'card',
    }),
    enabled: enabledWhen(ready, query?.enabled),
    queryFn: ({ signal }) =>
      berthErrors(() => {
        if (!purchaseCurrency || !paymentCurrency || !amount || !caipNetworkId)
          throw new InvalidOnrampError('amount-invalid', 'Choose what to buy and an amount')
        return onrampController(client).then((onramp) => onramp.quote({ purchaseCurrency, paymentCurrency, amount, caipNetworkId, paymentMethod, signal }))
      }),
  })
}

/** Every error making a checkout can end with: the input refused (amount, currency, network, address, redirect), or the API's failure or unsafe URL. */
export type BuyUrlErrorType = InvalidOnrampError | ApiError | ConfigurationError | InternalError

/** buyUrlMutationOptions' parameters: the network and receiving address used when `mutate` leaves them out, and TanStack `mutation` options. */
export type BuyUrlMutationParameters<TContext = unknown> = { caipNetworkId?: CaipNetworkId | undefined; address?: string | undefined } & MutationParameter<
  BuyUrl,
  BuyUrlErrorType,
  BuyUrlParameters,
  TContext
>

/**
 * Makes the provider's checkout for a purchase: `mutate({ purchaseCurrency, paymentCurrency,
 * amount, caipNetworkId })` resolves with its URL (checked safe: https, or http on a loopback host)
 * to open in a new tab. The purchase itself then shows in onrampPurchasesQueryOptions.
 */
export function buyUrlMutationOptions<TContext = unknown>(
  client: Client,
  options: BuyUrlMutationParameters<TContext> = {},
): BerthMutationOptions<BuyUrl, BuyUrlErrorType, BuyUrlParameters, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'buyUrl'] as const,
    mutationFn: (parameters) =>
      berthErrors(() =>
        onrampController(client).then((onramp) =>
          onramp.buyUrl({
            ...parameters,
            caipNetworkId: parameters.caipNetworkId ?? options.caipNetworkId,
            address: parameters.address ?? options.address,
          }),
        ),
      ),
  }
}

/** Every error reading the purchases can end with. */
export type OnrampPurchasesErrorType = ApiError | ConfigurationError | AccountOrNetworkMissingError | InternalError

/** The key an account's purchases are cached under (under the account's). */
export type OnrampPurchasesQueryKey = ReturnType<typeof berthKeys.onrampPurchases>

/** onrampPurchasesQueryOptions' parameters: the account and network, and TanStack `query` options (`refetchInterval` to follow a checkout). */
export type OnrampPurchasesOptions<TData = OnrampPurchase[]> = AccountQueryParameters &
  QueryParameter<OnrampPurchase[], OnrampPurchasesErrorType, TData, OnrampPurchasesQueryKey>

/** An account's on-ramp purchases on a network, newest first: 'pending' while the provider credits, 'confirmed' once the funds arrived. */
export function onrampPurchasesQueryOptions<TData = OnrampPurchase[]>(client: Client, options: OnrampPurchasesOptions<TData> = {}) {
  const { address, caipNetworkId, query } = options
  return queryOptions<OnrampPurchase[], OnrampPurchasesErrorType, TData, OnrampPurchasesQueryKey>({
    retry: false,
    ...query,
    queryKey: berthKeys.onrampPurchases({ address, caipNetworkId }),
    enabled: enabledWhen(Boolean(address && caipNetworkId), query?.enabled),
    queryFn: ({ signal }) =>
      berthErrors(() => {
        if (!address || !caipNetworkId) throw new AccountOrNetworkMissingError('purchases need an address and a network')
        return onrampController(client).then((onramp) => onramp.purchases({ address, caipNetworkId, signal }))
      }),
  })
}
