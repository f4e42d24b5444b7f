import type { Connector, RouteEntry } from '@berth/headless'
import { namespaceName } from '../format/namespaceName'

/** The header title, which also names the dialog for assistive technology. */
export function viewTitle(entry: RouteEntry | undefined, connectors: readonly Connector[]): string {
  switch (entry?.view) {
    case 'Account':
      return 'Account'
    case 'EmailLogin':
      return 'Email'
    case 'ConnectingFarcaster':
      return 'Farcaster'
    case 'AllWallets':
      return 'All Wallets'
    case 'ConnectingWalletConnect':
      return 'WalletConnect'
    case 'ConnectingExternal':
      return connectors.find((connector) => connector.id === entry.params?.connectorId)?.name ?? 'Connecting'
    case 'Networks':
      return 'Choose network'
    case 'SwitchNetwork':
      return entry.params?.network?.name ?? 'Switch network'
    case 'SwitchActiveChain':
      return entry.params?.network ? `Switch to ${namespaceName(entry.params.network.chainNamespace)}` : 'Switch network'
    case 'UnsupportedChain':
      return 'Switch network'
    case 'WalletSend':
      return 'Send'
    case 'WalletSendSelectToken':
      return 'Select Token'
    case 'WalletSendPreview':
      return 'Review Send'
    case 'Swap':
      return 'Swap'
    case 'Buy':
      return 'Buy'
    case 'BuyInProgress':
      return 'Buying'
    case 'Receive':
      return 'Receive'
    case 'RegisterAccountName':
      return 'Choose account name'
    case 'RegisterAccountNameSuccess':
      return 'Name registered'
    case 'UpdateEmailWallet':
      return 'Update email'
    case 'SIWXSignMessage':
      return 'Sign In'
    case 'ApproveTransaction':
      return 'Approve'
    default:
      return 'Connect Wallet'
  }
}
