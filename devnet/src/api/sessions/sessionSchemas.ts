import { z } from 'zod'
import { evmAddressSchema } from '../http/chainParams'

const caip2Eip155 = z.string().regex(/^eip155:\d{1,12}$/, 'expected a CAIP-2 eip155 chain id such as eip155:31337')
// EIP-4361 takes RFC 3339 date-times; anything Date.parse accepts beyond that is refused here.
const dateTime = z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time such as 2026-11-22T03:00:00.000Z' })
const text = (max: number) => z.string().min(1).max(max)

/** POST /v1/sessions/nonce body. */
/**
 * The address is left out when it is not known yet: WalletConnect one-click sign-in asks for the
 * nonce before the wallet says which account signs. Such a nonce is good for any one address.
 */
export const nonceBodySchema = z.strictObject({ address: evmAddressSchema.optional(), chainId: caip2Eip155 })

/** docs/entities.md "Sign-in session" data: what the app asked the user to sign. */
export const sessionDataSchema = z.strictObject({
  accountAddress: evmAddressSchema,
  chainId: caip2Eip155,
  domain: text(255),
  uri: text(2048),
  version: z.literal('1', { error: "version must be '1'" }),
  nonce: z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'nonce: 8 to 64 letters and digits'),
  issuedAt: dateTime,
  expirationTime: dateTime.optional(),
  notBefore: dateTime.optional(),
  requestId: z.string().max(256).optional(),
  resources: z.array(text(2048)).max(50).optional(),
  statement: z.string().max(1024).optional(),
})
export type SessionData = z.infer<typeof sessionDataSchema>

/** POST /v1/sessions/:address body: a session to verify and store. */
export const sessionBodySchema = z.strictObject({
  data: sessionDataSchema,
  message: text(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,20000}$/, 'expected 0x-prefixed hex'),
  cacao: z.unknown().optional(),
})
export type SessionBody = z.infer<typeof sessionBodySchema>

/** POST /v1/sessions/:address/revoke body: the session (pci) and its signature, which proves the caller holds it. */
export const revokeBodySchema = z.strictObject({
  pci: z.string().min(1).max(128),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,20000}$/, 'expected 0x-prefixed hex'),
})

/** GET /v1/sessions/:address query. */
export const sessionsQuerySchema = z.object({ chainId: caip2Eip155.optional() })

/**
 * The address path parameter: '0xabc…' or CAIP-10 'eip155:31337:0xabc…' (then its chain must be
 * the session's).
 */
export const sessionAddressSchema = z.union([
  evmAddressSchema.transform((address) => ({ address, chainId: undefined as string | undefined })),
  z
    .string()
    .regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'expected a 0x address or a CAIP-10 eip155 account such as eip155:31337:0xabc…')
    .transform((value) => {
      const [namespace, reference, address] = value.split(':') as [string, string, string]
      return { address: evmAddressSchema.parse(address), chainId: `${namespace}:${reference}` as string | undefined }
    }),
])
