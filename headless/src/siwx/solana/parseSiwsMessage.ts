import { isRfc3339DateTime } from '../rfc3339.js'
import type { SiwxMessageData } from '../types.js'
import { caipNetworkIdOfSiws } from './siwsChainId.js'

export type ParsedSiwsMessage = { ok: true; data: SiwxMessageData } | { ok: false; description: string }

const HEADER = /^(?<domain>\S+) wants you to sign in with your Solana account:\n(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})\n/
// The layout is fixed: at most one statement line, then the fields in order and nothing after them.
// A sign-in needs URI, Version, Chain ID, Nonce and Issued At (SIWS leaves them optional to the
// wallet, but a session without them binds to no page, chain or moment).
const MESSAGE = new RegExp(
  `${HEADER.source}(?:\\n(?<statement>[^\\n]+)\\n)?` +
    '\\nURI: (?<uri>[^\\n]+)\\nVersion: (?<version>[^\\n]+)\\nChain ID: (?<chainId>[^\\n]+)\\nNonce: (?<nonce>[^\\n]+)\\nIssued At: (?<issuedAt>[^\\n]+)' +
    '(?:\\nExpiration Time: (?<expirationTime>[^\\n]+))?(?:\\nNot Before: (?<notBefore>[^\\n]+))?(?:\\nRequest ID: (?<requestId>[^\\n]+))?' +
    '(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)*))?$',
)

/**
 * A signed Sign In With Solana text read back into the session data it states, the Chain ID in any
 * form wallets write (caipNetworkIdOfSiws); or what makes the text not one. For `solana:signIn`,
 * where the wallet writes the message: the session is what was signed, not what was asked.
 */
export function parseSiwsMessage(text: string): ParsedSiwsMessage {
  if (!HEADER.test(text)) {
    return { ok: false, description: "the message does not start with '<domain> wants you to sign in with your Solana account:' and a base58 address" }
  }
  const fields = MESSAGE.exec(text)?.groups
  if (!fields) {
    return {
      ok: false,
      description: 'the message is not a statement line then URI, Version, Chain ID, Nonce, Issued At (and the optional fields) in order, and nothing else',
    }
  }
  if (fields.version !== '1') return { ok: false, description: `the version must be 1, the message says ${fields.version}` }
  const chainId = caipNetworkIdOfSiws(fields.chainId ?? '')
  if (!chainId) return { ok: false, description: `the Chain ID ${fields.chainId} names no one Solana cluster` }
  if (!/^[A-Za-z0-9]{8,}$/.test(fields.nonce ?? '')) return { ok: false, description: 'the nonce must be at least 8 letters and digits' }
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = fields[field]
    if (value !== undefined && !isRfc3339DateTime(value)) return { ok: false, description: `${field} ${value} is not an RFC 3339 date-time` }
  }
  const { domain, address, uri, nonce, issuedAt, statement, expirationTime, notBefore, requestId, resources } = fields as Record<string, string>
  return {
    ok: true,
    data: {
      accountAddress: address as string,
      chainId,
      domain: domain as string,
      uri: uri as string,
      version: '1',
      nonce: nonce as string,
      issuedAt: issuedAt as string,
      ...(statement !== undefined ? { statement } : {}),
      ...(expirationTime !== undefined ? { expirationTime } : {}),
      ...(notBefore !== undefined ? { notBefore } : {}),
      ...(requestId !== undefined ? { requestId } : {}),
      ...(resources !== undefined ? { resources: resources.split('\n- ').slice(1) } : {}),
    },
  }
}
