type AccountOnNetwork = { caipNetworkId: string; address: string }

/**
 * Hierarchical keys. Everything read for one account sits under ['berth', 'account', address], so
 * a send can invalidate exactly that account's balances and activity (`berthKeys.account(from)`).
 */
export const berthKeys = {
  all: ['berth'] as const,
  account: (address: string) => [...berthKeys.all, 'account', address.toLowerCase()] as const,
  /** The native balance read from the chain. */
  balance: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'balance', caipNetworkId] as const,
  /** Token balances from the data API (the portfolio). */
  portfolio: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'portfolio', caipNetworkId] as const,
  transactions: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'transactions', caipNetworkId] as const,
  nfts: ({ caipNetworkId, address }: AccountOnNetwork) => [...berthKeys.account(address), 'nfts', caipNetworkId] as const,
  /** Names and avatars belong to the address, not to what it holds: a send leaves them alone. */
  identity: (address: string) => [...berthKeys.all, 'identity', address.toLowerCase()] as const,
}
