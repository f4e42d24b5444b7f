import type { Network } from '../../networks/types.js'
import type { ListedWallet } from '../walletListing/listing.js'
import type { BuyUrl } from '../../types/onramp.js'

/** docs/views.md view names, plus Networks (the network list), the send views (AppKit's names), Buy, BuyInProgress and Receive. */
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
  | 'Buy'
  | 'BuyInProgress'
  | 'Receive'

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
  /** The checkout BuyInProgress follows, and the purchases listed before it opened (the new one is not among them). */
  purchase?: BuyUrl & { knownPurchaseIds: readonly string[] }
  /** The account name RegisterAccountName registered (to RegisterAccountNameSuccess) or tried (back to RegisterAccountName), as typed or in full. */
  accountName?: string
  /** Why the registration of `accountName` failed (RegisterNameError's `reason`), shown by RegisterAccountName. */
  registerNameError?: string
}

/** One entry of the stock modal's view stack: the view, and what the view before it handed it. */
export type RouteEntry = { view: ViewName; params?: RouteParams }
