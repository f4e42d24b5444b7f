/** A CAIP-2 network id (`eip155:8453`), as caip/caipNetworkId.ts defines it (types sit below caip). */
type CaipNetworkId = `${string}:${string}`

/** An amount of money or crypto as the on-ramp writes it: a decimal string and its currency ('50.00' 'USD', '49.25' 'USDC'). */
export type OnrampMoney = { amount: string; currency: string }

/** A payment method the on-ramp takes: a card or a bank account. */
export type OnrampPaymentMethod = 'card' | 'ach_bank_account'

/** What one payment method may pay in one currency, as decimal strings ('10.00' to '7500.00'). */
export type OnrampPaymentLimit = { id: OnrampPaymentMethod; min: string; max: string }

/** A fiat currency the on-ramp takes ('USD', 'EUR'), with its payment methods' limits. */
export type OnrampPaymentCurrency = { id: string; limits: OnrampPaymentLimit[] }

/**
 * A network a currency can be bought on: the on-ramp's name for it ('ethereum', 'base'), its label,
 * the chain id, the token's contract ('' for the native currency) and, when the app offers that
 * network, its CAIP-2 id.
 */
export type OnrampNetwork = {
  name: string
  displayName: string
  chainId: string
  contractAddress: string
  caipNetworkId: CaipNetworkId | undefined
}

/** A currency the on-ramp sells ('USDC', 'ETH') and the networks it sells it on. */
export type OnrampPurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] }

/**
 * What can be bought and paid with. `fallback` is true when the API could not answer (down, too slow,
 * a wrong shape): the built-in list applies then (USDC and ETH on Ethereum and Polygon, USD and EUR,
 * card 10.00 to 7,500.00, bank 10.00 to 25,000.00), and `reason` says why.
 */
export type OnrampOptions = {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
  fallback: boolean
  reason: string | undefined
}

/** What to price or buy: the currency to buy, the fiat currency and amount to pay, the network, and how to pay (card by default). */
export type OnrampQuoteParameters = {
  /** The symbol to buy: 'USDC'. */
  purchaseCurrency: string
  /** The fiat currency: 'USD'. */
  paymentCurrency: string
  /** The fiat amount to pay, at most 2 decimals: '50'. */
  amount: string
  /** The network to receive on (the active one when a hook leaves it out). */
  caipNetworkId: CaipNetworkId
  paymentMethod?: OnrampPaymentMethod | undefined
}

/**
 * A price for a purchase: what is paid in all, before fees, the fees, and what arrives.
 *
 * `placeholder` is true when the API gave no quote (down, too slow, a wrong shape, a fee outside
 * 1 to 2 %): then the total is the amount asked, the fee is the range's top (2 %), nothing is known
 * of what arrives (`purchaseAmount` undefined), and `reason` says why. Show it as an estimate.
 */
export type OnrampQuote = {
  quoteId: string
  paymentTotal: OnrampMoney
  paymentSubtotal: OnrampMoney
  fees: OnrampMoney[]
  purchaseAmount: OnrampMoney | undefined
  /** The fees as a percentage of the total ('1.50'). */
  feePercent: string
  placeholder: boolean
  reason: string | undefined
}

/** What useBuyUrl's `mutate` takes: the quote's parameters, who receives (the connected account by default), and where the checkout sends the buyer back. */
export type BuyUrlParameters = Omit<OnrampQuoteParameters, 'caipNetworkId'> & {
  caipNetworkId?: CaipNetworkId | undefined
  /** The receiving address (the connected account's when left out). */
  address?: string | undefined
  /** After payment the checkout sends the buyer here: http(s), on this page's origin only. */
  redirectUrl?: string | undefined
}

/** A checkout to open (in a new tab): its URL, checked safe, and what it buys for whom. */
export type BuyUrl = {
  url: string
  address: string
  caipNetworkId: CaipNetworkId
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  /** When it was made (ms since 1970): purchases listed after it belong to this checkout. */
  createdAt: number
}

/** A purchase as the history lists it: 'pending' while the provider credits the wallet, 'confirmed' once done. */
export type OnrampPurchase = {
  id: string
  status: 'pending' | 'confirmed' | 'failed'
  /** CAIP-2. */
  chain: string
  hash: string | undefined
  /** ISO 8601. */
  paidAt: string
  symbol: string
  /** What arrived, as a decimal string. */
  quantity: string
}

/**
 * The `onramp` option: which of the app's networks the on-ramp sells on, by its name for them
 * (`{ 'eip155:8453': 'base' }`). eip155 networks the on-ramp lists by chain id need no entry; a
 * few well-known ones (Ethereum, Base, Arbitrum, Optimism, Polygon, Avalanche, Celo, Berachain,
 * Solana) are built in.
 */
export type OnrampOption = {
  networks?: Readonly<Record<CaipNetworkId, string>>
  /** Where the checkout sends the buyer after paying, unless useBuyUrl names one: http(s), on the page's origin. */
  redirectUrl?: string
}
