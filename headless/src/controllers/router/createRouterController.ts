import { createStore, type Store } from '../../store/createStore.js'
import { decideAfterNetworkSwitch, decideBack, type BackDecision } from './decideBack.js'
import type { RouteEntry, RouteParams, ViewName } from './views.js'

export type RouterState = { history: RouteEntry[] }

export type RouterController = {
  store: Store<RouterState>
  current(): RouteEntry | undefined
  push(view: ViewName, params?: RouteParams): void
  replace(view: ViewName, params?: RouteParams): void
  reset(view: ViewName, params?: RouteParams): void
  /** Pops one view; closing the modal instead when there is nothing to pop. */
  goBack(): void
  afterNetworkSwitch(): void
}

export type RouterPorts = { isConnected(): boolean; close(): void }

export function createRouterController(ports: RouterPorts): RouterController {
  const store = createStore<RouterState>({ history: [] })
  const entry = (view: ViewName, params?: RouteParams): RouteEntry => (params ? { view, params } : { view })
  const apply = (decision: BackDecision) => {
    if (decision.type === 'close') ports.close()
    else store.set({ history: decision.history })
  }
  return {
    store,
    current: () => store.get().history.at(-1),
    push: (view, params) => store.set((state) => ({ history: [...state.history, entry(view, params)] })),
    replace: (view, params) => store.set((state) => ({ history: [...state.history.slice(0, -1), entry(view, params)] })),
    reset: (view, params) => store.set({ history: [entry(view, params)] }),
    goBack: () => apply(decideBack(store.get().history, ports.isConnected())),
    afterNetworkSwitch: () => apply(decideAfterNetworkSwitch(store.get().history)),
  }
}
