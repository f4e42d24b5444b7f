/**
 * Bitcoin networks, the bip122 adapter (wallet-standard and sats-connect wallets, the Esplora API, the PSBT transfer) and its helpers.
 *
 * @module @berth/headless/bip122
 */
export * from '@berth/headless/bip122'
