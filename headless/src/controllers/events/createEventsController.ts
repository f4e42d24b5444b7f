import { createStore, type Store } from '../../store/createStore.js'

/** The events Berth tracks into `client.events` (the ones this release emits, as docs/errors.md lists them). */
export type TrackedEventName =
  | 'SWITCH_NETWORK'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'ERROR_FETCH_TRANSACTIONS'

/**
 * Something the visitor did or met (`client.events.store` keeps the last 100): the event's name, its
 * properties (the wallet's name, the network, the error's message) and when it happened, in ms since
 * the epoch. Sent to the data API only while analytics is on.
 */
export type TrackedEvent = { name: TrackedEventName; properties: Record<string, unknown>; timestamp: number }

export type EventsState = { events: TrackedEvent[] }

export type EventsController = {
  store: Store<EventsState>
  track(name: TrackedEventName, properties?: Record<string, unknown>): void
}

const KEPT_EVENTS = 100

export function createEventsController(now: () => number = Date.now): EventsController {
  const store = createStore<EventsState>({ events: [] })
  return {
    store,
    track(name, properties = {}) {
      const event = { name, properties, timestamp: now() }
      store.set((state) => ({ events: [...state.events.slice(-(KEPT_EVENTS - 1)), event] }))
    },
  }
}
