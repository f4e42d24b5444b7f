import type { EsploraAddressStats, EsploraTx } from './esploraTypes'

const emptyStats = (): EsploraAddressStats => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })

/**
 * Esplora's chain_stats and mempool_stats of an address from the transactions that touch it: outputs
 * paying it are funded, inputs spending its outputs are spent; confirmed ones count for the chain.
 */
export function addressStats(address: string, txs: readonly EsploraTx[]): { chain_stats: EsploraAddressStats; mempool_stats: EsploraAddressStats } {
  const chain = emptyStats()
  const mempool = emptyStats()
  for (const tx of txs) {
    const stats = tx.status.confirmed ? chain : mempool
    let touches = false
    for (const output of tx.vout) {
      if (output.scriptpubkey_address !== address) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += output.value
      touches = true
    }
    for (const input of tx.vin) {
      if (input.prevout?.scriptpubkey_address !== address) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += input.prevout.value
      touches = true
    }
    if (touches) stats.tx_count += 1
  }
  return { chain_stats: chain, mempool_stats: mempool }
}

/** Esplora's address history order: mempool transactions first, then confirmed ones, newest block first. */
export function newestFirst(txs: readonly EsploraTx[]): EsploraTx[] {
  const rank = (tx: EsploraTx) => (tx.status.confirmed ? (tx.status.block_height ?? 0) : Number.POSITIVE_INFINITY)
  return [...txs].sort((a, b) => rank(b) - rank(a))
}
