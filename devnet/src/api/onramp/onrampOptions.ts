import { devnetChains } from '../../chain/chains'
import { devnetTokens } from '../../chain/tokens/devnetTokens'
import { onrampNetworkName } from './onrampNetworkName'

/**
 * What Devnet Ramp sells and takes, in the shape of the hosted on-ramp options (SPEC.md §3): USDC
 * and ETH on both devnet chains, paid in USD or EUR by card or bank account within the spec's limits.
 */
export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  /** Empty for the native currency. */
  contract_address: string
}
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}
export interface OnrampPaymentLimit {
  id: PaymentMethod
  min: string
  max: string
}
export interface OnrampPaymentCurrency {
  id: PaymentCurrency
  payment_method_limits: OnrampPaymentLimit[]
}
export interface OnrampOptions {
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
}

export const paymentMethods = ['card', 'ach_bank_account'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
export const paymentCurrencies = ['USD', 'EUR'] as const
export type PaymentCurrency = (typeof paymentCurrencies)[number]
export const purchaseSymbols = ['USDC', 'ETH'] as const
export type PurchaseSymbol = (typeof purchaseSymbols)[number]

/** Payment limits in cents (SPEC.md §9), the same in USD and EUR. */
export const paymentLimitCents: Record<PaymentMethod, { min: bigint; max: bigint }> = {
  card: { min: 1_000n, max: 750_000n },
  ach_bank_account: { min: 1_000n, max: 2_500_000n },
}

export { onrampNetworkName }

export interface OnrampTarget {
  network: string
  chainId: number
  symbol: PurchaseSymbol
  decimals: number
  /** undefined for ETH. */
  contract: `0x${string}` | undefined
}

/** Every (network, currency) pair Devnet Ramp sells. */
export const onrampTargets: readonly OnrampTarget[] = devnetChains.flatMap((chain) => [
  { network: onrampNetworkName(chain), chainId: chain.chainId, symbol: 'USDC' as const, decimals: 6, contract: devnetTokens[chain.chainId].USDC.address },
  { network: onrampNetworkName(chain), chainId: chain.chainId, symbol: 'ETH' as const, decimals: 18, contract: undefined },
])

export function findOnrampTarget(network: string, symbol: string): OnrampTarget | undefined {
  return onrampTargets.find((target) => target.network === network && target.symbol === symbol.toUpperCase())
}

/** 1234n → '12.34'. */
export const centsText = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

export function onrampOptions(): OnrampOptions {
  const currency = (symbol: PurchaseSymbol, name: string): OnrampPurchaseCurrency => ({
    id: symbol.toLowerCase(),
    name,
    symbol,
    networks: devnetChains.map((chain) => ({
      name: onrampNetworkName(chain),
      display_name: chain.name,
      chain_id: String(chain.chainId),
      contract_address: findOnrampTarget(onrampNetworkName(chain), symbol)?.contract ?? '',
    })),
  })
  return {
    purchaseCurrencies: [currency('USDC', 'USD Coin'), currency('ETH', 'Ether')],
    paymentCurrencies: paymentCurrencies.map((id) => ({
      id,
      payment_method_limits: paymentMethods.map((method) => ({
        id: method,
        min: centsText(paymentLimitCents[method].min),
        max: centsText(paymentLimitCents[method].max),
      })),
    })),
  }
}
