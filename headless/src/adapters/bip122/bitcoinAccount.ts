import type { ConnectionAccount } from '../types.js'

/** A Bitcoin account's purpose: 'payment' (the default account type, index 0) or 'ordinal' (index 1), as SPEC.md names them. */
export type BitcoinAccountType = 'payment' | 'ordinal'

/** wallet-standard's and sats-connect's purpose names ('payment', 'ordinals') as SPEC.md's account types. */
export function accountTypeOf(purpose: unknown): BitcoinAccountType | undefined {
  if (purpose === 'payment') return 'payment'
  if (purpose === 'ordinals' || purpose === 'ordinal') return 'ordinal'
  return undefined
}

const RANK: Record<string, number> = { payment: 0, ordinal: 1 }

/**
 * The accounts in SPEC.md's order: payment first (the default account type), ordinal second, then
 * those without a type in the wallet's order; one entry per address (the first wins).
 */
export function orderBitcoinAccounts(accounts: readonly ConnectionAccount[]): ConnectionAccount[] {
  const seen = new Set<string>()
  const unique = accounts.filter((account) => !seen.has(account.address) && seen.add(account.address))
  return unique
    .map((account, index) => ({ account, index }))
    .sort((a, b) => (RANK[a.account.type ?? ''] ?? 2) - (RANK[b.account.type ?? ''] ?? 2) || a.index - b.index)
    .map(({ account }) => account)
}

/** The payment account of a connection's accounts (the one that pays and receives change), else its first. */
export function paymentAccount(accounts: readonly ConnectionAccount[]): ConnectionAccount | undefined {
  return accounts.find((account) => account.type === 'payment') ?? accounts[0]
}
