import { getTransferSolInstruction } from '@solana-program/system'
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token'
import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
  type Transaction,
} from '@solana/kit'

/** A SOL transfer, or an SPL transfer between two token accounts (creating the receiver's when `createReceiverAccount`). */
export type TransferPlan =
  | { kind: 'sol'; from: Address; receiver: Address; lamports: bigint }
  | {
      kind: 'spl'
      from: Address
      receiver: Address
      mint: Address
      decimals: number
      amount: bigint
      source: Address
      destination: Address
      createReceiverAccount: boolean
    }

export type Lifetime = { blockhash: Blockhash; lastValidBlockHeight: bigint }

/**
 * The transfer as one v0 transaction, paid by the sender, with nothing signed: the wallet signs.
 * An SPL transfer uses transferChecked (the mint and decimals are checked by the program), after an
 * idempotent create of the receiver's associated token account when it has none.
 */
export function buildTransfer(plan: TransferPlan, lifetime: Lifetime): Transaction {
  // The wallet holds the key; a no-op signer only marks the sender as the signer in the message.
  const sender = createNoopSigner(plan.from)
  const instructions: Instruction[] =
    plan.kind === 'sol'
      ? [getTransferSolInstruction({ source: sender, destination: plan.receiver, amount: plan.lamports })]
      : [
          ...(plan.createReceiverAccount
            ? [getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: plan.destination, owner: plan.receiver, mint: plan.mint })]
            : []),
          getTransferCheckedInstruction({
            source: plan.source,
            mint: plan.mint,
            destination: plan.destination,
            authority: sender,
            amount: plan.amount,
            decimals: plan.decimals,
          }),
        ]
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(sender, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return compileTransaction(message)
}
