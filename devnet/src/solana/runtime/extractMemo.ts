import type { TransactionMessageView } from './decodeWireTransaction'
import { MEMO_PROGRAM_ADDRESS, MEMO_V1_PROGRAM_ADDRESS } from './programs'

/** getSignaturesForAddress's `memo`: each memo instruction as '[length] text', joined by '; ' (agave's format); null without one. */
export function extractMemo(message: TransactionMessageView): string | null {
  const memos = message.instructions
    .filter((instruction) => {
      const program = message.staticAccountKeys[instruction.programIdIndex]
      return program === MEMO_PROGRAM_ADDRESS || program === MEMO_V1_PROGRAM_ADDRESS
    })
    .map((instruction) => `[${instruction.data.length}] ${new TextDecoder().decode(instruction.data)}`)
  return memos.length > 0 ? memos.join('; ') : null
}
