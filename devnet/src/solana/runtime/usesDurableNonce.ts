import type { TransactionMessageView } from './decodeWireTransaction'
import { SYSTEM_PROGRAM_ADDRESS } from './programs'

// SystemInstruction::AdvanceNonceAccount, as its u32 little-endian tag.
const ADVANCE_NONCE_ACCOUNT = [4, 0, 0, 0]

/** A transaction whose lifetime is a durable nonce (its first instruction advances one) names no recent blockhash. */
export function usesDurableNonce(message: TransactionMessageView): boolean {
  const first = message.instructions[0]
  return (
    first !== undefined &&
    message.staticAccountKeys[first.programIdIndex] === SYSTEM_PROGRAM_ADDRESS &&
    ADVANCE_NONCE_ACCOUNT.every((byte, index) => first.data[index] === byte)
  )
}
