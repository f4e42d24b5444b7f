import { AssociatedTokenInstruction, identifyAssociatedTokenInstruction } from '@solana-program/token'

type Parsed = { type: string; info: Record<string, unknown> }

const types: Partial<Record<AssociatedTokenInstruction, string>> = {
  [AssociatedTokenInstruction.CreateAssociatedToken]: 'create',
  [AssociatedTokenInstruction.CreateAssociatedTokenIdempotent]: 'createIdempotent',
}

/** Associated token account creation, as agave's jsonParsed writes it; undefined for the rest. */
export function parseAssociatedTokenInstruction(accounts: readonly string[], data: Uint8Array): Parsed | undefined {
  // The original Create carries no data at all.
  const type = types[data.length === 0 ? AssociatedTokenInstruction.CreateAssociatedToken : identifyAssociatedTokenInstruction(data)]
  if (!type) return undefined
  const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts
  return { type, info: { source, account, wallet, mint, systemProgram, tokenProgram } }
}
