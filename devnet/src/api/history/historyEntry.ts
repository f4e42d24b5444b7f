/**
 * docs/entities.md "Transaction history entry", in the shape of the hosted API the SDK reads: snake_case
 * where that API has it (fungible_info, nft_info, is_spam). `value` and `price` (USD) are given
 * for tokens the devnet prices, absent otherwise (NFTs, unknown tokens).
 */
export type OperationType = 'send' | 'receive' | 'mint' | 'burn' | 'trade' | 'deploy' | 'approve' | 'execute'
export type TransferDirection = 'in' | 'out' | 'self'

export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string }; detail: { url: string } }; flags: { is_spam: boolean } }
  direction: TransferDirection
  quantity: { numeric: string }
  value?: number
  price?: number
}

export interface HistoryEntry {
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    /** ISO 8601. */
    minedAt: string
    /** CAIP-2. */
    chain: string
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
    nonce: number
  }
  transfers: HistoryTransfer[]
}

export interface HistoryPage {
  data: HistoryEntry[]
  next?: string
}
