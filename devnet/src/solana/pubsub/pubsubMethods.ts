import { z } from 'zod'
import { invalidParams, rpcErrorCodes, SolanaRpcError } from '../errors/rpcError'
import { defineMethod, methodTable } from '../rpc/defineMethod'
import { accountEncodingSchema, addressSchema, commitmentSchema, signatureSchema } from '../rpc/schemas'
import type { PubSub, PubSubSocket, SubscriptionKind } from './pubSub'

export interface PubSubContext {
  pubsub: PubSub
  socket: PubSubSocket
}

const subscriptionId = z.tuple([z.number().int().nonnegative()])

function unsubscribe(kind: SubscriptionKind) {
  return ([id]: [number], { pubsub, socket }: PubSubContext) => {
    if (!pubsub.unsubscribe(socket, kind, id)) throw new SolanaRpcError(rpcErrorCodes.invalidParams, 'Invalid subscription id.')
    return true
  }
}

/** The subscriptions the WebSocket answers (agave's names and shapes). */
export const pubsubMethods = methodTable<PubSubContext>([
  defineMethod(
    'signatureSubscribe',
    z.tuple([signatureSchema, z.object({ commitment: commitmentSchema.optional(), enableReceivedNotification: z.boolean().optional() }).optional()]),
    ([signature, config], { pubsub, socket }: PubSubContext) =>
      pubsub.subscribeSignature(socket, signature, { enableReceivedNotification: config?.enableReceivedNotification ?? false }),
  ),
  defineMethod('signatureUnsubscribe', subscriptionId, unsubscribe('signature')),
  defineMethod('slotSubscribe', z.tuple([]), (_, { pubsub, socket }: PubSubContext) => pubsub.subscribeSlot(socket)),
  defineMethod('slotUnsubscribe', subscriptionId, unsubscribe('slot')),
  defineMethod(
    'accountSubscribe',
    z.tuple([addressSchema, z.object({ commitment: commitmentSchema.optional(), encoding: accountEncodingSchema.optional() }).optional()]),
    ([address, config], { pubsub, socket }: PubSubContext) => {
      if (config?.encoding === 'base64+zstd') throw invalidParams('base64+zstd encoding is not supported by the devnet, use base64')
      return pubsub.subscribeAccount(socket, address, { encoding: config?.encoding ?? 'binary' })
    },
  ),
  defineMethod('accountUnsubscribe', subscriptionId, unsubscribe('account')),
])
