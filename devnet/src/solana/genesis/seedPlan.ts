/** A transfer of the seeded history, between devnet accounts (by index). `fails`: it lands and fails (more USDC than the sender holds). */
export type SeedTransfer =
  | { kind: 'sol'; from: number; to: number; amount: string; memo?: string }
  | { kind: 'usdc'; from: number; to: number; amount: string; fails?: true }

/**
 * The history a fresh devnet starts with, after the funding: mostly between accounts 0 and 1 (the
 * wallets' first accounts), so getSignaturesForAddress has something to show, one with a memo and
 * one that fails.
 */
export const seedTransfers: readonly SeedTransfer[] = [
  { kind: 'sol', from: 1, to: 0, amount: '0.5' },
  { kind: 'usdc', from: 0, to: 1, amount: '250' },
  { kind: 'sol', from: 0, to: 2, amount: '1.25', memo: 'Lunch' },
  { kind: 'usdc', from: 2, to: 0, amount: '40.5' },
  { kind: 'usdc', from: 1, to: 0, amount: '75' },
  { kind: 'sol', from: 1, to: 2, amount: '0.1' },
  { kind: 'usdc', from: 0, to: 3, amount: '19.99' },
  { kind: 'usdc', from: 0, to: 1, amount: '1000000', fails: true },
]

/** The authority's own balance at genesis (it pays the genesis and funds airdrops). */
export const AUTHORITY_SOL = 1_000_000
