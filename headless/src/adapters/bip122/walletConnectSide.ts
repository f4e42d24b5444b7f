import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { Connector, WalletConnectBip122Connector } from '../connector.js'
import type { AdapterTimeouts } from '../types.js'
import type { WalletConnectSetup } from '../walletconnect/types.js'
import type { BitcoinWalletCalls } from './walletCalls.js'

/**
 * The id of WalletConnect's bip122 side (WalletConnectBip122Connector): the WalletConnect
 * connector's id and the namespace. Here rather than beside WALLET_CONNECT_CONNECTOR_ID, so that
 * only an app with bitcoin() carries it.
 */
export const WALLET_CONNECT_BIP122_CONNECTOR_ID = 'walletConnect.bip122'

/**
 * WalletConnect's bip122 side, when the client has the walletConnect option: its connector (same
 * name and icon as the WalletConnect connector, chain bip122) and `callsFor`, the Bitcoin adapter's
 * `walletCallsFor` for it. The calls (walletConnectBip122Calls, with the answers' zod schemas) load
 * with the first of them; the session is the WalletConnect connector's, loaded on its own first use.
 */
export function walletConnectSide(
  walletConnect: WalletConnectSetup,
  timeouts: AdapterTimeouts,
): {
  connector: WalletConnectBip122Connector
  callsFor(connector: Connector, currentNetwork: () => Bip122Network | undefined): BitcoinWalletCalls | undefined
} {
  const { name, imageUrl } = walletConnect.connector
  const connector: WalletConnectBip122Connector = {
    id: WALLET_CONNECT_BIP122_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name,
    ...(imageUrl ? { imageUrl } : {}),
    chain: 'bip122',
    kind: 'walletconnect',
    provider: { features: {} },
  }
  let current: () => Bip122Network | undefined = () => undefined
  let loading: Promise<BitcoinWalletCalls> | undefined
  const load = () =>
    (loading ??= import('../walletconnect/walletConnectBip122Calls.js').then(({ walletConnectBip122Calls }) =>
      walletConnectBip122Calls(walletConnect, connector, timeouts, () => current()),
    ))
  const calls: BitcoinWalletCalls = {
    connect: (network, timeoutMs) => load().then((loaded) => loaded.connect(network, timeoutMs)),
    reconnect: (network, timeoutMs) => load().then((loaded) => loaded.reconnect(network, timeoutMs)),
    disconnect: (timeoutMs) => load().then((loaded) => loaded.disconnect(timeoutMs)),
    supportsNetwork: (network, timeoutMs) => load().then((loaded) => loaded.supportsNetwork(network, timeoutMs)),
    watch(onAccounts, onError) {
      let stop: (() => void) | undefined
      let stopped = false
      load().then((loaded) => {
        if (!stopped) stop = loaded.watch(onAccounts, onError)
      }, onError)
      return () => {
        stopped = true
        stop?.()
      }
    },
    signMessage: (account, message, protocol, timeoutMs) => load().then((loaded) => loaded.signMessage(account, message, protocol, timeoutMs)),
    signPsbt: (psbt, signInputs, network, timeoutMs) => load().then((loaded) => loaded.signPsbt(psbt, signInputs, network, timeoutMs)),
    sendTransfer: (recipients, timeoutMs) => load().then((loaded) => loaded.sendTransfer!(recipients, timeoutMs)),
  }
  return {
    connector,
    callsFor(target, currentNetwork) {
      if (target.id !== connector.id) return undefined
      current = currentNetwork
      return calls
    },
  }
}
