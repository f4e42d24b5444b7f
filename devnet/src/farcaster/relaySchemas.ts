import { z } from 'zod'

const dateTime = z.iso.datetime({ offset: true })

/** POST /v1/channel's body, as @farcaster/auth-client's createChannel sends it (the hosted relay's schema). */
export const createChannelBodySchema = z.strictObject({
  siweUri: z.url(),
  domain: z.string().regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, 'a host, with an optional port'),
  // EIP-4361: at least 8 alphanumeric characters (viem's createSiweMessage refuses anything else).
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,96}$/, '8 to 96 letters and digits')
    .optional(),
  notBefore: dateTime.optional(),
  expirationTime: dateTime.optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.string().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})

/** POST /v1/channel/authenticate's body, as @farcaster/auth-client's authenticate sends it. */
export const authenticateBodySchema = z.strictObject({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[a-fA-F0-9]{130}$/, 'a 65-byte hex signature'),
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/)
    .optional(),
  bio: z.string().max(1024).optional(),
  displayName: z.string().max(256).optional(),
  pfpUrl: z.url().optional(),
})

/** The approval page's form: the channel, and either an account's fid (Approve) or `reject`. */
export const approveFormSchema = z.union([
  z.object({ channelToken: z.uuid(), fid: z.coerce.number().int().positive() }),
  z.object({ channelToken: z.uuid(), decision: z.literal('reject') }),
])

/** A channel token (the relay's are UUIDs). */
export const channelTokenSchema = z.uuid()
