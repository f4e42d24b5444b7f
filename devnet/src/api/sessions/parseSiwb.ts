/** A CAIP-122 Bitcoin sign-in message as the devnet reads it: the same fields as EIP-4361, the chain as a CAIP-2 id. */
export interface SiwbMessage {
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  /** CAIP-2, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'. */
  chainId: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

export type ParsedSiwb = { ok: true; message: SiwbMessage } | { ok: false; description: string }

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i
// The address line: bech32 (lower case) or base58check; which network it is of is checked against the chain after.
const header =
  /^(?<domain>\S+) wants you to sign in with your Bitcoin account:\n(?<address>(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[1-9A-HJ-NP-Za-km-z]{25,35})\n/
// The layout Berth writes (docs/namespaces.md): at most one statement line, then the fields in
// their order and nothing after them. A sign-in the devnet keeps needs URI, Version, Chain ID, Nonce
// and Issued At.
const layout = new RegExp(
  `${header.source}(?:\\n(?<statement>[^\\n]+)\\n)?\\nURI: (?<uri>[^\\n]+)\\nVersion: (?<version>[^\\n]+)\\nChain ID: (?<chainId>[^\\n]+)` +
    '\\nNonce: (?<nonce>[^\\n]+)\\nIssued At: (?<issuedAt>[^\\n]+)(?:\\nExpiration Time: (?<expirationTime>[^\\n]+))?' +
    '(?:\\nNot Before: (?<notBefore>[^\\n]+))?(?:\\nRequest ID: (?<requestId>[^\\n]+))?(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)*))?$',
)

/**
 * The CAIP-122 Bitcoin message (bip122, signed with BIP-322), or what makes the text not one. Its
 * Chain ID is the whole CAIP-2 id as Berth writes it; the bare genesis-hash reference, which some
 * SIWX implementations write, names the same chain and is read as it.
 */
export function parseSiwb(text: string): ParsedSiwb {
  if (!header.test(text)) {
    return { ok: false, description: "the message does not start with '<domain> wants you to sign in with your Bitcoin account:' and a Bitcoin address" }
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
  if (version !== '1') return { ok: false, description: `the version must be 1, the message says ${version}` }
  const reference = /^(?:bip122:)?(?<reference>[0-9a-f]{32})$/.exec(chainLine ?? '')?.groups?.reference
  if (!reference) return { ok: false, description: `the Chain ID ${chainLine} is not a bip122 CAIP-2 id (bip122: and 32 hex digits)` }
  if (!/^[A-Za-z0-9]{8,}$/.test(nonce ?? '')) return { ok: false, description: 'the nonce must be at least 8 letters and digits' }
  for (const [field, value] of Object.entries({ issuedAt, expirationTime, notBefore })) {
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
      chainId: `bip122:${reference}`,
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
