import { bitcoin } from '@berth/headless/bip122'
import { bitcoinWalletKindsFromUrl } from './bitcoinWalletKinds'

/**
 * The Bitcoin adapter, in a module of its own so the example can import it when the page offers a
 * Bitcoin network (see client.ts): the bundler keeps only bitcoin() and what it uses.
 */
export const bitcoinAdapters = (search: string) => {
  const walletKinds = bitcoinWalletKindsFromUrl(search)
  return [bitcoin(walletKinds.length > 0 ? { walletKinds } : {})]
}
