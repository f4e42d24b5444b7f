import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit'
import { findOnrampTarget } from '../api/onramp/onrampOptions'
import type { OnrampOrder } from '../api/onramp/orderStore'
import { RAMP_SOLANA_TREASURY_INDEX } from '../api/onramp/rampTreasury'
import { devnetSolanaSigner } from '../solana/keys/devnetSolanaKeys'

/** How long a crediting transaction may take to be confirmed (a slot is 400 ms; its blockhash lives about a minute). */
export const SOLANA_CONFIRM_TIMEOUT_MS = 30_000
const POLL_MS = 100

/** Devnet Ramp's Solana treasury: Berth Solana Devnet's keypair 8, derived once. */
let treasury: Promise<KeyPairSigner> | undefined
export const rampSolanaTreasury = (): Promise<KeyPairSigner> => (treasury ??= devnetSolanaSigner(RAMP_SOLANA_TREASURY_INDEX))

/**
 * The instructions that pay a Solana order from `payer`: SOL by a system transfer; USDC by an SPL
 * transferChecked from the treasury's token account, after an idempotent create of the buyer's
 * associated token account (a no-op when it exists).
 */
export async function solanaCreditInstructions(order: OnrampOrder, payer: KeyPairSigner): Promise<Instruction[]> {
  const target = findOnrampTarget(order.network, order.symbol)
  if (target?.namespace !== 'solana') throw new Error(`Devnet Ramp does not sell ${order.symbol} on Solana network ${order.network}`)
  const buyer = address(order.address)
  const amount = BigInt(order.purchaseUnits)
  if (!target.contract) return [getTransferSolInstruction({ source: payer, destination: buyer, amount: lamports(amount) })]
  const mint = address(target.contract)
  const ata = async (owner: typeof buyer) => (await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
  const [source, destination] = await Promise.all([ata(payer.address), ata(buyer)])
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: buyer, mint }),
    getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount, decimals: target.decimals }),
  ]
}

/**
 * Sends a Solana order's purchase from the treasury over Berth Solana Devnet's JSON-RPC (`url`) and
 * waits until it is confirmed; throws when it is refused, fails or is not confirmed in time.
 */
export function createSolanaCrediter(url: string): (order: OnrampOrder) => Promise<Signature> {
  const rpc = createSolanaRpc(url)
  return async (order) => {
    const payer = await rampSolanaTreasury()
    const instructions = await solanaCreditInstructions(order, payer)
    const { value: lifetime } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) => appendTransactionMessageInstructions(instructions, m),
      ),
    )
    const signature = getSignatureFromTransaction(transaction)
    await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64', preflightCommitment: 'confirmed' }).send()
    const deadline = Date.now() + SOLANA_CONFIRM_TIMEOUT_MS
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature]).send()
      const status = value[0]
      if (status?.err)
        throw new Error(`the crediting transaction ${signature} failed: ${JSON.stringify(status.err, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`)
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return signature
      if (Date.now() > deadline) throw new Error(`the crediting transaction ${signature} was not confirmed in ${SOLANA_CONFIRM_TIMEOUT_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  }
}
