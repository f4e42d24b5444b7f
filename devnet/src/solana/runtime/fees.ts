import type { TransactionMessageView } from './decodeWireTransaction'
import { ADDRESS_LOOKUP_TABLE_PROGRAM_ADDRESS, COMPUTE_BUDGET_PROGRAM_ADDRESS, SYSTEM_PROGRAM_ADDRESS } from './programs'

/** The base fee of each signature, in lamports (agave's default). */
export const LAMPORTS_PER_SIGNATURE = 5000n
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000n
// Since agave 2.1 an instruction of a builtin program reserves only this much by default.
const MAX_BUILTIN_ALLOCATION_COMPUTE_UNIT_LIMIT = 3_000n
const builtinPrograms = new Set<string>([
  SYSTEM_PROGRAM_ADDRESS,
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  ADDRESS_LOOKUP_TABLE_PROGRAM_ADDRESS,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
])
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

/**
 * The compute-unit price and limit a message sets; without a limit, agave's default: 3,000 units
 * for each instruction of a builtin program (System, ComputeBudget …) and 200,000 for any other.
 */
export function readComputeBudget(message: TransactionMessageView): ComputeBudget {
  let computeUnitPrice = 0n
  let computeUnitLimit: bigint | undefined
  let defaultLimit = 0n
  for (const instruction of message.instructions) {
    const program = message.staticAccountKeys[instruction.programIdIndex] ?? ''
    defaultLimit += builtinPrograms.has(program) ? MAX_BUILTIN_ALLOCATION_COMPUTE_UNIT_LIMIT : DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT
    if (program !== COMPUTE_BUDGET_PROGRAM_ADDRESS) continue
    if (instruction.data[0] === SET_COMPUTE_UNIT_PRICE) computeUnitPrice = readLittleEndian(instruction.data, 8) ?? computeUnitPrice
    if (instruction.data[0] === SET_COMPUTE_UNIT_LIMIT) computeUnitLimit = readLittleEndian(instruction.data, 4) ?? computeUnitLimit
  }
  const limit = computeUnitLimit ?? defaultLimit
  return { computeUnitPrice, computeUnitLimit: limit < MAX_COMPUTE_UNIT_LIMIT ? limit : MAX_COMPUTE_UNIT_LIMIT }
}

/** What the cluster charges for `message`: 5000 lamports a signature and the priority fee (price × limit, rounded up). */
export function feeForMessage(message: TransactionMessageView): bigint {
  const { computeUnitPrice, computeUnitLimit } = readComputeBudget(message)
  const priority = (computeUnitPrice * computeUnitLimit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priority
}
