import * as z from 'zod/mini'
import { parseCaipAddress, type CaipAddress } from '../../caip/caipAddress.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import type { Network } from '../../networks/types.js'

/** What one connect asks the wallet to sign in with (CAIP-122 fields; SIWX builds it). */
export type WalletConnectAuthRequest = {
  domain: string
  uri: string
  nonce: string
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** One sign-in the wallet signed during the approval, as the verifier needs it. */
export type SignedAuthRecord = {
  /** The exact text that was signed (EIP-4361 on eip155). */
  message: string
  signature: string
  signatureType: 'eip191' | 'eip1271'
  caipAddress: CaipAddress
  address: string
  caipNetworkId: CaipNetworkId
  /** The CAIP-122 fields the wallet signed, as SIWX keeps them. */
  fields: {
    domain: string
    uri: string
    nonce: string
    issuedAt: string
    expirationTime?: string
    notBefore?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
}

/**
 * WalletConnect one-click sign-in: connect and sign-in in one approval. SIWX supplies it; Berth
 * asks for it only when every configured network is eip155 (the only namespace the protocol signs).
 */
export type WalletConnectAuthenticator = {
  /** The request for this connect, or undefined to connect without signing in. */
  request(networks: readonly Network[]): Promise<WalletConnectAuthRequest | undefined>
  /** Verifies and stores what the wallet signed. A throw ends the new session: nothing half signed in stays. */
  verify(records: readonly SignedAuthRecord[]): Promise<void>
}

/** The `authentication` entry of WalletConnect's connect(), for the configured chains. */
export function authenticationParams(request: WalletConnectAuthRequest, networks: readonly Network[], ttlSeconds: number) {
  return {
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    chains: networks.map((network) => network.caipNetworkId),
    ttl: ttlSeconds,
    ...(request.statement !== undefined ? { statement: request.statement } : {}),
    ...(request.expirationTime !== undefined ? { exp: request.expirationTime } : {}),
    ...(request.notBefore !== undefined ? { nbf: request.notBefore } : {}),
    ...(request.requestId !== undefined ? { requestId: request.requestId } : {}),
    ...(request.resources !== undefined ? { resources: request.resources } : {}),
  }
}

export function canAuthenticate(networks: readonly Network[]): boolean {
  return networks.length > 0 && networks.every((network) => network.chainNamespace === 'eip155')
}

const DID_PKH = /^did:pkh:([^:]+:[^:]+:[^:]+)$/

const cacaoSchema = z.object({
  h: z.object({ t: z.literal('caip122') }),
  // Loose: the formatter needs every field the wallet signed (statement, uri, times, resources).
  p: z.looseObject({
    iss: z.string().check(z.regex(DID_PKH)),
    domain: z.string(),
    nonce: z.string(),
    aud: z.optional(z.string()),
    uri: z.optional(z.string()),
    iat: z.optional(z.string()),
    exp: z.optional(z.string()),
    nbf: z.optional(z.string()),
    statement: z.optional(z.string()),
    requestId: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
  }),
  s: z.object({ t: z.enum(['eip191', 'eip1271']), s: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) }),
})

/**
 * A CACAO (CAIP-74) as a wallet returns it from a WalletConnect one-click sign-in, in the shape Berth
 * checks before it reads one: header type 'caip122'; the signed fields, the issuer a `did:pkh:`
 * account; the signature, 'eip191' or 'eip1271', in hex.
 */
export type Cacao = z.infer<typeof cacaoSchema>

/**
 * The session's signed CACAOs as records, each with the message rebuilt by `format` (the
 * WalletConnect client's own formatter, so the text is what the wallet showed and signed).
 * A wallet's payload is remote input: anything malformed is an InvalidProviderResponseError.
 */
export function toSignedRecords(cacaos: unknown, format: (cacao: Cacao) => string): SignedAuthRecord[] {
  const parsed = z.array(cacaoSchema).safeParse(cacaos)
  if (!parsed.success) throw new InvalidProviderResponseError('wc_sessionSettle', { details: 'the signed sign-in records are malformed' })
  return parsed.data.map((cacao) => {
    const caipAddress = DID_PKH.exec(cacao.p.iss)![1] as CaipAddress
    const { address, caipNetworkId } = parseCaipAddress(caipAddress)
    const { p } = cacao
    const optional = { expirationTime: p.exp, notBefore: p.nbf, statement: p.statement, requestId: p.requestId, resources: p.resources }
    return {
      message: format(cacao),
      signature: cacao.s.s,
      signatureType: cacao.s.t,
      caipAddress,
      address,
      caipNetworkId,
      fields: {
        domain: p.domain,
        uri: p.aud ?? p.uri ?? '',
        nonce: p.nonce,
        issuedAt: p.iat ?? '',
        ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
      },
    }
  })
}
