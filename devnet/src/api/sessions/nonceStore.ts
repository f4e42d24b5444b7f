import type { PGlite } from '@electric-sql/pglite'
import { addressKey } from './addressKey'
import { randomNonce } from './randomNonce'

/** How long an issued nonce can be used. */
export const NONCE_TTL_MS = 5 * 60_000
// A used or expired nonce is remembered this long after it expires, so a replay is told
// "reused" or "expired" rather than "unknown"; after that it is forgotten.
const REMEMBER_MS = 60 * 60_000

export interface IssuedNonce {
  nonce: string
  expiresAt: Date
}

/** Why a nonce cannot be used: not issued (to this address), past its 5 minutes, or already used. */
export type NonceRefusal = 'unknown' | 'expired' | 'reused'

export interface NonceStore {
  /** `address` undefined: the nonce may be used by whichever address signs first. */
  issue(address: string | undefined, chainId: string): Promise<IssuedNonce>
  /** What `take` would answer, without using the nonce. */
  check(nonce: string, address: string): Promise<NonceRefusal | undefined>
  /** Uses the nonce (single use, even against a concurrent take): undefined when it was good, else why not. */
  take(nonce: string, address: string): Promise<NonceRefusal | undefined>
}

/**
 * Sign-in nonces in the devnet's PGlite database (table siwx_nonces, db/schema.ts), so a restarted
 * API still accepts the nonces it issued. Addresses stored by addressKey (EVM lowercase, base58 as written). `now` is injected so tests can
 * move the clock.
 */
export function createNonceStore(db: PGlite, now: () => number = Date.now): NonceStore {
  const check = async (nonce: string, address: string): Promise<NonceRefusal | undefined> => {
    const { rows } = await db.query<{ address: string | null; expires_at: Date; used_at: Date | null }>(
      'select address, expires_at, used_at from siwx_nonces where nonce = $1',
      [nonce],
    )
    const row = rows[0]
    // A nonce issued to another address is as good as unknown to this one.
    if (!row || (row.address !== null && row.address !== addressKey(address))) return 'unknown'
    if (row.used_at !== null) return 'reused'
    if (now() >= row.expires_at.getTime()) return 'expired'
    return undefined
  }
  return {
    async issue(address, chainId) {
      const at = now()
      await db.query('delete from siwx_nonces where expires_at < $1', [new Date(at - REMEMBER_MS)])
      const nonce = randomNonce()
      const expiresAt = new Date(at + NONCE_TTL_MS)
      await db.query('insert into siwx_nonces (nonce, address, chain_id, expires_at) values ($1, $2, $3, $4)', [
        nonce,
        address === undefined ? null : addressKey(address),
        chainId,
        expiresAt,
      ])
      return { nonce, expiresAt }
    },
    check,
    async take(nonce, address) {
      const at = new Date(now())
      // One statement decides: of two concurrent takes, only one finds used_at still null.
      const { rows } = await db.query(
        `update siwx_nonces set used_at = $3
         where nonce = $1 and (address is null or address = $2) and used_at is null and expires_at > $3
         returning nonce`,
        [nonce, addressKey(address), at],
      )
      if (rows.length === 1) return undefined
      return (await check(nonce, address)) ?? 'reused'
    },
  }
}
