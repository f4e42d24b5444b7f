import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { AdapterNotFoundError } from '../../errors/adapter.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import type { TransactionPorts } from './types.js'

/** One of the app's networks (the active one when none is named) and the adapter of its namespace. */
export function networkAdapter(ports: TransactionPorts, caipNetworkId: CaipNetworkId | undefined) {
  const id = caipNetworkId ?? ports.network.store.get().activeCaipNetworkId
  const network = ports.network.find(id)
  if (!network) throw new NetworkNotFoundError(id)
  const adapter = ports.adapters[network.chainNamespace]
  if (!adapter) throw new AdapterNotFoundError(network.chainNamespace)
  return { network, adapter }
}
