import type { ConnectorType } from '../connector.js'
import type { ChainAdapter } from '../types.js'

/**
 * One namespace's adapter that sends connectors of `type` to `routed` and every other connector to
 * `base`. Balances and receipts are read from the chain, whatever the wallet: they stay with `base`.
 */
export function routeConnectorType(base: ChainAdapter, type: ConnectorType, routed: ChainAdapter): ChainAdapter {
  const pick = (connector: { type: ConnectorType }) => (connector.type === type ? routed : base)
  return {
    namespace: base.namespace,
    connect: (connector) => pick(connector).connect(connector),
    reconnect: (connector) => pick(connector).reconnect(connector),
    disconnect: (connector) => pick(connector).disconnect(connector),
    switchNetwork: (connector, network) => pick(connector).switchNetwork(connector, network),
    watch: (connector, handlers) => pick(connector).watch(connector, handlers),
    getBalance: (network, address) => base.getBalance(network, address),
    signMessage: (connector, request) => pick(connector).signMessage(connector, request),
    signTypedData: (connector, request) => pick(connector).signTypedData(connector, request),
    sendTransaction: (connector, request) => pick(connector).sendTransaction(connector, request),
    waitForTransactionReceipt: (network, request) => base.waitForTransactionReceipt(network, request),
  }
}
