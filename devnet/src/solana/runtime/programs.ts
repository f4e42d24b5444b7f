import { address } from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

export { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, SYSTEM_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS }

/** Programs litesvm loads by default that the RPC answers about by name. */
export const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const MEMO_PROGRAM_ADDRESS = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
export const MEMO_V1_PROGRAM_ADDRESS = address('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo')
export const COMPUTE_BUDGET_PROGRAM_ADDRESS = address('ComputeBudget111111111111111111111111111111')
export const ADDRESS_LOOKUP_TABLE_PROGRAM_ADDRESS = address('AddressLookupTab1e1111111111111111111111111')

export const isTokenProgram = (program: string): boolean => program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS

/** The `program` name jsonParsed gives a token program's accounts and instructions. */
export const tokenProgramName = (program: string): string => (program === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token')
