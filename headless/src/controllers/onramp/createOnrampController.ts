import { getOnrampOptions, type OnrampOptionsResponse } from '../../api/getOnrampOptions.js'
import { getOnrampQuote } from '../../api/getOnrampQuote.js'
import { getOnrampUrl } from '../../api/getOnrampUrl.js'
import type { ApiClient } from '../../api/createApiClient.js'
import { checkAddress } from '../../adapters/eip155/address.js'
import type { ChainAdapter } from '../../adapters/types.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { ConnectionController } from '../connection/createConnectionController.js'
import { ApiError } from '../../errors/api.js'
import { BaseError } from '../../errors/BaseError.js'
import { InvalidOnrampError } from '../../errors/onramp.js'
import type { BuyUrl, BuyUrlParameters, OnrampOption, OnrampOptions, OnrampPurchase, OnrampQuote, OnrampQuoteParameters } from '../../types/onramp.js'
import { checkOnrampAmount } from './checkOnrampAmount.js'
import { redirectError, safeCheckoutUrl } from './checkoutUrl.js'
import { FALLBACK_ONRAMP_OPTIONS } from './fallbackOnrampOptions.js'
import { normaliseOnrampOptions } from './normaliseOnrampOptions.js'
import { toOnrampPurchases } from './onrampPurchases.js'
import { placeholderOnrampQuote, quoteError, toOnrampQuote } from './onrampQuoteRules.js'
import { isOnrampNamespace, rampNetworkName } from './rampNetworkName.js'

/** What the on-ramp controller needs: the API, the connections, the options (networks and `onramp`) and the page's origin. */
export type OnrampPorts = {
  api: ApiClient
  connection: Pick<ConnectionController, 'store'>
  /** The app's networks and its `onramp` option (client.options). */
  options: { networks: readonly { caipNetworkId: CaipNetworkId }[]; onramp?: OnrampOption | undefined }
  page: () => { origin: string | undefined }
  /** Each namespace's address rule (its adapter's `checkAddress`, as `client.adapters` has them); eip155's is viem's EIP-55 check. */
  adapters?: Partial<Record<ChainNamespace, Pick<ChainAdapter, 'checkAddress'>>>
  now?: () => number
}

/** An account on a network and an abort signal. */
export type OnrampPurchasesParameters = { address: string; caipNetworkId: CaipNetworkId; signal?: AbortSignal | undefined }

/**
 * Buying crypto with fiat through the on-ramp API: what it sells (with SPEC.md's fallback when the
 * API fails), a price (a placeholder when the API gives none), the checkout URL, and the purchases
 * the history lists.
 */
export type OnrampController = {
  /** What can be bought on the app's networks and paid with; the built-in list (`fallback: true`) when the API fails. */
  options(parameters?: { signal?: AbortSignal | undefined }): Promise<OnrampOptions>
  /**
   * A price for a purchase. Throws InvalidOnrampError for input the options refuse (an amount
   * outside the payment method's limits, a currency or network not sold); answers a placeholder
   * quote (`placeholder: true`) when the API gives none.
   */
  quote(parameters: OnrampQuoteParameters & { signal?: AbortSignal | undefined }): Promise<OnrampQuote>
  /** The checkout to open for a purchase. Throws InvalidOnrampError for refused input, ApiError when the API fails or answers an unsafe URL. */
  buyUrl(parameters: BuyUrlParameters): Promise<BuyUrl>
  /** The account's purchases, newest first (the history's `onramp` filter). */
  purchases(parameters: OnrampPurchasesParameters): Promise<OnrampPurchase[]>
}

/** Options are cached this long once the API answered them. */
export const ONRAMP_OPTIONS_CACHE_MS = 5 * 60_000

const reasonOf = (error: unknown): string => (error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error))

