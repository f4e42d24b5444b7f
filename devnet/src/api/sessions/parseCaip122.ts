/** A CAIP-122 sign-in message as the devnet reads it: the same fields as EIP-4361, the chain as a CAIP-2 id. */
export interface Caip122Message {
  domain: string
  address: string
  statement?: string
  uri: string
  version: string
  /** CAIP-2: 'solana:C87H…', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'. */
  chainId: string
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

export type ParsedCaip122 = { ok: true; message: Caip122Message } | { ok: false; description: string }

/** What differs between namespaces: the account's name in the header, its address form, and how the Chain ID line names the chain. */
export type Caip122Namespace = {
  /** 'Solana', 'Bitcoin': "wants you to sign in with your {accountName} account:". */
  accountName: string
  /** A regular expression's source for the address line. */
  address: string
  /** How the refusal names the address form: 'a base58 address'. */
  addressDescription: string
  /** The CAIP-2 id a Chain ID line names, or undefined. */
  chainOf(line: string): string | undefined
  /** Why a Chain ID line names no chain. */
  chainProblem(line: string): string
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i
// After the header: at most one statement line, then the fields in their order and nothing after
// them. A sign-in the devnet keeps needs URI, Version, Chain ID, Nonce and Issued At.
const BODY =
  '(?:\\n(?<statement>[^\\n]+)\\n)?\\nURI: (?<uri>[^\\n]+)\\nVersion: (?<version>[^\\n]+)\\nChain ID: (?<chainId>[^\\n]+)' +
  '\\nNonce: (?<nonce>[^\\n]+)\\nIssued At: (?<issuedAt>[^\\n]+)(?:\\nExpiration Time: (?<expirationTime>[^\\n]+))?' +
  '(?:\\nNot Before: (?<notBefore>[^\\n]+))?(?:\\nRequest ID: (?<requestId>[^\\n]+))?(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)*))?$'

/** A reader of one namespace's CAIP-122 text: the message, or what makes the text not one. */
export function caip122Reader(namespace: Caip122Namespace): (text: string) => ParsedCaip122 {
  const header = new RegExp(`^(?<domain>\\S+) wants you to sign in with your ${namespace.accountName} account:\\n(?<address>${namespace.address})\\n`)
  const layout = new RegExp(`${header.source}${BODY}`)
  return (text) => {
    if (!header.test(text)) {
      return {
        ok: false,
        description: `the message does not start with '<domain> wants you to sign in with your ${namespace.accountName} account:' and ${namespace.addressDescription}`,
      }
    }
    const fields = layout.exec(text)?.groups as Record<string, string | undefined> | undefined
    if (!fields) {
      return {
        ok: false,
        description: 'the message does not go on with URI, Version, Chain ID, Nonce, Issued At (and the optional fields) in order, and nothing else',
      }
    }
    const { domain, address, statement, uri, version, nonce, issuedAt, expirationTime, notBefore, requestId, resources } = fields
    if (version !== '1') return { ok: false, description: `the version must be 1, the message says ${version}` }
    const chainId = namespace.chainOf(fields.chainId ?? '')
    if (!chainId) return { ok: false, description: namespace.chainProblem(fields.chainId ?? '') }
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
}
