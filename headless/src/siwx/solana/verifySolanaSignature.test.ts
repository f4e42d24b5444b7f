import { createKeyPairFromPrivateKeyBytes, generateKeyPairSigner, getAddressFromPublicKey, getBase58Decoder, getUtf8Encoder, signBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const message = 'app.example wants you to sign in with your Solana account:\n…'
const sign = async (privateKey: CryptoKey, text: string) => getBase58Decoder().decode(await signBytes(privateKey, getUtf8Encoder().encode(text)))

describe('verifySolanaSignature', async () => {
  const signer = await generateKeyPairSigner()
  const other = await generateKeyPairSigner()
  const signature = await sign(signer.keyPair.privateKey, message)

  it("accepts the address's ed25519 signature over the UTF-8 message", async () => {
    expect(await verifySolanaSignature(signer.address, message, signature)).toBe(true)
  })

  it('accepts a key pair made from fixed seed bytes (as the devnet keypairs are), over non-ASCII text', async () => {
    const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(32).fill(7))
    const address = await getAddressFromPublicKey(keyPair.publicKey)
    expect(await verifySolanaSignature(address, 'é ✓', await sign(keyPair.privateKey, 'é ✓'))).toBe(true)
  })

  it('refuses another text, another address, and a tampered signature', async () => {
    expect(await verifySolanaSignature(signer.address, `${message} `, signature)).toBe(false)
    expect(await verifySolanaSignature(other.address, message, signature)).toBe(false)
    const tampered = await sign(other.keyPair.privateKey, message)
    expect(await verifySolanaSignature(signer.address, message, tampered)).toBe(false)
  })

  it('refuses what is not a base58 address or a 64-byte base58 signature', async () => {
    expect(await verifySolanaSignature('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', message, signature)).toBe(false)
    expect(await verifySolanaSignature(signer.address, message, `0x${'ab'.repeat(64)}`)).toBe(false)
    expect(await verifySolanaSignature(signer.address, message, signature.slice(0, 40))).toBe(false)
    expect(await verifySolanaSignature(signer.address, message, '')).toBe(false)
  })
})
