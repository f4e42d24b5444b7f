import type { Network } from '../../networks/types.js'
import type { ListedWallet } from '../walletListing/listing.js'

/** docs/views.md view names, plus Networks (the network list) and the send views (AppKit's names). */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'Networks'
  | 'EmailLogin'
  | 'ConnectingFarcaster'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'AllWallets'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'Swap'
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'

/**
 * What a view hands the next one. The params travel with the route, so a view replaced through
 * `views={{ X: Mine }}` reads and passes them as the stock view does, with no shared module.
 */
export type RouteParams = {
  /** The connector ConnectingExternal connects with. */
  connectorId?: string
  /** The network SwitchNetwork switches to. */
  network?: Network
  /** The listing entry chosen for ConnectingWalletConnect: its name and deep links. Absent, the view shows WalletConnect's QR code alone. */
  wallet?: ListedWallet
}

/** One entry of the stock modal's view stack: the view, and what the view before it handed it. */
export type RouteEntry = { view: ViewName; params?: RouteParams }
