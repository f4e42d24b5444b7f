import { subscriptionId } from './subscriptionId'

/**
 * Which clients are subscribed to which topics. Keyed by client id, not by socket: a client that
 * reconnects keeps its subscriptions (and re-subscribes anyway, which is harmless).
 */
export class Subscriptions {
  readonly #byTopic = new Map<string, Set<string>>()

  subscribe(topic: string, clientId: string): string {
    let clients = this.#byTopic.get(topic)
    if (!clients) {
      clients = new Set()
      this.#byTopic.set(topic, clients)
    }
    clients.add(clientId)
    return subscriptionId(topic, clientId)
  }

  unsubscribe(topic: string, clientId: string): boolean {
    const clients = this.#byTopic.get(topic)
    const removed = clients?.delete(clientId) ?? false
    if (clients && clients.size === 0) this.#byTopic.delete(topic)
    return removed
  }

  subscribers(topic: string): readonly string[] {
    return [...(this.#byTopic.get(topic) ?? [])]
  }

  isSubscribed(topic: string, clientId: string): boolean {
    return this.#byTopic.get(topic)?.has(clientId) ?? false
  }

  get topicCount(): number {
    return this.#byTopic.size
  }
}
