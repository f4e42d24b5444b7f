import { createHash } from 'node:crypto'

export interface StoredMessage {
  /** sha256(topic + message): the same message published twice is stored once. */
  key: string
  topic: string
  message: string
  /** ms since the epoch, as the clients expect in irn_subscription and fetch results. */
  publishedAt: number
  expiresAt: number
  tag: number | undefined
  attestation: string | undefined
  /** Client id of the publisher: it never gets its own message back. */
  publisher: string
}

export interface PutMessage {
  topic: string
  message: string
  ttlSeconds: number
  tag?: number | undefined
  attestation?: string | undefined
  publisher: string
}

/**
 * Messages per topic, kept until their TTL expires, so a client that subscribes after the
 * publish (the wallet subscribing to a pairing topic after the proposal) still gets them.
 * Each message remembers which clients acknowledged it; those do not get it again.
 */
export class Mailbox {
  readonly #topics = new Map<string, Map<string, StoredMessage>>()
  readonly #acks = new Map<string, Set<string>>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** Stores a message; `duplicate` when the topic already holds the same message (a retried publish). */
  put(input: PutMessage): { stored: StoredMessage; duplicate: boolean } {
    const key = messageKey(input.topic, input.message)
    let box = this.#topics.get(input.topic)
    const existing = box?.get(key)
    if (existing && existing.expiresAt > this.#now()) return { stored: existing, duplicate: true }
    const now = this.#now()
    const stored: StoredMessage = {
      key,
      topic: input.topic,
      message: input.message,
      publishedAt: now,
      expiresAt: now + input.ttlSeconds * 1000,
      tag: input.tag,
      attestation: input.attestation,
      publisher: input.publisher,
    }
    if (!box) {
      box = new Map()
      this.#topics.set(input.topic, box)
    }
    box.set(key, stored)
    this.#acks.delete(key)
    return { stored, duplicate: false }
  }

  /** Unexpired messages of a topic that `clientId` neither published nor acknowledged, oldest first. */
  pending(topic: string, clientId: string): StoredMessage[] {
    const box = this.#topics.get(topic)
    if (!box) return []
    const now = this.#now()
    const out: StoredMessage[] = []
    for (const stored of box.values()) {
      if (stored.expiresAt <= now) {
        this.#remove(stored)
        continue
      }
      if (stored.publisher === clientId || this.#acks.get(stored.key)?.has(clientId)) continue
      out.push(stored)
    }
    return out.sort((a, b) => a.publishedAt - b.publishedAt)
  }

  ack(clientId: string, key: string): void {
    let clients = this.#acks.get(key)
    if (!clients) {
      clients = new Set()
      this.#acks.set(key, clients)
    }
    clients.add(clientId)
  }

  isAcknowledged(clientId: string, key: string): boolean {
    return this.#acks.get(key)?.has(clientId) ?? false
  }

  /** Drops expired messages; returns how many. */
  prune(): number {
    const now = this.#now()
    let removed = 0
    for (const box of this.#topics.values()) {
      for (const stored of box.values()) {
        if (stored.expiresAt <= now) {
          this.#remove(stored)
          removed++
        }
      }
    }
    return removed
  }

  get size(): { topics: number; messages: number } {
    let messages = 0
    for (const box of this.#topics.values()) messages += box.size
    return { topics: this.#topics.size, messages }
  }

  #remove(stored: StoredMessage): void {
    const box = this.#topics.get(stored.topic)
    box?.delete(stored.key)
    if (box && box.size === 0) this.#topics.delete(stored.topic)
    this.#acks.delete(stored.key)
  }
}

export function messageKey(topic: string, message: string): string {
  return createHash('sha256').update(`${topic}\n${message}`, 'utf8').digest('hex')
}
