import { createHash } from 'node:crypto'

/**
 * The id of a client's subscription to a topic: sha256(topic + clientId) in hex, the value the
 * 2.x clients compute on their side (Subscriber.getSubscriptionId), so both sides agree.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
