/** Esplora's response shapes (Blockstream's esplora API.md), as this devnet serves them. */

export interface EsploraTxStatus {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export interface EsploraVout {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

export interface EsploraVin {
  txid: string
  vout: number
  prevout: EsploraVout | null
  scriptsig: string
  scriptsig_asm: string
  witness?: string[]
  is_coinbase: boolean
  sequence: number
}

export interface EsploraTx {
  txid: string
  version: number
  locktime: number
  vin: EsploraVin[]
  vout: EsploraVout[]
  size: number
  weight: number
  fee: number
  status: EsploraTxStatus
}

export interface EsploraAddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export interface EsploraAddress {
  address: string
  chain_stats: EsploraAddressStats
  mempool_stats: EsploraAddressStats
}

export interface EsploraUtxo {
  txid: string
  vout: number
  status: EsploraTxStatus
  value: number
}
