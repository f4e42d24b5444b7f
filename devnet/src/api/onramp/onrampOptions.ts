import { devnetChains } from '../../chain/chains'
import { devnetTokens } from '../../chain/tokens/devnetTokens'
import { devnetSolanaUsdc } from '../../solana/accounts'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_NAME } from '../../solana/constants'
import { onrampNetworkName } from './onrampNetworkName'

/**
 * What Devnet Ramp sells and takes, in the shape of the hosted on-ramp options (SPEC.md §3): USDC
 * and ETH on both devnet chains, USDC and SOL on Berth Solana Devnet ('berth-solana-devnet'), paid
 * in USD or EUR by card or bank account within the spec's limits.
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
export const purchaseSymbols = ['USDC', 'ETH', 'SOL'] as const
export type PurchaseSymbol = (typeof purchaseSymbols)[number]

/** Payment limits in cents (SPEC.md §9), the same in USD and EUR. */
export const paymentLimitCents: Record<PaymentMethod, { min: bigint; max: bigint }> = {
  card: { min: 1_000n, max: 750_000n },
  ach_bank_account: { min: 1_000n, max: 2_500_000n },
}

export { onrampNetworkName }

export interface OnrampTarget {
  network: string
  /** The network's display name ('Berth Devnet', 'Berth Solana Devnet'). */
  displayName: string
  namespace: 'eip155' | 'solana'
  /** CAIP-2: 'eip155:31337', 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'. */
  chain: string
  symbol: PurchaseSymbol
  decimals: number
  /** The ERC-20 contract or the SPL mint; undefined for the native currency (ETH, SOL). */
  contract: string | undefined
}

const SOLANA_NETWORK = onrampNetworkName({ name: DEVNET_SOLANA_NAME })

/** Every (network, currency) pair Devnet Ramp sells, in the order the options list them. */
export const onrampTargets: readonly OnrampTarget[] = [
  ...devnetChains.flatMap((chain) => {
    const base = { network: onrampNetworkName(chain), displayName: chain.name, namespace: 'eip155' as const, chain: `eip155:${chain.chainId}` }
    return [
      { ...base, symbol: 'USDC' as const, decimals: 6, contract: devnetTokens[chain.chainId].USDC.address },
      { ...base, symbol: 'ETH' as const, decimals: 18, contract: undefined },
    ]
  }),
  {
    network: SOLANA_NETWORK,
    displayName: DEVNET_SOLANA_NAME,
    namespace: 'solana',
    chain: DEVNET_SOLANA_CHAIN_ID,
    symbol: 'USDC',
    decimals: 6,
    contract: devnetSolanaUsdc.address,
  },
  {
    network: SOLANA_NETWORK,
    displayName: DEVNET_SOLANA_NAME,
    namespace: 'solana',
    chain: DEVNET_SOLANA_CHAIN_ID,
    symbol: 'SOL',
    decimals: 9,
    contract: undefined,
  },
]

/** Decimals of what Devnet Ramp sells, the same on every network (USDC 6, ETH 18, SOL 9); 18 for anything else. */
export function purchaseDecimals(symbol: string): number {
  return onrampTargets.find((target) => target.symbol === symbol.toUpperCase())?.decimals ?? 18
}

export function findOnrampTarget(network: string, symbol: string): OnrampTarget | undefined {
  return onrampTargets.find((target) => target.network === network && target.symbol === symbol.toUpperCase())
}

/** 1234n → '12.34'. */
export const centsText = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`

const CURRENCY_NAMES: Record<PurchaseSymbol, string> = { USDC: 'USD Coin', ETH: 'Ether', SOL: 'Solana' }

export function onrampOptions(): OnrampOptions {
  return {
    purchaseCurrencies: purchaseSymbols.map((symbol) => ({
      id: symbol.toLowerCase(),
      name: CURRENCY_NAMES[symbol],
      symbol,
      // chain_id: the EVM chain id, or the Solana cluster's CAIP-2 reference (its genesis hash's first 32 characters).
      networks: onrampTargets
        .filter((target) => target.symbol === symbol)
        .map((target) => ({
          name: target.network,
          display_name: target.displayName,
          chain_id: target.chain.split(':')[1] ?? '',
          contract_address: target.contract ?? '',
        })),
    })),
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
