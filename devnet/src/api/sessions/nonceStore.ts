import { randomBytes } from 'node:crypto'

/** How long an issued nonce can be used. */
export const NONCE_TTL_MS = 5 * 60_000
// A used or expired nonce is remembered this long after it expires, so a replay is told
// "reused" or "expired" rather than "unknown"; after that it is forgotten.
const REMEMBER_MS = 60 * 60_000
const NONCE_LENGTH = 24
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export interface IssuedNonce {
  nonce: string
  expiresAt: Date
}

/** Why a nonce cannot be used: not issued (to this address), past its 5 minutes, or already used. */
export type NonceRefusal = 'unknown' | 'expired' | 'reused'

export interface NonceStore {
  /** `address` undefined: the nonce may be used by whichever address signs first. */
  issue(address: string | undefined, chainId: string): IssuedNonce
  /** What `take` would answer, without using the nonce. */
  check(nonce: string, address: string): NonceRefusal | undefined
  /** Uses the nonce (single use): undefined when it was good, else why not. */
  take(nonce: string, address: string): NonceRefusal | undefined
}

interface Entry {
  address: string | undefined
  chainId: string
  expiresAt: number
  used: boolean
}

/** EIP-4361 nonces are alphanumeric; 24 of 62 characters carry 142 bits. */
function randomNonce(): string {
  let nonce = ''
  // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of randomBytes(NONCE_LENGTH * 2)) {
      if (byte < 248 && nonce.length < NONCE_LENGTH) nonce += ALPHABET[byte % 62]
    }
  }
  return nonce
}

/**
 * Sign-in nonces in memory: they live 5 minutes, so losing them with the process costs a user one
 * retry at most. `now` is injected so tests can move the clock.
 */
export function createNonceStore(now: () => number = Date.now): NonceStore {
  const entries = new Map<string, Entry>()
  const prune = (at: number) => {
    for (const [nonce, entry] of entries) if (entry.expiresAt + REMEMBER_MS < at) entries.delete(nonce)
  }
  const check = (nonce: string, address: string): NonceRefusal | undefined => {
    const entry = entries.get(nonce)
    // A nonce issued to another address is as good as unknown to this one.
    if (!entry || (entry.address !== undefined && entry.address !== address.toLowerCase())) return 'unknown'
    if (entry.used) return 'reused'
    if (now() >= entry.expiresAt) return 'expired'
    return undefined
  }
  return {
    issue(address, chainId) {
      const at = now()
      prune(at)
      const nonce = randomNonce()
      const expiresAt = at + NONCE_TTL_MS
      entries.set(nonce, { address: address?.toLowerCase(), chainId, expiresAt, used: false })
      return { nonce, expiresAt: new Date(expiresAt) }
    },
    check,
    take(nonce, address) {
      const refusal = check(nonce, address)
      const entry = entries.get(nonce)
      if (entry && refusal !== 'unknown') entry.used = true
      return refusal
    },
  }
}
