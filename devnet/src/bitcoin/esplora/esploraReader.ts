import { Transaction, type Network } from 'bitcoinjs-lib'
import type { NodeTx, RegtestNode } from '../node/regtestNode'
import { addressStats, newestFirst } from './addressStats'
import { esploraStatus, esploraTx, spentOutpoints, type Prevout } from './esploraTx'
import type { EsploraAddress, EsploraTx, EsploraUtxo } from './esploraTypes'

/** Esplora's page sizes for an address's history. */
export const ADDRESS_TXS_MEMPOOL_LIMIT = 50
export const ADDRESS_TXS_CHAIN_LIMIT = 25

/** Reads the node in Esplora's shapes. */
export class EsploraReader {
  readonly #node: RegtestNode
  readonly #network: Network

  constructor(node: RegtestNode, network: Network) {
    this.#node = node
    this.#network = network
  }

  async #prevouts(hex: string): Promise<Prevout[]> {
    return Promise.all(
      spentOutpoints(hex).map(async ({ txid, vout }) => {
        const previous = await this.#node.getTx(txid)
        const output = previous ? Transaction.fromHex(previous.hex).outs[vout] : undefined
        if (!output) throw new Error(`the node lacks output ${txid}:${vout} that a transaction it holds spends`)
        return { script: output.script, value: output.value }
      }),
    )
  }

  async #esploraTx(tx: NodeTx): Promise<EsploraTx> {
    return esploraTx(tx.hex, await this.#prevouts(tx.hex), tx.block, this.#network)
  }

  async tx(txid: string): Promise<EsploraTx | undefined> {
    const tx = await this.#node.getTx(txid)
    return tx && this.#esploraTx(tx)
  }

  async txHex(txid: string): Promise<string | undefined> {
    return (await this.#node.getTx(txid))?.hex
  }

  async txStatus(txid: string): Promise<EsploraTx['status'] | undefined> {
    const tx = await this.#node.getTx(txid)
    return tx && esploraStatus(tx.block)
  }

  async #addressTxs(outputScript: Uint8Array): Promise<EsploraTx[]> {
    const txs = await this.#node.getAddressTxs(outputScript)
    return newestFirst(await Promise.all(txs.map((tx) => this.#esploraTx(tx))))
  }

  async address(address: string, outputScript: Uint8Array): Promise<EsploraAddress> {
    return { address, ...addressStats(address, await this.#addressTxs(outputScript)) }
  }

  /** Up to 50 mempool transactions, then the newest 25 confirmed ones, as Esplora pages them. */
  async addressTxs(outputScript: Uint8Array): Promise<EsploraTx[]> {
    const txs = await this.#addressTxs(outputScript)
    const pending = txs.filter((tx) => !tx.status.confirmed).slice(0, ADDRESS_TXS_MEMPOOL_LIMIT)
    const confirmed = txs.filter((tx) => tx.status.confirmed).slice(0, ADDRESS_TXS_CHAIN_LIMIT)
    return [...pending, ...confirmed]
  }

  async utxo(outputScript: Uint8Array): Promise<EsploraUtxo[]> {
    const utxos = await this.#node.getUtxos(outputScript)
    return utxos.map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, status: esploraStatus(utxo.block), value: Number(utxo.value) }))
  }
}
