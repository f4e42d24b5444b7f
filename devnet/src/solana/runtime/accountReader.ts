import type { Mint } from '@solana-program/token'
import type { LiteSVM } from 'litesvm'
import { decodeMint } from '../encoding/decodeTokenState'
import { readChainAccount, type ChainAccount } from './chainAccount'

/** Reads accounts off litesvm: as they are, and as mints (for token decimals). */
export interface AccountReader {
  read(address: string): ChainAccount | undefined
  findMint(address: string): Mint | undefined
}

export function accountReader(svm: LiteSVM): AccountReader {
  const read = (address: string) => readChainAccount(svm, address)
  return {
    read,
    findMint: (address) => {
      const account = read(address)
      return account && decodeMint(account)
    },
  }
}
