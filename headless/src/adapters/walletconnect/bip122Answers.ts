import * as z from 'zod/mini'
import { InvalidProviderResponseError } from '../../errors/provider.js'

/** WalletConnect's Bitcoin methods (its Bitcoin JSON-RPC reference), as the session namespace lists them. */
export type Bip122Method = 'getAccountAddresses' | 'signMessage' | 'sendTransfer' | 'signPsbt'

/** One address of the connected account as getAccountAddresses (and bip122_addressesChanged) lists it. */
export type Bip122AccountAddress = {
  address: string
  /** Hex without 0x: 33 bytes (P2WPKH), 32 x-only bytes (P2TR). */
  publicKey?: string | undefined
  path?: string | undefined
  /** 'payment', 'ordinal', or another intention a wallet names. */
  intention?: string | undefined
}

const HEX = /^(?:[0-9a-fA-F]{2})+$/
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
const TXID = /^[0-9a-fA-F]{64}$/
/** A Bitcoin address as any network writes it (base58 or bech32): the namespace's rules check it further. */
const ADDRESS = /^[a-zA-Z0-9]{14,90}$/

const address = z.string().check(z.regex(ADDRESS, 'not a Bitcoin address'))
export const bip122AccountAddressesSchema = z.array(
  z.object({
    address,
    publicKey: z.optional(z.string().check(z.regex(/^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/, 'not a 32 or 33-byte hex key'))),
    path: z.optional(z.string().check(z.maxLength(100))),
    intention: z.optional(z.string().check(z.maxLength(40))),
  }),
)
export const bip122SignMessageSchema = z.object({
  address,
  signature: z.string().check(z.minLength(1), z.maxLength(10_000)),
  messageHash: z.optional(z.string()),
})
export const bip122SendTransferSchema = z.object({ txid: z.string().check(z.regex(TXID, 'not a txid')) })
export const bip122SignPsbtSchema = z.object({
  psbt: z.string().check(z.minLength(1), z.regex(BASE64, 'not base64')),
  txid: z.optional(z.string().check(z.regex(TXID, 'not a txid'))),
})

function read<T extends z.ZodMiniType>(schema: T, value: unknown, method: Bip122Method): z.infer<T> {
  const parsed = z.safeParse(schema, value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new InvalidProviderResponseError(method, {
    details: `${method}: ${issue ? `${issue.path.join('.') || 'result'}: ${issue.message}` : 'unexpected value'}`,
  })
}

const RANK: Record<string, number> = { payment: 0, ordinal: 1 }

/**
 * getAccountAddresses' answer: payment first, ordinal second, others after (SPEC.md: account
 * indexes payment 0, ordinal 1), without duplicates; the session's account leads its intention
 * group. An empty list, or one without the session's account, is an invalid answer.
 */
export function parseBip122AccountAddresses(value: unknown, sessionAccount: string): Bip122AccountAddress[] {
  const entries = read(bip122AccountAddressesSchema, value, 'getAccountAddresses')
  if (!entries.some((entry) => entry.address === sessionAccount)) {
    throw new InvalidProviderResponseError('getAccountAddresses', {
      details: `getAccountAddresses: the list does not include the session's account ${sessionAccount}`,
    })
  }
  const unique = entries.filter((entry, index) => entries.findIndex((other) => other.address === entry.address) === index)
  const rank = (entry: Bip122AccountAddress) => (RANK[entry.intention ?? ''] ?? 2) * 2 + (entry.address === sessionAccount ? 0 : 1)
  return unique
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry)
}

/**
 * signMessage's answer as base64, the form BIP-322 verifiers and SIWX take: WalletConnect's reference
 * answers hex bytes, some wallets answer base64 already. The signing address must be the one asked.
 */
export function parseBip122Signature(value: unknown, address: string): string {
  const answer = read(bip122SignMessageSchema, value, 'signMessage')
  if (answer.address !== address)
    throw new InvalidProviderResponseError('signMessage', { details: `signMessage: signed with ${answer.address}, not ${address}` })
  const signature = answer.signature.replace(/^0x/, '')
  if (HEX.test(signature)) return bytesToBase64(hexToBytes(signature))
  if (BASE64.test(signature)) return signature
  throw new InvalidProviderResponseError('signMessage', { details: 'signMessage: signature: neither hex nor base64' })
}

/** sendTransfer's answer: the txid, lower-case. */
export function parseBip122Txid(value: unknown): string {
  return read(bip122SendTransferSchema, value, 'sendTransfer').txid.toLowerCase()
}

/** signPsbt's answer: the signed PSBT (base64) and the txid when the wallet broadcast it. */
export function parseBip122SignedPsbt(value: unknown, broadcast: boolean): { psbt: string; txid?: string } {
  const answer = read(bip122SignPsbtSchema, value, 'signPsbt')
  if (broadcast && !answer.txid) throw new InvalidProviderResponseError('signPsbt', { details: 'signPsbt: asked to broadcast, the wallet answered no txid' })
  return answer.txid ? { psbt: answer.psbt, txid: answer.txid.toLowerCase() } : { psbt: answer.psbt }
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
