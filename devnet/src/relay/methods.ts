import { z } from 'zod'
import { RELAY_MAX_TTL_SECONDS } from './constants'

// Params of every method the relay serves. Objects are loose: the clients spread extra fields
// (attestation, tvf data, correlation ids) into params, and those must not fail validation.

const topic = z.string().min(1).max(512)
const message = z.string().min(1)
const ttl = z.number().int().positive().max(RELAY_MAX_TTL_SECONDS)
const tag = z.number().int().nonnegative().optional()

export const methodParams = {
  irn_subscribe: z.looseObject({ topic }),
  irn_unsubscribe: z.looseObject({ topic, id: z.string().optional() }),
  irn_publish: z.looseObject({ topic, message, ttl, tag, prompt: z.boolean().optional() }),
  irn_batchSubscribe: z.looseObject({ topics: z.array(topic).min(1).max(1000) }),
  irn_batchUnsubscribe: z.looseObject({
    subscriptions: z
      .array(z.looseObject({ topic, id: z.string().optional() }))
      .min(1)
      .max(1000),
  }),
  irn_batchFetchMessages: z.looseObject({ topics: z.array(topic).min(1).max(1000) }),
  irn_fetchMessages: z.looseObject({ topic }),
  /** The dapp's session proposal, stored for the pairing topic; subscribes the dapp to it. */
  wc_proposeSession: z.looseObject({ pairingTopic: topic, sessionProposal: message, ttl: ttl.optional() }),
  /**
   * The wallet's approval: the proposal response for the pairing topic and the settlement
   * request for the new session topic, which the wallet is subscribed to.
   */
  wc_approveSession: z.looseObject({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: ttl.optional(),
  }),
} as const

export type RelayMethod = keyof typeof methodParams
export type MethodParams<M extends RelayMethod> = z.infer<(typeof methodParams)[M]>

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(methodParams, method)
}
