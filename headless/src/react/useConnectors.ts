import { useMemo } from 'react'
import type { ConnectionState } from '../controllers/connection/types.js'
import { orderConnectors, type ListedConnector } from '../controllers/connectors/orderConnectors.js'
import type { ConnectorsState } from '../controllers/connectors/createConnectorsController.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

const selectState = (state: ConnectorsState) => state
const selectActiveNamespace = (state: ConnectionState) => state.activeNamespace

/**
 * The wallets to offer (each with the connector to connect and its section: walletConnect, recent,
 * injected ...), in the stock modal's order, excluded ones left out, recent ones first. A wallet
 * that speaks several of the app's namespaces is one entry (`connectors` holds each side), whose
 * `connector` is its side in the active network's namespace when it has one. Pass a connector's id
 * to useConnect.
 */
export function useConnectors(): ListedConnector[] {
  const client = useClient()
  const { connectors, recentWallets } = useStore(client.connectors.store, selectState)
  const activeNamespace = useStore(client.connection.store, selectActiveNamespace)
  const { networks, excludeWalletIds } = client.options
  const namespaces = useMemo(() => [...new Set(networks.map((network) => network.chainNamespace))], [networks])
  return useMemo(
    () => orderConnectors(connectors, recentWallets, excludeWalletIds, { namespaces, activeNamespace }),
    [connectors, recentWallets, excludeWalletIds, namespaces, activeNamespace],
  )
}
