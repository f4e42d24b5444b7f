import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/**
 * The blockhash of `slot`: the genesis hash for slot 0, then sha256(genesis hash, slot) in base58,
 * so a restarted devnet hands out the same sequence and no two slots share one.
 */
export function slotBlockhash(genesisHash: string, slot: number): string {
  if (slot === 0) return genesisHash
  return getBase58Decoder().decode(createHash('sha256').update(`${genesisHash}:${slot}`).digest())
}
