import { createStore, type Store } from '../../store/createStore.js'
import type { RouterController } from '../router/createRouterController.js'
import type { RouteParams, ViewName } from '../router/views.js'

export type ModalState = { open: boolean }

export type ModalController = {
  store: Store<ModalState>
  open(options?: { view?: ViewName; params?: RouteParams }): void
  close(): void
}

export type ModalPorts = {
  router: () => RouterController
  isConnected(): boolean
  /** False while a flow forbids closing (SIWX required and no session). */
  canClose(): boolean
}

export function createModalController(ports: ModalPorts): ModalController {
  const store = createStore<ModalState>({ open: false })
  return {
    store,
    open(options = {}) {
      const view = options.view ?? (ports.isConnected() ? 'Account' : 'Connect')
      ports.router().reset(view, options.params)
      store.set({ open: true })
    },
    close() {
      if (!ports.canClose()) return
      store.set({ open: false })
    },
  }
}
