import { getAddressDecoder, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { TransactionMetadata } from 'litesvm'
import type { InnerInstructionRecord } from '../ledger/transactionRecord'

/** What litesvm reports of an execution, in the RPC's terms. */
export interface ExecutionMeta {
  logMessages: string[]
  unitsConsumed: bigint
  innerInstructions: { index: number; instructions: InnerInstructionRecord[] }[]
  returnData: { programId: string; data: [string, 'base64'] } | null
}

export function readMeta(meta: TransactionMetadata): ExecutionMeta {
  const base58 = getBase58Decoder()
  const innerInstructions = meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const instruction = inner.instruction()
        return {
          programIdIndex: instruction.programIdIndex(),
          accounts: [...instruction.accounts()],
          data: base58.decode(instruction.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
  const returned = meta.returnData()
  const data = returned.data()
  return {
    logMessages: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    innerInstructions,
    returnData: data.length > 0 ? { programId: getAddressDecoder().decode(returned.programId()), data: [getBase64Decoder().decode(data), 'base64'] } : null,
  }
}
