export type RelayEventType =
  | 'connect'
  | 'disconnect'
  | 'subscribe'
  | 'unsubscribe'
  | 'publish'
  | 'deliver'
  | 'ack'
  | 'unknown-method'
  | 'invalid-frame'
  | 'ping-timeout'
  | 'drop'

export interface RelayEvent {
  /** Increasing from 1: read new events with `GET /devnet/relay/log?since=<seq>`. */
  seq: number
  /** ms since the epoch. */
  at: number
  type: RelayEventType
  clientId?: string
  socketId?: number
  topic?: string
  /** The JSON-RPC method that caused the event (irn_publish, wc_proposeSession, irn_batchSubscribe ...). */
  method?: string
  tag?: number
  /** Mailbox key of the message (publish, deliver, ack). */
  messageKey?: string
  /** deliver: 'push' (irn_subscription) or 'fetch' (a fetch result). */
  via?: 'push' | 'fetch'
  detail?: string
}

export type RelayEventInput = Omit<RelayEvent, 'seq' | 'at'>

/** An in-memory ring of relay events that tests read (relay.log(), GET /devnet/relay/log). */
export class RelayLog {
  readonly #events: RelayEvent[] = []
  readonly #capacity: number
  readonly #now: () => number
  #seq = 0

  constructor(capacity: number, now: () => number = Date.now) {
    this.#capacity = capacity
    this.#now = now
  }

  push(input: RelayEventInput): RelayEvent {
    const event: RelayEvent = { seq: ++this.#seq, at: this.#now(), ...input }
    this.#events.push(event)
    if (this.#events.length > this.#capacity) this.#events.splice(0, this.#events.length - this.#capacity)
    return event
  }

  /** Events with seq > since, optionally of some types only, oldest first. */
  entries(filter: { since?: number; types?: readonly RelayEventType[] } = {}): RelayEvent[] {
    const since = filter.since ?? 0
    return this.#events.filter((event) => event.seq > since && (!filter.types || filter.types.includes(event.type)))
  }
}
