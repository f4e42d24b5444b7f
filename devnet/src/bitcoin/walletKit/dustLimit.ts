/**
 * Bitcoin Core's dust threshold for the costliest standard output (546 sats, P2PKH's): the devnet
 * wallets pay no less to a recipient, and keep no smaller change.
 */
export const DUST_SATS = 546n
