import { bitcoin, type BitcoinWalletKind } from '@berth/headless/bip122'

/**
 * The Bitcoin adapter, in a module of its own so the example can import it when the page offers a
 * Bitcoin network (see client.ts): the bundler keeps only bitcoin() and what it uses.
 */
export const bitcoinAdapters = (walletKinds: readonly BitcoinWalletKind[]) => [bitcoin(walletKinds.length > 0 ? { walletKinds } : {})]
