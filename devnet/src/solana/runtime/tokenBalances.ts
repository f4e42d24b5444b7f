import type { Mint } from '@solana-program/token'
import { decodeTokenAccount } from '../encoding/decodeTokenState'
import { uiTokenAmount, type UiTokenAmount } from '../encoding/tokenAmount'
import type { ChainAccount } from './chainAccount'

/** An entry of a transaction's preTokenBalances / postTokenBalances. */
export interface TokenBalanceEntry {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** The token balances among `keys`, by account index: what getTransaction reports before and after. */
export function readTokenBalances(
  keys: readonly string[],
  readAccount: (address: string) => ChainAccount | undefined,
  findMint: (address: string) => Mint | undefined,
): TokenBalanceEntry[] {
  const entries: TokenBalanceEntry[] = []
  keys.forEach((key, accountIndex) => {
    const account = readAccount(key)
    const token = account && decodeTokenAccount(account)
    const mint = token && findMint(token.mint)
    if (!account || !token || !mint) return
    entries.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
      uiTokenAmount: uiTokenAmount(token.amount, mint.decimals),
    })
  })
  return entries
}
