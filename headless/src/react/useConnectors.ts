import { useMemo } from 'react'
import { orderConnectors, type ListedConnector } from '../controllers/connectors/orderConnectors.js'
import type { ConnectorsState } from '../controllers/connectors/createConnectorsController.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

const selectState = (state: ConnectorsState) => state

/** The wallets to offer, in SPEC order, exclusions applied, recent ones first. */
export function useConnectors(): ListedConnector[] {
  const client = useClient()
  const { connectors, recentWallets } = useStore(client.connectors.store, selectState)
  return useMemo(
    () => orderConnectors(connectors, recentWallets, client.options.excludeWalletIds),
    [connectors, recentWallets, client.options.excludeWalletIds],
  )
}
