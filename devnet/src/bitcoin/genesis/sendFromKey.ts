import type { DevnetBitcoinKey } from '../keys/devnetBitcoinKeys'
import { signP2wpkhSpend, type SpendOutput } from '../keys/signP2wpkhSpend'
import type { RegtestNode } from '../node/regtestNode'

/** Seeding's fee per transaction: well above regtest's minimum relay fee for the few inputs it spends. */
export const SEED_FEE_SATS = 10_000n

/** A coinbase mined at height h is spendable from block h + 100 on. */
export const COINBASE_MATURITY = 100

/**
 * Pays `outputs` from `key`'s confirmed coins (with at least `minConfirmations`, oldest first;
 * COINBASE_MATURITY for a miner's coins), change back to `key`, through the node's mempool.
 * Answers the txid. For the devnet's genesis, not for apps.
 */
export async function sendFromKey(node: RegtestNode, key: DevnetBitcoinKey, outputs: readonly SpendOutput[], minConfirmations = 1): Promise<string> {
  const tipHeight = node.tip().height
  const coins = (await node.getUtxos(key.outputScript))
    .filter((coin) => coin.block !== undefined && tipHeight + 1 - coin.block.height >= minConfirmations)
    .sort((a, b) => (a.block?.height ?? 0) - (b.block?.height ?? 0))
  const needed = outputs.reduce((sum, output) => sum + output.value, SEED_FEE_SATS)
  const inputs = []
  let total = 0n
  for (const coin of coins) {
    if (total >= needed) break
    inputs.push({ txid: coin.txid, vout: coin.vout, value: coin.value, key })
    total += coin.value
  }
  if (total < needed) throw new Error(`${key.address} holds too little to send (${total} of ${needed} sats)`)
  const change = total - needed
  const { hex } = signP2wpkhSpend(inputs, change > 0n ? [...outputs, { address: key.address, value: change }] : outputs)
  return node.submit(hex)
}
