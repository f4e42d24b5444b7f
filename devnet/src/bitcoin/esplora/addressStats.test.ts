import { describe, expect, it } from 'vitest'
import { addressStats, newestFirst } from './addressStats'
import type { EsploraTx, EsploraVout } from './esploraTypes'

const out = (address: string, value: number): EsploraVout => ({
  scriptpubkey: '',
  scriptpubkey_asm: '',
  scriptpubkey_type: 'v0_p2wpkh',
  scriptpubkey_address: address,
  value,
})
const tx = (txid: string, height: number | undefined, ins: EsploraVout[], outs: EsploraVout[]): EsploraTx => ({
  txid,
  version: 2,
  locktime: 0,
  vin: ins.map((prevout) => ({ txid: '00', vout: 0, prevout, scriptsig: '', scriptsig_asm: '', is_coinbase: false, sequence: 0 })),
  vout: outs,
  size: 0,
  weight: 0,
  fee: 0,
  status: height === undefined ? { confirmed: false } : { confirmed: true, block_height: height, block_hash: 'h', block_time: 0 },
})

describe('addressStats', () => {
  it('counts funded and spent outputs, confirmed for the chain and pending for the mempool', () => {
    const txs = [
      tx('a', 10, [out('other', 5000)], [out('me', 3000), out('other', 1900)]),
      tx('b', 11, [out('me', 3000)], [out('other', 1000), out('me', 1900)]),
      tx('c', undefined, [out('me', 1900)], [out('other', 1800)]),
      tx('d', 12, [out('other', 1)], [out('other', 1)]),
    ]
    expect(addressStats('me', txs)).toEqual({
      chain_stats: { funded_txo_count: 2, funded_txo_sum: 4900, spent_txo_count: 1, spent_txo_sum: 3000, tx_count: 2 },
      mempool_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 1, spent_txo_sum: 1900, tx_count: 1 },
    })
  })

  it('orders history mempool first, then newest block first', () => {
    const txs = [tx('old', 5, [], []), tx('pending', undefined, [], []), tx('new', 9, [], [])]
    expect(newestFirst(txs).map((t) => t.txid)).toEqual(['pending', 'new', 'old'])
  })
})
