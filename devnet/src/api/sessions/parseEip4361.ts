import type { Address } from 'viem'
import { parseSiweMessage } from 'viem/siwe'

export interface Eip4361Message {
  scheme?: string
  domain: string
  address: Address
  statement?: string
  uri: string
  version: string
  chainId: number
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

export type ParsedEip4361 = { ok: true; message: Eip4361Message } | { ok: false; description: string }

// viem's parser finds the fields wherever they are; EIP-4361 also fixes the layout: the header, at
// most one statement line, then URI, Version, Chain ID, Nonce, Issued At and the optional lines, in
// that order, and nothing after them.
const header = /^(?:[a-zA-Z][a-zA-Z0-9+\-.]*:\/\/)?\S+ wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\n/
const tail =
  /\nURI: [^\n]+\nVersion: [^\n]+\nChain ID: \d+\nNonce: [A-Za-z0-9]+\nIssued At: [^\n]+(?:\nExpiration Time: [^\n]+)?(?:\nNot Before: [^\n]+)?(?:\nRequest ID: [^\n]*)?(?:\nResources:(?:\n- [^\n]+)+)?$/
const layout = new RegExp(`${header.source}(?:[^\\n]*\\n)?${tail.source}`)

const invalid = (date: Date | undefined) => date !== undefined && Number.isNaN(date.getTime())

/** An EIP-4361 (Sign-In with Ethereum) message, or what makes the text not one. */
export function parseEip4361(text: string): ParsedEip4361 {
  if (!header.test(text))
    return { ok: false, description: "the message does not start with '<domain> wants you to sign in with your Ethereum account:' and an address (EIP-4361)" }
  if (!tail.test(text))
    return {
      ok: false,
      description: 'the message does not end with the EIP-4361 fields URI, Version, Chain ID, Nonce, Issued At (and the optional ones) in order',
    }
  if (!layout.test(text)) return { ok: false, description: 'the message has more than one statement line between its address and URI (EIP-4361)' }
  const parsed = parseSiweMessage(text)
  const missing = (['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] as const).filter((field) => parsed[field] === undefined)
  if (missing.length > 0) return { ok: false, description: `the message lacks the EIP-4361 field(s) ${missing.join(', ')}` }
  if (parsed.version !== '1') return { ok: false, description: `EIP-4361 version must be 1, the message says ${parsed.version}` }
  if (!/^[A-Za-z0-9]{8,}$/.test(parsed.nonce ?? '')) return { ok: false, description: 'the EIP-4361 nonce must be at least 8 letters and digits' }
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    if (invalid(parsed[field])) return { ok: false, description: `the message's ${field} is not an RFC 3339 date-time` }
  }
  return { ok: true, message: parsed as Eip4361Message }
}
