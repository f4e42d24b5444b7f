import { useMemo } from 'react'
import { orderConnectors, type ListedConnector } from '../controllers/connectors/orderConnectors.js'
import type { ConnectorsState } from '../controllers/connectors/createConnectorsController.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

const selectState = (state: ConnectorsState) => state

/**
 * The wallets to offer (each with its connector and its section: walletConnect, recent,
 * injected ...), in the stock modal's order, excluded ones left out, recent ones first. Pass a
 * connector's id to useConnect.
 */
export function useConnectors(): ListedConnector[] {
  const client = useClient()
  const { connectors, recentWallets } = useStore(client.connectors.store, selectState)
  return useMemo(
    () => orderConnectors(connectors, recentWallets, client.options.excludeWalletIds),
    [connectors, recentWallets, client.options.excludeWalletIds],
  )
}
