import type { LiteSVM } from 'litesvm'

/** An account as the cluster holds it. */
export interface ChainAccount {
  address: string
  lamports: bigint
  /** The owner program. */
  programAddress: string
  executable: boolean
  data: Uint8Array
}

/** The account at `address`, or undefined when it does not exist (no lamports). */
export function readChainAccount(svm: LiteSVM, address: string): ChainAccount | undefined {
  const account = svm.getAccount(address as Parameters<LiteSVM['getAccount']>[0])
  // A cluster purges accounts left with no lamports.
  if (!account.exists || account.lamports === 0n) return undefined
  return { address, lamports: account.lamports, programAddress: account.programAddress, executable: account.executable, data: account.data }
}
