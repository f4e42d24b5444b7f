import type { BitcoinWalletKind } from '@berth/headless/bip122'

/**
 * `?bitcoinWallets=sats-connect` (or `wallet-standard`): the Bitcoin wallet kinds to list, in order
 * (bitcoin()'s `walletKinds`): the Devnet Wallet speaks both under one name, so this picks the one
 * it is reached through. Both, wallet-standard first, by default. Read by the lazily loaded Bitcoin
 * option (bitcoinAdapter.ts), so a page without Bitcoin does not carry it.
 */
export const bitcoinWalletKindsFromUrl = (search: string): BitcoinWalletKind[] =>
  new URLSearchParams(search)
    .getAll('bitcoinWallets')
    .flatMap((value) => value.split(','))
    .filter((kind): kind is 'wallet-standard' | 'sats-connect' => kind === 'wallet-standard' || kind === 'sats-connect')
