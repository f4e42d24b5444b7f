/** Hierarchical keys so a mutation can invalidate exactly one account's data. */
export const berthKeys = {
  all: ['berth'] as const,
  balances: () => [...berthKeys.all, 'balance'] as const,
  balance: (params: { caipNetworkId: string; address: string }) => [...berthKeys.balances(), params] as const,
}
