import { AddressOrAuthConnectorNotFoundError } from '../../errors/names.js'
import type { Network } from '../../networks/types.js'
import type { ConnectionController } from '../connection/createConnectionController.js'
import type { NetworkController } from '../network/createNetworkController.js'

/**
 * SPEC §6: a name is registered on the active network, which must be eip155 (names are eip155
 * only), for the active address, through the embedded wallet (a connector of type 'AUTH'). The
 * address and network, or AddressOrAuthConnectorNotFoundError saying which is missing.
 */
export function registrationAccount(ports: {
  connection: Pick<ConnectionController, 'store' | 'activeConnector'>
  network: Pick<NetworkController, 'store' | 'find'>
}): { address: string; network: Network } {
  const network = ports.network.find(ports.network.store.get().activeCaipNetworkId)
  if (!network) throw new AddressOrAuthConnectorNotFoundError('no active network')
  if (network.chainNamespace !== 'eip155')
    throw new AddressOrAuthConnectorNotFoundError(`names are eip155 only; the active network is ${network.caipNetworkId}`)
  const connection = ports.connection.store.get().byNamespace.eip155
  if (connection?.status !== 'connected' || !connection.address) throw new AddressOrAuthConnectorNotFoundError('no connected eip155 address')
  const connector = ports.connection.activeConnector('eip155')
  if (connector?.type !== 'AUTH')
    throw new AddressOrAuthConnectorNotFoundError(`the connection is through ${connector?.name ?? 'no connector'}, not the embedded wallet`)
  return { address: connection.address, network }
}
