import { randomBytes } from 'node:crypto'

const NONCE_LENGTH = 24
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** EIP-4361 nonces are alphanumeric; 24 of 62 characters carry 142 bits. */
export function randomNonce(): string {
  let nonce = ''
  // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
  while (nonce.length < NONCE_LENGTH) {
    for (const byte of randomBytes(NONCE_LENGTH * 2)) {
      if (byte < 248 && nonce.length < NONCE_LENGTH) nonce += ALPHABET[byte % 62]
    }
  }
  return nonce
}
