import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit'
import { decodeWireTransaction } from './decodeWireTransaction'
import type { SolanaCluster } from './solanaCluster'

/**
 * Builds, signs and processes a transaction of the devnet's own keys (genesis, airdrops) through
 * the same path as a client's send, so it is checked, recorded and notified the same way.
 */
export async function sendInstructions(
  cluster: SolanaCluster,
  feePayer: TransactionSigner,
  instructions: readonly Instruction[],
  options: { skipPreflight: boolean } = { skipPreflight: false },
): Promise<string> {
  const { blockhash, lastValidBlockHeight } = cluster.latestBlockhash()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const bytes = new Uint8Array(getTransactionEncoder().encode(signed))
  return cluster.process(decodeWireTransaction(bytes), options)
}