/** Creates the on-ramp controller (onrampController(client) loads and creates it on first use). */
export function createOnrampController({ api, connection, options: appOptions, page, adapters = {}, now = Date.now }: OnrampPorts): OnrampController {
  const option = appOptions.onramp
  const caipNetworkIds = () => appOptions.networks.map((network) => network.caipNetworkId)
  const accountOn = (caipNetworkId: CaipNetworkId) => {
    const held = connection.store.get().byNamespace[caipNetworkId.split(':')[0] as ChainNamespace]
    return held?.status === 'connected' ? held.address : undefined
  }
  let cached: { at: number; response: OnrampOptionsResponse } | undefined

  async function rawOptions(signal?: AbortSignal): Promise<{ response: OnrampOptionsResponse; fallback: boolean; reason?: string }> {
    if (cached && now() - cached.at < ONRAMP_OPTIONS_CACHE_MS) return { response: cached.response, fallback: false }
    try {
      const response = await getOnrampOptions(api.transport, { signal })
      cached = { at: now(), response }
      return { response, fallback: false }
    } catch (error) {
      if (signal?.aborted) throw error
      return { response: FALLBACK_ONRAMP_OPTIONS, fallback: true, reason: reasonOf(error) }
    }
  }

  function checkInput(parameters: OnrampQuoteParameters, options: OnrampOptions, response: OnrampOptionsResponse): string {
    const { caipNetworkId, purchaseCurrency } = parameters
    if (!isOnrampNamespace(caipNetworkId.split(':')[0])) throw new InvalidOnrampError('unsupported-namespace', 'Buying is not available on this network')
    const network = rampNetworkName(caipNetworkId, { option: option?.networks, options: response })
    if (!network) throw new InvalidOnrampError('unsupported-network', 'Buying is not available on this network')
    const currency = options.purchaseCurrencies.find((candidate) => candidate.symbol === purchaseCurrency)
    if (!currency?.networks.some((candidate) => candidate.name === network)) {
      throw new InvalidOnrampError('unsupported-currency', `${purchaseCurrency} cannot be bought on this network`)
    }
    const amount = checkOnrampAmount({ ...parameters, paymentCurrencies: options.paymentCurrencies })
    if (!amount.ok) throw new InvalidOnrampError(amount.reason, amount.message)
    return network
  }

  async function checkedOptions(signal?: AbortSignal) {
    const raw = await rawOptions(signal)
    const options = normaliseOnrampOptions(raw.response, {
      caipNetworkIds: caipNetworkIds(),
      option: option?.networks,
      fallback: raw.fallback,
      reason: raw.reason,
    })
    return { raw, options }
  }

  return {
    async options(parameters = {}) {
      return (await checkedOptions(parameters.signal)).options
    },

    async quote({ signal, ...parameters }) {
      const { raw, options } = await checkedOptions(signal)
      const network = checkInput(parameters, options, raw.response)
      const amount = checkOnrampAmount({ ...parameters, paymentCurrencies: options.paymentCurrencies })
      const requested = { amount: amount.ok ? amount.amount : parameters.amount, paymentCurrency: parameters.paymentCurrency }
      try {
        const quote = await getOnrampQuote(api.transport, {
          purchaseCurrency: parameters.purchaseCurrency,
          paymentCurrency: parameters.paymentCurrency,
          amount: requested.amount,
          network,
          paymentMethod: parameters.paymentMethod,
          signal,
        })
        const wrong = quoteError(quote, requested)
        return wrong ? placeholderOnrampQuote(requested, `The provider's quote was refused: ${wrong}`) : toOnrampQuote(quote)
      } catch (error) {
        if (signal?.aborted) throw error
        return placeholderOnrampQuote(requested, reasonOf(error))
      }
    },

    async buyUrl({ address: given, redirectUrl: redirect, ...parameters }) {
      const caipNetworkId = parameters.caipNetworkId
      if (!caipNetworkId) throw new InvalidOnrampError('unsupported-network', 'Choose a network to buy on')
      const address = given ?? accountOn(caipNetworkId)
      const namespace = caipNetworkId.split(':')[0]
      if (!address || !validAddress(adapters, namespace, address)) throw new InvalidOnrampError('address-invalid', 'Connect a wallet to receive the purchase')
      const redirectUrl = redirect ?? option?.redirectUrl
      if (redirectUrl !== undefined) {
        const refused = redirectError(redirectUrl, page().origin)
        if (refused) throw new InvalidOnrampError('redirect-invalid', refused)
      }
      const { raw, options } = await checkedOptions()
      const quoteParameters = { ...parameters, caipNetworkId }
      const network = checkInput(quoteParameters, options, raw.response)
      const amount = checkOnrampAmount({ ...quoteParameters, paymentCurrencies: options.paymentCurrencies })
      const fiat = amount.ok ? amount.amount : parameters.amount
      const answer = await getOnrampUrl(api.transport, {
        destinationWallets: [{ address, blockchains: [network], assets: [parameters.purchaseCurrency] }],
        defaultNetwork: network,
        defaultAsset: parameters.purchaseCurrency,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: fiat,
        fiatCurrency: parameters.paymentCurrency,
        ...(redirectUrl ? { redirectUrl } : {}),
      })
      const url = safeCheckoutUrl(answer.url)
      if (!url) {
        throw new ApiError('Invalid response from POST /v1/generators/onrampurl: url', {
          endpoint: 'POST /v1/generators/onrampurl',
          field: 'url',
          details: 'the checkout URL is not an https URL (or http on a loopback host)',
        })
      }
      return {
        url,
        address,
        caipNetworkId,
        purchaseCurrency: parameters.purchaseCurrency,
        paymentCurrency: parameters.paymentCurrency,
        amount: fiat,
        createdAt: now(),
      }
    },

    async purchases({ address, caipNetworkId, signal }) {
      const page = await api.getTransactions({ account: address, chainId: caipNetworkId, onramp: 'coinbase', ...(signal ? { signal } : {}) })
      return toOnrampPurchases(page.transactions)
    },
  }
}

/** The namespace's own address rule: eip155's EIP-55 check, the others' adapters' (none, none valid). */
function validAddress(adapters: NonNullable<OnrampPorts['adapters']>, namespace: string | undefined, address: string): boolean {
  if (namespace === 'eip155') return checkAddress(address) === 'valid'
  const check = adapters[namespace as ChainNamespace]?.checkAddress
  return check !== undefined && check(address) === 'valid'
}
