import type { TransactionMessageView } from './decodeWireTransaction'
import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from './programs'

/** The base fee of each signature, in lamports (agave's default). */
export const LAMPORTS_PER_SIGNATURE = 5000n
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000n
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

// ComputeBudget instructions: a one-byte tag, then a little-endian value.
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3

export interface ComputeBudget {
  /** micro-lamports per compute unit (SetComputeUnitPrice), 0 without one. */
  computeUnitPrice: bigint
  computeUnitLimit: bigint
}

function readLittleEndian(data: Uint8Array, bytes: number): bigint | undefined {
  if (data.length !== 1 + bytes) return undefined
  let value = 0n
  for (let index = bytes; index >= 1; index--) value = (value << 8n) | BigInt(data[index]!)
  return value
}

/** The compute-unit price and limit a message sets, with agave's default limit when it sets none. */
export function readComputeBudget(message: TransactionMessageView): ComputeBudget {
  let computeUnitPrice = 0n
  let computeUnitLimit: bigint | undefined
  let otherInstructions = 0n
  for (const instruction of message.instructions) {
    if (message.staticAccountKeys[instruction.programIdIndex] !== COMPUTE_BUDGET_PROGRAM_ADDRESS) {
      otherInstructions++
      continue
    }
    if (instruction.data[0] === SET_COMPUTE_UNIT_PRICE) computeUnitPrice = readLittleEndian(instruction.data, 8) ?? computeUnitPrice
    if (instruction.data[0] === SET_COMPUTE_UNIT_LIMIT) computeUnitLimit = readLittleEndian(instruction.data, 4) ?? computeUnitLimit
  }
  const limit = computeUnitLimit ?? otherInstructions * DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT
  return { computeUnitPrice, computeUnitLimit: limit < MAX_COMPUTE_UNIT_LIMIT ? limit : MAX_COMPUTE_UNIT_LIMIT }
}

/** What the cluster charges for `message`: 5000 lamports a signature and the priority fee (price × limit, rounded up). */
export function feeForMessage(message: TransactionMessageView): bigint {
  const { computeUnitPrice, computeUnitLimit } = readComputeBudget(message)
  const priority = (computeUnitPrice * computeUnitLimit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority
}
