/**
 * The part of a wallet-standard `Wallet` (@wallet-standard/base) the core reads: enough to list and
 * route it. Structural, so the core takes no dependency; the namespace's adapter calls its features.
 */
export type StandardWallet = {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly { readonly address: string; readonly publicKey: Uint8Array; readonly chains: readonly string[] }[]
}
