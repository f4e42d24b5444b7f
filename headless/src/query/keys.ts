import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Hex } from '../types/chain.js'

type AccountOnNetwork = { caipNetworkId: CaipNetworkId | undefined; address: string | undefined }

/** EVM addresses are case-insensitive (the case is a checksum); base58 ones are not, and are kept as written. */
const addressKey = (address: string | undefined) => (address?.startsWith('0x') ? address.toLowerCase() : (address ?? ''))

/**
 * Hierarchical query keys. Everything read for one account sits under ['berth', 'account',
 * address], so a send invalidates exactly that account's balances and activity
 * (`berthKeys.account(from)`).
 *
 * Keys hold strings, numbers and plain objects only (never a bigint, a function or a class
 * instance): TanStack Query's default key hash handles them, so an app's own QueryClient needs no
 * `queryKeyHashFn` for Berth.
 */
export const berthKeys = {
  all: ['berth'] as const,
  account: (address: string | undefined) => [...berthKeys.all, 'account', addressKey(address)] as const,
  /** The native balance read from the chain. */
  balance: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'balance', caipNetworkId ?? ''] as const,
  /** Token balances from the data API (the portfolio). */
  balances: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'portfolio', caipNetworkId ?? ''] as const,
  transactions: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'transactions', caipNetworkId ?? ''] as const,
  nfts: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'nfts', caipNetworkId ?? ''] as const,
  /** Names and avatars belong to the address, not to what it holds: a send leaves them alone. */
  identity: (address: string | undefined) => [...berthKeys.all, 'identity', addressKey(address)] as const,
  /** A mined transaction does not change: its receipt is kept under its network and hash. */
  transactionReceipt: ({
    caipNetworkId,
    hash,
    confirmations,
  }: {
    caipNetworkId: CaipNetworkId | undefined
    hash: Hex | undefined
    confirmations: number | undefined
  }) => [...berthKeys.all, 'transactionReceipt', caipNetworkId ?? '', hash?.toLowerCase() ?? '', { confirmations: confirmations ?? null }] as const,
  /** What the on-ramp sells and takes: the same for every account. */
  onrampOptions: () => [...berthKeys.all, 'onramp', 'options'] as const,
  /** A price for a purchase, by what it buys, with what, how much and where. */
  onrampQuote: (parameters: { purchaseCurrency: string; paymentCurrency: string; amount: string; caipNetworkId: string; paymentMethod: string }) =>
    [...berthKeys.all, 'onramp', 'quote', parameters] as const,
  /** An account's on-ramp purchases: under the account, so a purchase's completion refreshes them with its balances. */
  onrampPurchases: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'onrampPurchases', caipNetworkId ?? ''] as const,
  /** The confirmation of a send made in this page, by its hash. */
  sendReceipt: (hash: string | undefined) => [...berthKeys.all, 'sendReceipt', addressKey(hash)] as const,
}
