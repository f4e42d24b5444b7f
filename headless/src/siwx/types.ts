import type { CaipNetworkId } from '../caip/caipNetworkId.js'

/** SPEC §3 "Sign-in session" data: the CAIP-122 fields of one sign-in message. */
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
