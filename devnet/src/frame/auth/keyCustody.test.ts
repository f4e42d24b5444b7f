import { validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { devnetSolanaSigner } from '../../solana/keys/devnetSolanaKeys'
import { deriveAddresses, newMasterKey, newMnemonic, openMnemonic, sealMnemonic } from './keyCustody'

describe('key custody', () => {
  it('makes a valid 12-word BIP-39 mnemonic per user', () => {
    const mnemonic = newMnemonic()
    expect(mnemonic.split(' ')).toHaveLength(12)
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true)
    expect(newMnemonic()).not.toBe(mnemonic)
  })

  it('keeps the mnemonic sealed: no word of it in plaintext, opened only with the master key', () => {
    const key = newMasterKey()
    const mnemonic = newMnemonic()
    const sealed = sealMnemonic(key, mnemonic)
    const stored = JSON.stringify(sealed)
    for (const word of mnemonic.split(' ')) expect(stored).not.toContain(` ${word} `)
    expect(Buffer.from(sealed.data, 'base64').toString('utf8')).not.toContain(mnemonic.split(' ')[0])
    expect(openMnemonic(key, sealed)).toBe(mnemonic)
    expect(() => openMnemonic(newMasterKey(), sealed)).toThrow()
    expect(() => openMnemonic(key, { ...sealed, data: Buffer.from('tampered').toString('base64') })).toThrow()
  })

  it('derives the EVM account m/44/60/0/0/0 and the Solana keypair m/44/501/0/0 of the mnemonic', async () => {
    const addresses = await deriveAddresses(DEVNET_MNEMONIC)
    // anvil's first account of the devnet mnemonic, and devnet/src/solana's keypair 0.
    expect(addresses.eip155).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(addresses.solana).toBe((await devnetSolanaSigner(0)).address)
  })
})
