import type { SignInInput, SignInOutput } from '../adapters/types.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'

/** docs/entities.md "Sign-in session" data: the CAIP-122 fields of one sign-in message. */
export type SiwxMessageData = {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: '1'
  nonce: string
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
  statement?: string
}

/** A signed sign-in: the data, the exact text signed, the signature, and the CACAO when WalletConnect made it. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * What createClient's `siwx` option provides: where messages come from (nonces), where signed
 * sessions are verified and kept, and whether sign-in is required. Berth ships a server-backed one
 * (serverSiwx); an app may bring its own.
 */
export type SiwxConfig = {
  /** The data of the message to sign for this account on this network (a fresh nonce each time). */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessageData>
  /** Verifies and stores a signed session; throws when it is refused (nothing is kept then). */
  addSession(session: SiwxSession): Promise<void>
  /** The live sessions of this account on this network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Signs out: the account's sessions on this network end. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Required: the visitor cannot use the app connected but signed out (docs/states.md). */
  getRequired?(): boolean
  /**
   * The message fields for a sign-in whose account is not known yet (WalletConnect one-click
   * sign-in: connect and sign in with one approval). Without it, sign-in follows the connect.
   */
  createAuthRequest?(chainId: CaipNetworkId): Promise<Pick<SiwxMessageData, 'domain' | 'uri' | 'nonce' | 'statement' | 'expirationTime'>>
}

/** The active wallet's own sign-in (`solana:signIn`), bound to its connector: ChainAdapter.signIn. */
export type WalletSignIn = (input: SignInInput) => Promise<SignInOutput>
