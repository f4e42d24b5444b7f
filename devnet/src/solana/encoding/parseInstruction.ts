import { getBase58Decoder } from '@solana/kit'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  MEMO_PROGRAM_ADDRESS,
  MEMO_V1_PROGRAM_ADDRESS,
  SYSTEM_PROGRAM_ADDRESS,
  isTokenProgram,
  tokenProgramName,
} from '../runtime/programs'
import { parseAssociatedTokenInstruction } from './parseAssociatedTokenInstruction'
import { parseSystemInstruction } from './parseSystemInstruction'
import { parseTokenInstruction } from './parseTokenInstruction'

export type UiParsedInstruction =
  | { program: string; programId: string; parsed: unknown; stackHeight: number | null }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

type Parsed = { program: string; parsed: unknown } | undefined

function parse(programId: string, accounts: readonly string[], data: Uint8Array): Parsed {
  if (programId === MEMO_PROGRAM_ADDRESS || programId === MEMO_V1_PROGRAM_ADDRESS) return { program: 'spl-memo', parsed: new TextDecoder().decode(data) }
  const parsed =
    programId === SYSTEM_PROGRAM_ADDRESS
      ? parseSystemInstruction(accounts, data)
      : isTokenProgram(programId)
        ? parseTokenInstruction(accounts, data)
        : programId === ASSOCIATED_TOKEN_PROGRAM_ADDRESS
          ? parseAssociatedTokenInstruction(accounts, data)
          : undefined
  if (!parsed) return undefined
  const program =
    programId === SYSTEM_PROGRAM_ADDRESS
      ? 'system'
      : programId === ASSOCIATED_TOKEN_PROGRAM_ADDRESS
        ? 'spl-associated-token-account'
        : tokenProgramName(programId)
  return { program, parsed }
}

/**
 * An instruction as jsonParsed answers it: parsed for the programs whose instructions a wallet
 * shows (system, token, associated token, memo), else partially decoded (program, accounts, base58 data).
 */
export function parseInstruction(instruction: { programId: string; accounts: string[]; data: Uint8Array; stackHeight: number | null }): UiParsedInstruction {
  const { programId, accounts, data, stackHeight } = instruction
  let parsed: Parsed
  try {
    parsed = parse(programId, accounts, data)
  } catch {
    // Data the program's codec cannot read: the instruction stays as it came.
    parsed = undefined
  }
  if (parsed) return { program: parsed.program, programId, parsed: parsed.parsed, stackHeight }
  return { programId, accounts, data: getBase58Decoder().decode(data), stackHeight }
}
