import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress, parseUnits } from 'viem'
import { z } from 'zod'
import { isLoopbackOrigin } from '../http/cors'
import { findOnrampTarget, paymentCurrencies, type OnrampTarget, type PaymentCurrency } from './onrampOptions'
import { fiatCents, limitError, ONRAMP_FEE_BPS, quoteParts, usdPerFiat, type QuoteParts } from './onrampQuote'
import { devnetUsdPrices } from '../prices/devnetPrices'
import { orderAddress } from './orderStore'

const amountText = z.union([z.number().positive().finite().transform(String), z.string().max(40)])
const name = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w.-]+$/, 'letters, digits, _ . - only')

/** POST /v1/generators/onrampurl's body (SPEC.md §7), with the hosted API's optional fiatCurrency, defaultAsset and redirectUrl. */
export const onrampUrlBodySchema = z.strictObject({
  destinationWallets: z
    .array(
      z.strictObject({
        // Checked against the network's namespace once the network is known (checkoutOrder).
        address: z.string().min(1).max(64),
        blockchains: z.array(name).min(1).max(10),
        assets: z.array(name).max(10).optional(),
      }),
    )
    .min(1, 'at least one destination wallet')
    .max(5, 'at most 5 destination wallets'),
  defaultNetwork: name.optional(),
  defaultAsset: name.optional(),
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.literal('buy', { error: "the only experience is 'buy'" }).optional(),
  presetCryptoAmount: amountText.optional(),
  presetFiatAmount: amountText.optional(),
  fiatCurrency: z.enum(paymentCurrencies).optional(),
  redirectUrl: z.string().max(2048).optional(),
})
export type OnrampUrlBody = z.infer<typeof onrampUrlBodySchema>

/**
 * Why Devnet Ramp refuses to send a buyer to `redirectUrl` afterwards, or undefined: only http(s), no
 * credentials, a loopback origin, and the requesting page's own origin when the request names one.
 */
export function redirectError(redirectUrl: string, requestOrigin: string | undefined): string | undefined {
  let url: URL
  try {
    url = new URL(redirectUrl)
  } catch {
    return 'redirectUrl is not a URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `redirectUrl: the scheme ${url.protocol} is not allowed (http or https only)`
  if (url.username || url.password) return 'redirectUrl must not carry credentials'
  if (!isLoopbackOrigin(url.origin)) return `redirectUrl: ${url.origin} is not a loopback origin`
  if (requestOrigin !== undefined && url.origin !== requestOrigin) return `redirectUrl: ${url.origin} is not the requesting origin ${requestOrigin}`
  return undefined
}

/** Why `address` cannot receive on a network of `namespace`, or undefined: viem's and @solana/kit's isAddress. */
export function addressError(address: string, namespace: OnrampTarget['namespace']): string | undefined {
  if (namespace === 'eip155') return isAddress(address, { strict: false }) ? undefined : 'not an EVM address'
  return isSolanaAddress(address) ? undefined : 'not a Solana address'
}

export interface CheckoutOrder {
  /** EVM in lower case, Solana's base58 as given. */
  address: string
  target: OnrampTarget
  currency: PaymentCurrency
  parts: QuoteParts
  redirectUrl: string | undefined
}

/** The fiat total that buys `units` after the fee, rounded up to a cent; the order then delivers exactly `units`. */
export function partsForCrypto(units: bigint, currency: PaymentCurrency, target: Pick<OnrampTarget, 'symbol' | 'decimals'>): QuoteParts {
  const { num, den } = usdPerFiat[currency]
  const price = BigInt(devnetUsdPrices[target.symbol])
  const scale = 10n ** BigInt(target.decimals)
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b
  const subtotalCents = ceilDiv(units * 100n * den * price, num * scale)
  const totalCents = ceilDiv(subtotalCents * 10_000n, 10_000n - ONRAMP_FEE_BPS)
  return { totalCents, feeCents: totalCents - subtotalCents, subtotalCents, purchaseUnits: units }
}

/** The order a well-formed body asks for, or why Devnet Ramp cannot take it (a message for a 400). */
export function checkoutOrder(body: OnrampUrlBody, requestOrigin: string | undefined): { ok: true; order: CheckoutOrder } | { ok: false; error: string } {
  const network = body.defaultNetwork ?? body.destinationWallets[0]?.blockchains[0] ?? ''
  const wallet = body.destinationWallets.find((candidate) => candidate.blockchains.includes(network))
  if (!wallet) return { ok: false, error: `defaultNetwork: no destination wallet is on ${network}` }
  const symbol = body.defaultAsset ?? wallet.assets?.[0] ?? 'USDC'
  if (wallet.assets && !wallet.assets.includes(symbol)) return { ok: false, error: `defaultAsset: ${symbol} is not among the wallet's assets` }
  const target = findOnrampTarget(network, symbol)
  if (!target) return { ok: false, error: `Devnet Ramp does not sell ${symbol} on ${network}` }
  const wrongAddress = addressError(wallet.address, target.namespace)
  if (wrongAddress) return { ok: false, error: `destinationWallets.${body.destinationWallets.indexOf(wallet)}.address: ${wrongAddress}` }
  const currency = body.fiatCurrency ?? 'USD'
  if ((body.presetFiatAmount === undefined) === (body.presetCryptoAmount === undefined)) {
    return { ok: false, error: 'give exactly one of presetFiatAmount and presetCryptoAmount' }
  }
  let parts: QuoteParts
  if (body.presetFiatAmount !== undefined) {
    const cents = fiatCents(body.presetFiatAmount)
    if (cents === undefined) return { ok: false, error: 'presetFiatAmount: expected a positive amount with at most 2 decimals' }
    parts = quoteParts(cents, currency, target)
  } else {
    const text = body.presetCryptoAmount ?? ''
    if (!new RegExp(`^\\d{1,12}(\\.\\d{1,${target.decimals}})?$`).test(text) || /^[0.]+$/.test(text)) {
      return { ok: false, error: `presetCryptoAmount: expected a positive amount with at most ${target.decimals} decimals` }
    }
    parts = partsForCrypto(parseUnits(text, target.decimals), currency, target)
  }
  const limit = limitError(parts.totalCents, 'card', currency)
  if (limit) return { ok: false, error: limit }
  if (body.redirectUrl !== undefined) {
    const error = redirectError(body.redirectUrl, requestOrigin)
    if (error) return { ok: false, error }
  }
  return { ok: true, order: { address: orderAddress(wallet.address), target, currency, parts, redirectUrl: body.redirectUrl } }
}
