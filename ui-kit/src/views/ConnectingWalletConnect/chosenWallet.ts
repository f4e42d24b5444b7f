import { createStore, type Client, type ListedWallet, type Store } from '@berth/headless'
import { useClient, useModal, useStore } from '@berth/headless/react'
import { useCallback } from 'react'

/*
 * The router's params carry only `connectorId` and `network`, so the listing entry chosen for
 * ConnectingWalletConnect is kept here, one store per client (two modals on a page never share it).
 */
const stores = new WeakMap<Client, Store<{ wallet: ListedWallet | undefined }>>()

export function chosenWalletStore(client: Client): Store<{ wallet: ListedWallet | undefined }> {
  let store = stores.get(client)
  if (!store) {
    store = createStore<{ wallet: ListedWallet | undefined }>({ wallet: undefined })
    stores.set(client, store)
  }
  return store
}

const selectWallet = (state: { wallet: ListedWallet | undefined }) => state.wallet

/** The listing entry last chosen in Connect or AllWallets. */
export function useChosenWallet(): ListedWallet | undefined {
  return useStore(chosenWalletStore(useClient()), selectWallet)
}

/**
 * Choosing a listing entry: an installed wallet connects over its EIP-6963 connector
 * (ConnectingExternal); any other goes to ConnectingWalletConnect.
 */
export function useChooseWallet(): (wallet: ListedWallet) => void {
  const client = useClient()
  const { push } = useModal()
  return useCallback(
    (wallet: ListedWallet) => {
      if (wallet.installed && wallet.connectorId) {
        push('ConnectingExternal', { connectorId: wallet.connectorId })
        return
      }
      chosenWalletStore(client).set({ wallet })
      push('ConnectingWalletConnect')
    },
    [client, push],
  )
}
