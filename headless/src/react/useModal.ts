import type { ModalState } from '../controllers/modal/createModalController.js'
import type { RouterState } from '../controllers/router/createRouterController.js'
import { useClient } from './useClient.js'
import { useStore } from './useStore.js'

const selectOpen = (state: ModalState) => state.open
const selectHistory = (state: RouterState) => state.history

/** Open state and the view stack of the stock modal, with its actions. */
export function useModal() {
  const client = useClient()
  const open = useStore(client.modal.store, selectOpen)
  const history = useStore(client.router.store, selectHistory)
  return {
    isOpen: open,
    view: history.at(-1),
    history,
    open: client.modal.open,
    close: client.modal.close,
    push: client.router.push,
    replace: client.router.replace,
    reset: client.router.reset,
    goBack: client.router.goBack,
  }
}
