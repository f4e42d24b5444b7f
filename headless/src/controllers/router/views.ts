import type { Network } from '../../networks/types.js'

/** SPEC §2 view names, plus Networks (the network list) and the send views (AppKit's names). */
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

export type RouteParams = { connectorId?: string; network?: Network }

export type RouteEntry = { view: ViewName; params?: RouteParams }
