import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { generateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { deriveSolanaPrivateKey } from '../../solana/keys/deriveSolanaKey'

// Key custody of the embedded wallet (embedded-design.md): a BIP-39 mnemonic per user, kept only
// encrypted with AES-256-GCM under the devnet master key. The frame's page never sees it; the
// auth server decrypts it to sign for a live session.

/** A mnemonic at rest: AES-256-GCM's iv, tag and ciphertext, base64. */
export interface SealedMnemonic {
  iv: string
  tag: string
  data: string
}

/** The user's addresses: EVM m/44'/60'/0'/0/0, Solana m/44'/501'/0'/0'. */
export interface UserAddresses {
  eip155: `0x${string}`
  solana: string
}

/** A new 32-byte master key. */
export const newMasterKey = (): Buffer => randomBytes(32)

/** A fresh 12-word BIP-39 mnemonic. */
export const newMnemonic = (): string => generateMnemonic(wordlist)

export function sealMnemonic(masterKey: Uint8Array, mnemonic: string): SealedMnemonic {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv)
  const data = Buffer.concat([cipher.update(mnemonic, 'utf8'), cipher.final()])
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') }
}

/** The mnemonic back; throws when the master key or the sealed bytes are not the ones it was sealed with. */
export function openMnemonic(masterKey: Uint8Array, sealed: SealedMnemonic): string {
  const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(sealed.iv, 'base64'))
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'))
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8')
}

/** The EVM account m/44'/60'/0'/0/0. */
export const evmAccount = (mnemonic: string): HDAccount => mnemonicToAccount(mnemonic)

/** The Solana keypair m/44'/501'/0'/0', as devnet/src/solana/keys derives it. */
export const solanaSigner = (mnemonic: string): Promise<KeyPairSigner> => createKeyPairSignerFromPrivateKeyBytes(deriveSolanaPrivateKey(mnemonic, 0))

export async function deriveAddresses(mnemonic: string): Promise<UserAddresses> {
  return { eip155: evmAccount(mnemonic).address, solana: (await solanaSigner(mnemonic)).address }
}
