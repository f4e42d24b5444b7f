import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { ChainAdapter } from '../../adapters/types.js'
import { AdapterNotFoundError } from '../../errors/adapter.js'
import { UnsupportedChainNamespaceError } from '../../errors/namespace.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import type { TransactionPorts } from './types.js'

/** One of the app's networks (the active one when none is named) and the adapter of its namespace. */
function networkAdapter(ports: TransactionPorts, caipNetworkId: CaipNetworkId | undefined) {
  const id = caipNetworkId ?? ports.network.store.get().activeCaipNetworkId
  const network = ports.network.find(id)
  if (!network) throw new NetworkNotFoundError(id)
  const adapter = ports.adapters[network.chainNamespace]
  if (!adapter) throw new AdapterNotFoundError(network.chainNamespace)
  return { network, adapter }
}

/** The network's adapter with its eip155 transaction methods: raw transactions and receipts exist on eip155 only. */
export function transactionAdapter(ports: TransactionPorts, caipNetworkId: CaipNetworkId | undefined) {
  const { network, adapter } = networkAdapter(ports, caipNetworkId)
  if (!adapter.sendTransaction || !adapter.waitForTransactionReceipt) {
    throw new UnsupportedChainNamespaceError(`transactions are sent and awaited on eip155, not ${network.chainNamespace}`)
  }
  return { network, adapter: adapter as Required<Pick<ChainAdapter, 'sendTransaction' | 'waitForTransactionReceipt'>> & ChainAdapter }
}
