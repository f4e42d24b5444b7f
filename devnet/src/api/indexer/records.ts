import type { Hex } from 'viem'

/** What the indexer stores of the chains (tables in db/schema.ts). Addresses are lowercase. */

export interface BlockRecord {
  chainId: number
  number: number
  hash: Hex
  /** Unix seconds. */
  timestamp: number
}

export type TxStatus = 'confirmed' | 'failed'

export interface TxRecord {
  chainId: number
  hash: Hex
  blockNumber: number
  txIndex: number
  minedAt: number
  from: string
  /** null for a contract creation. */
  to: string | null
  createdAddress: string | null
  nonce: number
  /** Wei, decimal. */
  value: string
  /** The called function's 4-byte selector ('0x095ea7b3'), or null for a plain transfer or a creation. */
  selector: string | null
  status: TxStatus
}

export type TransferKind = 'native' | 'erc20' | 'erc721'

export interface TransferRecord {
  chainId: number
  txHash: Hex
  /** 0 for the native value, logIndex + 1 for a Transfer log. */
  seq: number
  blockNumber: number
  kind: TransferKind
  /** The token contract; null for native. */
  contract: string | null
  from: string
  to: string
  /** Base units (decimal) for native and ERC-20, the token id for ERC-721. */
  amount: string
}

/** An account that a transaction concerns: the rows an account's history is read from. */
export interface ParticipantRecord {
  chainId: number
  account: string
  txHash: Hex
  minedAt: number
  blockNumber: number
  txIndex: number
}

export interface BlockRecords {
  blocks: BlockRecord[]
  txs: TxRecord[]
  transfers: TransferRecord[]
  participants: ParticipantRecord[]
  /** Contracts that emitted a Transfer, by the shape of the log: ERC-721 indexes the token id. */
  tokenContracts: Map<string, 'erc20' | 'erc721'>
}
