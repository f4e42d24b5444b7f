import { getMintDecoder, getMintSize, getTokenDecoder, getTokenSize, type Mint, type Token } from '@solana-program/token'
import { isTokenProgram } from '../runtime/programs'

const TOKEN_SIZE = getTokenSize()
const MINT_SIZE = getMintSize()
// Token-2022 pads a mint with extensions to the size of an account, then writes the account type.
const ACCOUNT_TYPE_OFFSET = TOKEN_SIZE
const ACCOUNT_TYPE = { mint: 1, account: 2 } as const

type OwnedData = { programAddress: string; data: Uint8Array }

/** A token account's state (the first 165 bytes; Token-2022 extensions are not read), or undefined for anything else. */
export function decodeTokenAccount(account: OwnedData): Token | undefined {
  if (!isTokenProgram(account.programAddress)) return undefined
  const { data } = account
  if (data.length < TOKEN_SIZE || (data.length > TOKEN_SIZE && data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE.account)) return undefined
  const token = getTokenDecoder().decode(data.subarray(0, TOKEN_SIZE))
  // State 0 is Uninitialized: the space exists, no token account yet.
  return token.state === 0 ? undefined : token
}

/** A mint's state, or undefined for anything else. */
export function decodeMint(account: OwnedData): Mint | undefined {
  if (!isTokenProgram(account.programAddress)) return undefined
  const { data } = account
  if (data.length !== MINT_SIZE && !(data.length > TOKEN_SIZE && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE.mint)) return undefined
  const mint = getMintDecoder().decode(data.subarray(0, MINT_SIZE))
  return mint.isInitialized ? mint : undefined
}
