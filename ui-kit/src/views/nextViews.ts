import { isSwapSupported, type Client } from '@berth/headless'
import type { StockViewName } from './registry'

/**
 * The views one step away from `view`, by the buttons it can show with this client's options and
 * features (a view the configuration hides, such as AllWallets with `allWallets: false`, is never
 * loaded). While the modal shows a view these load at idle, so the next click renders its view at
 * once: a view still loading shows its fallback, and React holds a revealed fallback ~300 ms.
 */
export function nextViews(view: string, client: Client): StockViewName[] {
  const { options } = client
  const { features } = client.features.store.get()
  const connecting: StockViewName[] = ['ConnectingExternal', ...(options.walletConnect ? (['ConnectingWalletConnect'] as const) : [])]
  const next: Partial<Record<string, ReadonlyArray<StockViewName | false>>> = {
    Connect: [
      ...connecting,
      options.allWallets && 'AllWallets',
      // Farcaster's QR code, when Connect offers it among the social logins.
      client.embedded !== undefined && features.socials.enabled && (features.socials.config ?? []).includes('farcaster') && 'ConnectingFarcaster',
    ],
    AllWallets: connecting,
    ConnectingExternal: [options.siwx !== undefined && 'SIWXSignMessage'],
    ConnectingWalletConnect: ['ConnectingExternal', options.siwx !== undefined && 'SIWXSignMessage'],
    // Swap only where it would show: the feature on and the active network swap-supported.
    Account: [
      'Networks',
      features.onramp.enabled && 'Buy',
      features.swaps.enabled && isSwapSupported(client.network.store.get().activeCaipNetworkId, options.swaps?.networks) && 'Swap',
      'Receive',
      features.send.enabled && 'WalletSend',
      // Names are for embedded-wallet accounts (a connector of type 'AUTH') on eip155 only.
      client.network.store.get().activeCaipNetworkId?.startsWith('eip155:') === true &&
        client.connection.activeConnector('eip155')?.type === 'AUTH' &&
        'RegisterAccountName',
    ],
    Buy: ['BuyInProgress'],
    RegisterAccountName: ['RegisterAccountNameSuccess'],
    Networks: ['SwitchNetwork', new Set(options.networks.map((network) => network.chainNamespace)).size > 1 && 'SwitchActiveChain'],
    SwitchActiveChain: ['Connect'],
    UnsupportedChain: ['SwitchNetwork'],
    WalletSend: ['WalletSendSelectToken', 'WalletSendPreview'],
  }
  return (next[view] ?? []).filter((name): name is StockViewName => name !== false)
}
