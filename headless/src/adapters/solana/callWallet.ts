import { RequestTimeoutError } from '../../errors/provider.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'

/**
 * Calls a wallet-standard feature with a bound on how long we wait: a wallet that never answers
 * must not leave the UI loading forever. Synchronous throws become rejections.
 */
export async function callWallet<T>(method: string, call: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeoutError(method, timeoutMs)), timeoutMs)
  })
  try {
    return await Promise.race([Promise.resolve().then(call), timeout])
  } finally {
    clearTimeout(timer)
  }
}

// Wallet-standard names no rejection error: wallets use EIP-1193's 4001 (Phantom, Solflare) or say so in words.
const REJECTED = /\b(reject|rejected|denied|declined|cancell?ed)\b/i

/** Whether a wallet's error means the user said no. */
export function isUserRejection(error: unknown): boolean {
  if (rpcCodeOf(error) === RpcCode.UserRejected) return true
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined
  return message !== undefined && REJECTED.test(message)
}
