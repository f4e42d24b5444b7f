import { getBase58Encoder } from '@solana/kit'
import type { InnerInstructionRecord } from '../ledger/transactionRecord'
import { parseInstruction, type UiParsedInstruction } from './parseInstruction'

/** Inner instructions (by index into `keys`) as jsonParsed writes them: with addresses, parsed where known. */
export function parseInnerInstructions(
  keys: readonly string[],
  innerInstructions: readonly { index: number; instructions: readonly InnerInstructionRecord[] }[],
): { index: number; instructions: UiParsedInstruction[] }[] {
  const base58 = getBase58Encoder()
  return innerInstructions.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((inner) =>
      parseInstruction({
        programId: keys[inner.programIdIndex] ?? '',
        accounts: inner.accounts.map((account) => keys[account] ?? ''),
        data: new Uint8Array(base58.encode(inner.data)),
        stackHeight: inner.stackHeight,
      }),
    ),
  }))
}
