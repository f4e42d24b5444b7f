import type { Network } from '../../networks/types.js'

/** SPEC §2 view names, plus Networks (the network list). */
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

export type RouteParams = { connectorId?: string; network?: Network }

export type RouteEntry = { view: ViewName; params?: RouteParams }
