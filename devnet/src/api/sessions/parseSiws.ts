/** A Sign In With Solana message as the devnet reads it: the same fields as EIP-4361, the chain as a CAIP-2 id. */
export interface SiwsMessage {
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  /** CAIP-2, 'solana:C87H…'. */
  chainId: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

export type ParsedSiws = { ok: true; message: SiwsMessage } | { ok: false; description: string }

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
// The clusters the SIWS spec names in its Chain ID line.
const CLUSTERS: Record<string, string> = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i

const header = new RegExp(`^(?<domain>\\S+) wants you to sign in with your Solana account:\\n(?<address>${BASE58}{32,44})\\n`)
// SIWS (as @solana/wallet-standard-util writes it): at most one statement line, then the fields in
// their order and nothing after them. A sign-in the devnet keeps needs URI, Version, Chain ID, Nonce
// and Issued At.
const layout = new RegExp(
  `${header.source}(?:\\n(?<statement>[^\\n]+)\\n)?\\nURI: (?<uri>[^\\n]+)\\nVersion: (?<version>[^\\n]+)\\nChain ID: (?<chainId>[^\\n]+)` +
    '\\nNonce: (?<nonce>[^\\n]+)\\nIssued At: (?<issuedAt>[^\\n]+)(?:\\nExpiration Time: (?<expirationTime>[^\\n]+))?' +
    '(?:\\nNot Before: (?<notBefore>[^\\n]+))?(?:\\nRequest ID: (?<requestId>[^\\n]+))?(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)*))?$',
)

/** The CAIP-2 id of a Chain ID line: a SIWS cluster name (bare or 'solana:'-prefixed), a CAIP-2 reference, or a CAIP-2 id. */
function chainOf(line: string): string | undefined {
  const bare = line.startsWith('solana:') ? line.slice('solana:'.length) : line
  return CLUSTERS[bare] ?? (new RegExp(`^${BASE58}{32}$`).test(bare) ? `solana:${bare}` : undefined)
}

/** A Sign In With Solana message (CAIP-122 for the solana namespace), or what makes the text not one. */
export function parseSiws(text: string): ParsedSiws {
  if (!header.test(text)) {
    return { ok: false, description: "the message does not start with '<domain> wants you to sign in with your Solana account:' and a base58 address" }
  }
  const fields = layout.exec(text)?.groups
  if (!fields) {
    return {
      ok: false,
      description: 'the message does not go on with URI, Version, Chain ID, Nonce, Issued At (and the optional fields) in order, and nothing else',
    }
  }
  const {
    domain,
    address,
    statement,
    uri,
    version,
    chainId: chainLine,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId,
    resources,
  } = fields as Record<string, string | undefined>
  if (version !== '1') return { ok: false, description: `the SIWS version must be 1, the message says ${version}` }
  const chainId = chainOf(chainLine ?? '')
  if (!chainId) return { ok: false, description: `the Chain ID ${chainLine} names no one Solana cluster` }
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce ?? '')) return { ok: false, description: 'the nonce must be at least 8 letters and digits' }
  const dates = { issuedAt, expirationTime, notBefore }
  for (const [field, value] of Object.entries(dates)) {
    if (value !== undefined && (!RFC3339.test(value) || Number.isNaN(Date.parse(value)))) {
      return { ok: false, description: `the message's ${field} is not an RFC 3339 date-time` }
    }
  }
  return {
    ok: true,
    message: {
      domain: domain as string,
      address: address as string,
      uri: uri as string,
      version,
      chainId,
      nonce: nonce as string,
      issuedAt: new Date(issuedAt as string),
      ...(statement !== undefined ? { statement } : {}),
      ...(expirationTime !== undefined ? { expirationTime: new Date(expirationTime) } : {}),
      ...(notBefore !== undefined ? { notBefore: new Date(notBefore) } : {}),
      ...(requestId !== undefined ? { requestId } : {}),
      ...(resources !== undefined ? { resources: resources.split('\n- ').slice(1) } : {}),
    },
  }
}
