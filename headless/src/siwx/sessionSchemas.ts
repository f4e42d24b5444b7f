import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../caip/caipSchemas.js'

/** SiwxMessageData as it comes back from a server or out of storage: checked, never trusted. */
export const messageDataSchema = z.object({
  accountAddress: z.string(),
  chainId: caipNetworkIdSchema,
  domain: z.string(),
  uri: z.string(),
  version: z.literal('1'),
  nonce: z.string(),
  issuedAt: z.string(),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  statement: z.optional(z.string()),
})
