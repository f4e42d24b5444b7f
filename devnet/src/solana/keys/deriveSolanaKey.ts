import { mnemonicToSeedSync } from '@scure/bip39'
import { HDKey } from 'micro-key-producer/slip10.js'

/** Solana's derivation path, account `index`: m/44'/501'/index'/0' (every segment hardened, as SLIP-0010 ed25519 requires). */
export function solanaDerivationPath(index: number): string {
  return `m/44'/501'/${index}'/0'`
}

const seeds = new Map<string, Uint8Array>()

/**
 * The 32-byte ed25519 private key (the seed @solana/kit takes) of account `index` of `mnemonic`,
 * by SLIP-0010. The BIP-39 seed (2048 rounds of PBKDF2) is computed once per mnemonic.
 */
export function deriveSolanaPrivateKey(mnemonic: string, index: number): Uint8Array {
  let seed = seeds.get(mnemonic)
  if (!seed) {
    seed = mnemonicToSeedSync(mnemonic)
    seeds.set(mnemonic, seed)
  }
  return HDKey.fromMasterSeed(seed).derive(solanaDerivationPath(index)).privateKey
}
