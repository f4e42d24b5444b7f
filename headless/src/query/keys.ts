import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Address, Hex } from '../types/chain.js'

type AccountOnNetwork = { caipNetworkId: CaipNetworkId | undefined; address: Address | undefined }

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
  account: (address: Address | undefined) => [...berthKeys.all, 'account', address?.toLowerCase() ?? ''] as const,
  /** The native balance read from the chain. */
  balance: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'balance', caipNetworkId ?? ''] as const,
  /** Token balances from the data API (the portfolio). */
  balances: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'portfolio', caipNetworkId ?? ''] as const,
  transactions: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'transactions', caipNetworkId ?? ''] as const,
  nfts: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'nfts', caipNetworkId ?? ''] as const,
  /** Names and avatars belong to the address, not to what it holds: a send leaves them alone. */
  identity: (address: Address | undefined) => [...berthKeys.all, 'identity', address?.toLowerCase() ?? ''] as const,
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
  /** The confirmation of a send made in this page, by its hash. */
  sendReceipt: (hash: Hex | undefined) => [...berthKeys.all, 'sendReceipt', hash?.toLowerCase() ?? ''] as const,
}
