import { createStore, type Store } from '../../store/createStore.js'

/** A notification's kind: 'loading' while something runs (a send, a one-click sign-in), 'success' or 'error' when it ends. */
export type NotificationVariant = 'loading' | 'success' | 'error'
/** An alert's severity, which the stock modal styles it by. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

/**
 * The toast the stock modal shows (`client.alerts.store`), one at a time: `open` turns false while
 * it hides, and each notification has a new `id`, so the same text twice still counts as a new one.
 */
export type Notification = { id: number; variant: NotificationVariant; message: string; open: boolean }
/**
 * The banner the stock modal shows (`client.alerts.store`): a configuration or allowed-origins
 * problem, a network not found. One at a time, a new one replaces it; it stays open until closeAlert.
 */
export type Alert = { message: string; variant: AlertVariant; open: boolean }

export type AlertsState = { notification?: Notification; alert?: Alert }

/** The timers the notifications use (the 150 ms between hiding one toast and showing the next); createClient's `clock` replaces them in tests. */
export type Clock = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** docs/states.md/§9: an open notification is hidden first and the new one shows after 150 ms. */
export const NOTIFICATION_SWAP_DELAY_MS = 150

export type AlertsController = {
  store: Store<AlertsState>
  notify(variant: NotificationVariant, message: string): void
  hideNotification(): void
  showAlert(variant: AlertVariant, message: string): void
  closeAlert(): void
}

export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function createAlertsController(clock: Clock = systemClock): AlertsController {
  const store = createStore<AlertsState>({})
  let nextId = 1
  let pending: unknown
  return {
    store,
    notify(variant, message) {
      clock.clearTimeout(pending)
      const notification = { id: nextId++, variant, message, open: true }
      const current = store.get().notification
      if (!current?.open) {
        store.set({ notification })
        return
      }
      store.set({ notification: { ...current, open: false } })
      pending = clock.setTimeout(() => store.set({ notification }), NOTIFICATION_SWAP_DELAY_MS)
    },
    hideNotification() {
      clock.clearTimeout(pending)
      const current = store.get().notification
      if (current) store.set({ notification: { ...current, open: false } })
    },
    showAlert: (variant, message) => store.set({ alert: { variant, message, open: true } }),
    closeAlert() {
      const current = store.get().alert
      if (current) store.set({ alert: { ...current, open: false } })
    },
  }
}
