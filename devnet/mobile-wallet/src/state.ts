import type { AuthMessage, AuthPayload } from './authenticate'
import type { DappMetadata, SessionProposal } from './namespaces'
import type { ParsedRequest } from './requests'

/** connected: the client's socket is open; idle: the relay answers, the client has nothing to listen to yet. */
export type RelayStatus = 'checking' | 'connected' | 'idle' | 'unreachable'

export interface PendingProposal {
  id: number
  dapp: DappMetadata
  params: SessionProposal['params']
  required: string[]
  optional: string[]
  /** Why it cannot be approved, when it cannot (a required chain the wallet lacks ...). */
  problem: string | undefined
}

export interface PendingAuth {
  id: number
  dapp: DappMetadata
  authPayload: AuthPayload
  messages: AuthMessage[]
  problem: string | undefined
}

export interface PendingRequest {
  id: number
  topic: string
  dapp: DappMetadata
  /** CAIP-2 chain the dapp sent it for. */
  chain: string
  method: string
  summary: string
  request: ParsedRequest
}

export interface SessionView {
  topic: string
  dapp: DappMetadata
  chains: string[]
  /** The address the session was approved with: requests are signed by it ('' without an eip155 namespace). */
  address: string
  /** The Solana address the session was approved with, when it has the solana namespace. */
  solanaAddress: string | undefined
  /** The Bitcoin payment address the session was approved with, when it has the bip122 namespace. */
  bitcoinAddress?: string | undefined
}

export interface WalletState {
  relayUrl: string
  relay: RelayStatus
  accountIndex: number
  address: string
  /** The selected account's Solana address (the same index). */
  solanaAddress: string
  /** The selected account's Bitcoin payment address (m/84'/1'/0'/0/index), the bip122 session account. */
  bitcoinAddress: string
  /** A pairing is under way (the Connect button waits). */
  pairing: boolean
  proposals: PendingProposal[]
  auths: PendingAuth[]
  requests: PendingRequest[]
  sessions: SessionView[]
  /** The last error, shown in the page's alert; cleared by the next successful action. */
  error: string | undefined
  /** The last event, for the live region. */
  announcement: string
}
