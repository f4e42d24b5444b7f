/**
 * The `walletConnect` option and the WalletConnect connector.
 *
 * @module @berth/headless/walletconnect
 */
export * from '@berth/headless/walletconnect'
