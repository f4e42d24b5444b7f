import type { Mint, Token } from '@solana-program/token'
import { isSome, type Option } from '@solana/kit'
import { tokenProgramName } from '../runtime/programs'
import { decodeMint, decodeTokenAccount } from './decodeTokenState'
import { uiTokenAmount } from './tokenAmount'

/** jsonParsed account data: what the RPC writes instead of bytes for the accounts it knows. */
export interface ParsedAccountData {
  program: string
  parsed: { type: string; info: Record<string, unknown> }
  space: number
}

const some = <T>(option: Option<T>): T | null => (isSome(option) ? option.value : null)
const accountStates = ['uninitialized', 'initialized', 'frozen'] as const

function tokenAccountInfo(token: Token, mint: Mint | undefined): Record<string, unknown> | undefined {
  // Without its mint there are no decimals, and agave then leaves the account unparsed too.
  if (!mint) return undefined
  const native = some(token.isNative)
  const delegate = some(token.delegate)
  const closeAuthority = some(token.closeAuthority)
  return {
    isNative: native !== null,
    mint: token.mint,
    owner: token.owner,
    state: accountStates[token.state],
    tokenAmount: uiTokenAmount(token.amount, mint.decimals),
    ...(delegate !== null ? { delegate, delegatedAmount: uiTokenAmount(token.delegatedAmount, mint.decimals) } : {}),
    ...(closeAuthority !== null ? { closeAuthority } : {}),
    ...(native !== null ? { rentExemptReserve: uiTokenAmount(native, mint.decimals) } : {}),
  }
}

function mintInfo(mint: Mint): Record<string, unknown> {
  return {
    decimals: mint.decimals,
    freezeAuthority: some(mint.freezeAuthority),
    isInitialized: mint.isInitialized,
    mintAuthority: some(mint.mintAuthority),
    supply: mint.supply.toString(),
  }
}

/**
 * A token program's account or mint as jsonParsed data, or undefined when the account is neither
 * (the caller then answers base64, as agave does). `findMint` reads a token account's mint for its decimals.
 */
export function parseTokenAccountData(
  account: { programAddress: string; data: Uint8Array },
  findMint: (address: string) => Mint | undefined,
): ParsedAccountData | undefined {
  const program = tokenProgramName(account.programAddress)
  const space = account.data.length
  const token = decodeTokenAccount(account)
  if (token) {
    const info = tokenAccountInfo(token, findMint(token.mint))
    return info ? { program, parsed: { type: 'account', info }, space } : undefined
  }
  const mint = decodeMint(account)
  return mint ? { program, parsed: { type: 'mint', info: mintInfo(mint) }, space } : undefined
}
