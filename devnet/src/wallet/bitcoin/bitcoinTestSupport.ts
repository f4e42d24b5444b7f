import * as ecc from '@bitcoinerlab/secp256k1'
import { expect } from 'vitest'
import { initEccLib, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import type { DevnetWallet } from '../createDevnetWallet'

/** Stands in for the user: decides the next request once it is pending, checking what it is. */
export async function decide(wallet: Pick<DevnetWallet, 'pending' | 'approve' | 'reject'>, decision: 'approve' | 'reject', method: string): Promise<unknown> {
  // The wallet may read the Esplora API before it asks (sendTransfer): give it time on a busy machine.
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const request = wallet.pending()[0]
    if (request) {
      expect(request.method).toBe(method)
      wallet[decision](request.id)
      return request.params
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`no ${method} request became pending`)
}

/** A coin as the devnet's Esplora lists it: an output of a funding transaction, locked by `outputScript`. */
export interface TestCoin {
  txid: string
  vout: number
  value: bigint
  outputScript: Uint8Array
}

export const coin = (outputScript: Uint8Array, value: bigint, seed: number, vout = 0): TestCoin => ({
  txid: seed.toString(16).padStart(2, '0').repeat(32),
  vout,
  value,
  outputScript,
})

/** An unsigned PSBT spending `coins` (with their witnessUtxo, as any PSBT builder adds it) to `outputs`. */
export function unsignedPsbt(coins: readonly TestCoin[], outputs: readonly { address: string; value: bigint }[]): Psbt {
  const psbt = new Psbt({ network: regtestNetwork })
  for (const input of coins) psbt.addInput({ hash: input.txid, index: input.vout, witnessUtxo: { script: input.outputScript, value: input.value } })
  for (const output of outputs) psbt.addOutput(output)
  return psbt
}

/** Whether input `index` of a finalized transaction carries a valid P2WPKH signature by `publicKey` (33 bytes). */
export function verifiesP2wpkh(tx: Transaction, index: number, publicKey: Uint8Array, value: bigint): boolean {
  const [signature, pubkey] = tx.ins[index]?.witness ?? []
  if (!signature || !pubkey || !sameBytes(pubkey, publicKey)) return false
  const decoded = script.signature.decode(signature)
  // BIP143: a P2WPKH input signs the P2PKH script of its key.
  const scriptCode = payments.p2pkh({ pubkey: publicKey }).output
  if (!scriptCode) return false
  return ecc.verify(tx.hashForWitnessV0(index, scriptCode, value, decoded.hashType), publicKey, decoded.signature)
}

/** Whether input `index` carries a valid BIP86 key-path Schnorr signature for the spent outputs. */
export function verifiesP2trKeyPath(tx: Transaction, index: number, spent: readonly TestCoin[]): boolean {
  initEccLib(ecc)
  const [signature] = tx.ins[index]?.witness ?? []
  const spentScript = spent[index]?.outputScript
  if (signature?.length !== 64 || !spentScript) return false
  const hash = tx.hashForWitnessV1(
    index,
    spent.map((input) => input.outputScript),
    spent.map((input) => input.value),
    Transaction.SIGHASH_DEFAULT,
  )
  return ecc.verifySchnorr(hash, spentScript.slice(2), signature)
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index])
