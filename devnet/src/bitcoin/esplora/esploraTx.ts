import { Transaction, type Network } from 'bitcoinjs-lib'
import type { BlockRef } from '../node/regtestNode'
import type { EsploraTx, EsploraTxStatus, EsploraVout } from './esploraTypes'
import { scriptAsm } from './scriptAsm'
import { scriptAddress, scriptType } from './scriptType'

/** The previous output an input spends: its script and value. */
export interface Prevout {
  script: Uint8Array
  value: bigint
}

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
/** Transaction ids in display order (bitcoinjs-lib keeps input hashes in internal order). */
const txidOf = (hash: Uint8Array): string => Buffer.from(hash).reverse().toString('hex')
const COINBASE_PREVOUT_INDEX = 0xffffffff

/** Esplora's status object: confirmed with its block, or `{ confirmed: false }` in the mempool. */
export function esploraStatus(block: BlockRef | undefined): EsploraTxStatus {
  return block ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time } : { confirmed: false }
}

export function esploraVout(script: Uint8Array, value: bigint, network: Network): EsploraVout {
  const address = scriptAddress(script, network)
  return {
    scriptpubkey: hex(script),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: scriptType(script),
    ...(address !== undefined ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  }
}

/** The txids of the outputs a raw transaction spends (none for a coinbase), in input order. */
export function spentOutpoints(txHex: string): { txid: string; vout: number }[] {
  const tx = Transaction.fromHex(txHex)
  return tx.isCoinbase() ? [] : tx.ins.map((input) => ({ txid: txidOf(input.hash), vout: input.index }))
}

/**
 * Esplora's transaction object for a raw transaction, given the outputs its inputs spend (in input
 * order; none for a coinbase) and its block. The fee is what the inputs hold beyond the outputs.
 */
export function esploraTx(txHex: string, prevouts: readonly Prevout[], block: BlockRef | undefined, network: Network): EsploraTx {
  const tx = Transaction.fromHex(txHex)
  const coinbase = tx.isCoinbase()
  if (!coinbase && prevouts.length !== tx.ins.length) throw new Error(`${tx.ins.length} inputs but ${prevouts.length} prevouts`)
  const outputSum = tx.outs.reduce((sum, output) => sum + output.value, 0n)
  const inputSum = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n)
  return {
    txid: tx.getId(),
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => {
      const prevout = prevouts[index]
      return {
        txid: coinbase ? '0'.repeat(64) : txidOf(input.hash),
        vout: coinbase ? COINBASE_PREVOUT_INDEX : input.index,
        prevout: !coinbase && prevout ? esploraVout(prevout.script, prevout.value, network) : null,
        scriptsig: hex(input.script),
        scriptsig_asm: scriptAsm(input.script),
        ...(input.witness.length > 0 ? { witness: input.witness.map(hex) } : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outs.map((output) => esploraVout(output.script, output.value, network)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: coinbase ? 0 : Number(inputSum - outputSum),
    status: esploraStatus(block),
  }
}
