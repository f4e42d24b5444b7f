import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { CODE_TTL_MS } from './authRules'

/** What a mailed code is for: a login, or one of the two steps of an email change. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** A mailed code as stored: only its HMAC, never the digits. */
export interface StoredCode {
  purpose: CodePurpose
  /** HMAC-SHA256 under the server secret of purpose, email and code. */
  hash: string
  expiresAt: number
  usedAt?: number
}

/** Why a code was refused, or 'ok'. */
export type CodeCheck = 'ok' | 'missing' | 'expired' | 'used' | 'wrong'

/** Six digits from node:crypto's randomInt, zero-padded. */
export const generateCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0')

/** The stored form of `code` mailed to `email` for `purpose`. */
export const hashCode = (secret: Uint8Array, purpose: CodePurpose, email: string, code: string): string =>
  createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex')

/** A fresh code for `email` and its stored form, good for CODE_TTL_MS from `now`. */
export function issueCode(secret: Uint8Array, purpose: CodePurpose, email: string, now: number): { code: string; stored: StoredCode } {
  const code = generateCode()
  return { code, stored: { purpose, hash: hashCode(secret, purpose, email, code), expiresAt: now + CODE_TTL_MS } }
}

/** Checks `candidate` against the stored code: missing, used, expired (in that order), wrong, or ok. */
export function checkCode(secret: Uint8Array, stored: StoredCode | undefined, email: string, candidate: string, now: number): CodeCheck {
  if (!stored) return 'missing'
  if (stored.usedAt !== undefined) return 'used'
  if (now >= stored.expiresAt) return 'expired'
  const expected = Buffer.from(stored.hash, 'hex')
  const actual = Buffer.from(hashCode(secret, stored.purpose, email, candidate.trim()), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? 'ok' : 'wrong'
}
