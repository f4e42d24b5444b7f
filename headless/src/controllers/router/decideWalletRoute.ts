import type { ListedWallet } from '../walletListing/listing.js'
import type { RouteEntry } from './views.js'

/**
 * Where choosing a listing entry leads: a wallet installed in this page connects over its own
 * connector (ConnectingExternal); any other pairs over WalletConnect, the entry carried in the
 * route for its name and links.
 */
export function decideWalletRoute(wallet: ListedWallet): RouteEntry {
  if (wallet.installed && wallet.connectorId) return { view: 'ConnectingExternal', params: { connectorId: wallet.connectorId } }
  return { view: 'ConnectingWalletConnect', params: { wallet } }
}
