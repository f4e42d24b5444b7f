import { generateKeyPair, randomUUID, type JsonWebKey } from 'node:crypto'
import { promisify } from 'node:util'

/** A fresh RS256 signing key for the provider's ID tokens, as a private JWK (node:crypto; new at every start). */
export async function generateSigningJwk(): Promise<JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' }> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }
}
