import { isAddress } from '@solana/kit'
import { z } from 'zod'
import { parseRegtestAddress } from '../../bitcoin/esplora/parseRegtestAddress'
import { evmAddressSchema } from '../http/chainParams'

const caip2 = z
  .string()
  .regex(
    /^(?:eip155:\d{1,12}|solana:[1-9A-HJ-NP-Za-km-z]{32}|bip122:[0-9a-f]{32})$/,
    'expected a CAIP-2 eip155, solana or bip122 chain id such as eip155:31337',
  )
/** A base58 Solana address: 32 bytes. */
export const solanaAddressSchema = z.string().refine(isAddress, 'expected a base58 Solana address (32 bytes)')
/** A Bitcoin address of the devnet's regtest chain (bcrt1q… payment, bcrt1p… ordinal, or base58 m/n/2…). */
export const bitcoinAddressSchema = z.string().refine((value) => parseRegtestAddress(value).ok, 'expected a Bitcoin regtest address')
/** An account of any namespace: a 0x address (answered checksummed), a Bitcoin regtest one or a base58 Solana one. */
const accountAddressSchema = z.union([evmAddressSchema, bitcoinAddressSchema, solanaAddressSchema], {
  error: 'expected a 0x address, a Bitcoin regtest address or a base58 Solana address',
})
// EVM signatures are 0x hex; Solana's are the base58 of 64 bytes; Bitcoin's (BIP-322, BIP-137) base64
// (each checked in full when verified).
const signatureSchema = z.union(
  [
    z.string().regex(/^0x[0-9a-fA-F]{2,20000}$/),
    z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
    z.string().regex(/^(?:[A-Za-z0-9+/]{4}){16,5000}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
  ],
  { error: 'expected 0x-prefixed hex, a base58 signature or a base64 one' },
)
// EIP-4361 takes RFC 3339 date-times; anything Date.parse accepts beyond that is refused here.
const dateTime = z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time such as 2026-11-22T03:00:00.000Z' })
const text = (max: number) => z.string().min(1).max(max)

/** POST /v1/sessions/nonce body. */
/**
 * The address is left out when it is not known yet: WalletConnect one-click sign-in asks for the
 * nonce before the wallet says which account signs. Such a nonce is good for any one address.
 */
export const nonceBodySchema = z.strictObject({ address: accountAddressSchema.optional(), chainId: caip2 })

/** docs/entities.md "Sign-in session" data: what the app asked the user to sign. */
export const sessionDataSchema = z.strictObject({
  accountAddress: accountAddressSchema,
  chainId: caip2,
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
  signature: signatureSchema,
  cacao: z.unknown().optional(),
})
export type SessionBody = z.infer<typeof sessionBodySchema>

/** POST /v1/sessions/:address/revoke body: the session (pci) and its signature, which proves the caller holds it. */
export const revokeBodySchema = z.strictObject({
  pci: z.string().min(1).max(128),
  signature: signatureSchema,
})

/** GET /v1/sessions/:address query. */
export const sessionsQuerySchema = z.object({ chainId: caip2.optional() })

/**
 * The address path parameter: a 0x address, a Bitcoin regtest or base58 Solana address, or a CAIP-10
 * account ('eip155:31337:0xabc…', 'solana:C87H…:7cVf…', 'bip122:0f91…:bcrt1q…'; then its chain must
 * be the session's).
 */
export const sessionAddressSchema = z.union(
  [
    accountAddressSchema.transform((address) => ({ address, chainId: undefined as string | undefined })),
    z
      .string()
      .regex(/^(?:eip155:\d{1,12}:0x[0-9a-fA-F]{40}|solana:[1-9A-HJ-NP-Za-km-z]{32}:[1-9A-HJ-NP-Za-km-z]{32,44}|bip122:[0-9a-f]{32}:[0-9A-Za-z]{25,90})$/)
      .transform((value, context) => {
        const [namespace, reference, address] = value.split(':') as [string, string, string]
        const schema = namespace === 'eip155' ? evmAddressSchema : namespace === 'bip122' ? bitcoinAddressSchema : solanaAddressSchema
        const parsed = schema.safeParse(address)
        if (!parsed.success) {
          context.issues.push({ code: 'custom', message: `${address} is not a ${namespace} address`, input: value })
          return z.NEVER
        }
        return { address: parsed.data, chainId: `${namespace}:${reference}` as string | undefined }
      }),
  ],
  { error: 'expected a 0x, Bitcoin regtest or base58 address, or a CAIP-10 account such as eip155:31337:0xabc…, solana:C87H…:7cVf… or bip122:0f91…:bcrt1q…' },
)
