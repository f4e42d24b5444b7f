import type { Connector, ConnectorType } from '../connector.js'
import type { ChainAdapter, WalletAdapter } from '../types.js'

/**
 * One namespace's adapter that sends connectors of `type` to `routed` and every other connector to
 * `base`. Balances and receipts are read from the chain, whatever the wallet: they stay with `base`.
 */
type ConnectorMethod = 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'watch' | 'signMessage' | 'signTypedData' | 'sendTransaction'

export function routeConnectorType(base: ChainAdapter, type: ConnectorType, routed: WalletAdapter): ChainAdapter {
  const pick = (connector: { type: ConnectorType }) => (connector.type === type ? routed : base)
  // What a connector does goes to its adapter; what reads the chain stays with `base`.
  const route = <K extends ConnectorMethod>(key: K) =>
    ((connector: Connector, ...rest: unknown[]) => (pick(connector)[key] as (...args: unknown[]) => unknown)(connector, ...rest)) as ChainAdapter[K]
  return {
    namespace: base.namespace,
    connect: route('connect'),
    reconnect: route('reconnect'),
    disconnect: route('disconnect'),
    switchNetwork: route('switchNetwork'),
    watch: route('watch'),
    getBalance: base.getBalance,
    signMessage: route('signMessage'),
    signTypedData: route('signTypedData'),
    sendTransaction: route('sendTransaction'),
    waitForTransactionReceipt: base.waitForTransactionReceipt,
    loadTransfer: base.loadTransfer,
  }
}
