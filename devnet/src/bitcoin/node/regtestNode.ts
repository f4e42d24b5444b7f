import type { Address, Chain, ChainEntry, Coin, Mempool, Miner, TXMeta } from 'bcoin'
import { loadBcoin } from './loadBcoin'
import { asVerifyError, rpcCodeOfReason, TxRejectedError } from './txRejectedError'

/** A block a transaction or coin is in. Hashes in display order, as explorers and RPC show them. */
export interface BlockRef {
  height: number
  hash: string
  /** Block timestamp, seconds. */
  time: number
}

/** A transaction as the node keeps it: raw hex, and its block when mined (none while in the mempool). */
export interface NodeTx {
  txid: string
  hex: string
  block: BlockRef | undefined
}

/** An unspent output (not spent by the mempool either). */
export interface NodeUtxo {
  txid: string
  vout: number
  value: bigint
  block: BlockRef | undefined
}

/** bcoin keeps hashes in internal byte order; explorers show them reversed. */
export const reverseHex = (hex: string): string => Buffer.from(hex, 'hex').reverse().toString('hex')

const blockRef = (entry: ChainEntry): BlockRef => ({ height: entry.height, hash: entry.rhash(), time: entry.time })

/**
 * A bcoin regtest chain with its mempool and miner, in this process (no P2P, no bcoin HTTP):
 * real consensus and standardness checks, transaction and address indexes, all in memory.
 */
export class RegtestNode {
  readonly #chain: Chain
  readonly #mempool: Mempool
  readonly #miner: Miner
  #mining: Promise<unknown> = Promise.resolve()

  private constructor(chain: Chain, mempool: Mempool, miner: Miner) {
    this.#chain = chain
    this.#mempool = mempool
    this.#miner = miner
  }

  static async open(): Promise<RegtestNode> {
    const bcoin = loadBcoin()
    const network = bcoin.Network.get('regtest')
    const chain = new bcoin.Chain({ network, memory: true, indexTX: true, indexAddress: true })
    // Bitcoin Core's regtest relays standard transactions only (bcoin's regtest would take any).
    const mempool = new bcoin.Mempool({ network, chain, memory: true, indexAddress: true, requireStandard: true })
    const miner = new bcoin.Miner({ network, chain, mempool })
    chain.on('connect', (entry, block) => void mempool._addBlock(entry, block.txs))
    await chain.open()
    await mempool.open()
    await miner.open()
    return new RegtestNode(chain, mempool, miner)
  }

  #address(outputScript: Uint8Array): Address {
    const bcoin = loadBcoin()
    const address = bcoin.Address.fromScript(bcoin.Script.fromRaw(Buffer.from(outputScript)))
    if (!address) throw new Error('not an address script')
    return address
  }

  async #blockAt(height: number): Promise<BlockRef | undefined> {
    if (height < 0) return undefined
    const entry = await this.#chain.getEntry(height)
    return entry ? blockRef(entry) : undefined
  }

  async #nodeTx(meta: TXMeta): Promise<NodeTx> {
    return { txid: meta.tx.txid(), hex: meta.tx.toRaw().toString('hex'), block: await this.#blockAt(meta.height) }
  }

  tip(): BlockRef {
    return blockRef(this.#chain.tip)
  }

  /** The hash of the main-chain block at `height`, display order; undefined above the tip. */
  async blockHashAt(height: number): Promise<string | undefined> {
    return (await this.#blockAt(height))?.hash
  }

  segwitActive(): boolean {
    return this.#chain.state.hasWitness()
  }

  mempoolSize(): number {
    return this.#mempool.map.size
  }

  /** The transaction, from the mempool or the chain; undefined when the node has never seen it. */
  async getTx(txid: string): Promise<NodeTx | undefined> {
    const hash = reverseHex(txid)
    const meta = this.#mempool.getMeta(hash) ?? (await this.#chain.getMeta(hash))
    return meta ? this.#nodeTx(meta) : undefined
  }

  /** Every transaction paying or spending the script, mempool ones included, in no particular order. */
  async getAddressTxs(outputScript: Uint8Array): Promise<NodeTx[]> {
    const address = this.#address(outputScript)
    const metas = [...this.#mempool.getMetaByAddress([address]), ...(await this.#chain.getMetaByAddress([address]))]
    const unique = new Map(metas.map((meta) => [meta.tx.txid(), meta]))
    return Promise.all([...unique.values()].map((meta) => this.#nodeTx(meta)))
  }

  /** The script's unspent outputs, confirmed or in the mempool, less those the mempool spends. */
  async getUtxos(outputScript: Uint8Array): Promise<NodeUtxo[]> {
    const address = this.#address(outputScript)
    const confirmed = (await this.#chain.getCoinsByAddress([address])).filter((coin) => !this.#mempool.isSpent(coin.hash, coin.index))
    const pending = this.#mempool.getCoinsByAddress([address])
    const utxo = async (coin: Coin): Promise<NodeUtxo> => ({
      txid: reverseHex(coin.hash),
      vout: coin.index,
      value: BigInt(coin.value),
      block: await this.#blockAt(coin.height),
    })
    return Promise.all([...confirmed, ...pending].map(utxo))
  }

  /**
   * Offers a raw transaction to the mempool and answers its txid, or throws TxRejectedError with the
   * node's reason. (bcoin's own broadcast reports success even for a refused transaction: not used.)
   */
  async submit(hex: string): Promise<string> {
    const bcoin = loadBcoin()
    let tx: ReturnType<typeof bcoin.TX.fromRaw>
    try {
      tx = bcoin.TX.fromRaw(Buffer.from(hex, 'hex'))
    } catch {
      throw new TxRejectedError('TX decode failed', -22)
    }
    let missing: string[] | null
    try {
      missing = await this.#mempool.addTX(tx)
    } catch (error) {
      const verifyError = asVerifyError(error)
      if (verifyError) throw new TxRejectedError(verifyError.reason, rpcCodeOfReason(verifyError.reason))
      throw error
    }
    if (missing && missing.length > 0) {
      // bcoin keeps a transaction whose inputs it does not know as an orphan; Bitcoin Core refuses it.
      this.#mempool.removeOrphan(tx.hash('hex'))
      throw new TxRejectedError('bad-txns-inputs-missingorspent', -25)
    }
    return tx.txid()
  }

  /** Mines `count` blocks (with what the mempool holds) paying the coinbase to `outputScript`. */
  mine(count: number, outputScript: Uint8Array): Promise<BlockRef[]> {
    const address = this.#address(outputScript)
    const run = this.#mining.then(async () => {
      const blocks: BlockRef[] = []
      for (let i = 0; i < count; i++) {
        const block = await this.#miner.mineBlock(null, address)
        const entry = await this.#chain.add(block)
        if (!entry) throw new Error('the node did not take its own block')
        blocks.push(blockRef(entry))
      }
      return blocks
    })
    this.#mining = run.catch(() => {})
    return run
  }

  /** Called for every transaction the mempool accepts. */
  onMempoolTx(listener: (txid: string) => void): void {
    this.#mempool.on('tx', (tx) => listener(tx.txid()))
  }

  async close(): Promise<void> {
    await this.#mining
    await this.#miner.close()
    await this.#mempool.close()
    await this.#chain.close()
  }
}
