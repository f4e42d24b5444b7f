import { createHash, randomBytes } from 'node:crypto'

/** A random bearer token (32 bytes, base64url): sessions, device-approval links. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** The only form a token is stored in: its SHA-256. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
