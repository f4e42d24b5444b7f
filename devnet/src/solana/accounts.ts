/**
 * The devnet's Solana keypairs by address, derived from the devnet mnemonic (DEVNET_MNEMONIC) on
 * Solana's path m/44'/501'/i'/0' (checked against the derivation in accounts.test.ts). Browser-safe.
 */

/** Accounts 0..9, each funded with DEVNET_SOLANA_ACCOUNT_SOL and DEVNET_SOLANA_ACCOUNT_USDC at genesis. */
export const devnetSolanaAccounts = [
  'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
  'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k',
  '9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp',
  '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp',
  '7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7',
  'F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh',
  '26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6',
  '5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV',
  '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab',
] as const

export type DevnetSolanaAccount = (typeof devnetSolanaAccounts)[number]

export const DEVNET_SOLANA_ACCOUNT_SOL = 1000
export const DEVNET_SOLANA_ACCOUNT_USDC = 10_000

/** Account index of the genesis authority: fee payer of the genesis, USDC mint authority, airdrop faucet. */
export const DEVNET_SOLANA_AUTHORITY_INDEX = 100
export const DEVNET_SOLANA_AUTHORITY = 'GYUbjc8XZSbz8K21zBasax5SFH2bsy1Z1eBJeSE8Zhce'

/** Account index of the keypair whose address is the USDC mint, so the mint has the same address on every start. */
export const DEVNET_SOLANA_USDC_MINT_INDEX = 101

/** The devnet's USDC-style SPL mint (Token program, 6 decimals). */
export const devnetSolanaUsdc = {
  address: 'DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
} as const
