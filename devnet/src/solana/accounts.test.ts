import { createHash } from 'node:crypto'
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../chain/accounts'
import { DEVNET_SOLANA_AUTHORITY, DEVNET_SOLANA_AUTHORITY_INDEX, DEVNET_SOLANA_USDC_MINT_INDEX, devnetSolanaAccounts, devnetSolanaUsdc } from './accounts'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_GENESIS_HASH } from './constants'
import { deriveSolanaPrivateKey, solanaDerivationPath } from './keys/deriveSolanaKey'

const addressAt = async (index: number) => (await createKeyPairSignerFromPrivateKeyBytes(deriveSolanaPrivateKey(DEVNET_MNEMONIC, index))).address

describe('devnet Solana accounts', () => {
  it("are m/44'/501'/0..9'/0' of the devnet mnemonic", async () => {
    expect(solanaDerivationPath(3)).toBe("m/44'/501'/3'/0'")
    expect(await Promise.all(devnetSolanaAccounts.map((_, index) => addressAt(index)))).toEqual([...devnetSolanaAccounts])
  })

  it('put the authority and the USDC mint at addresses derived further along the same path', async () => {
    expect(await addressAt(DEVNET_SOLANA_AUTHORITY_INDEX)).toBe(DEVNET_SOLANA_AUTHORITY)
    expect(await addressAt(DEVNET_SOLANA_USDC_MINT_INDEX)).toBe(devnetSolanaUsdc.address)
  })
})

describe('the cluster identity', () => {
  it('is the base58 sha256 of its name, and its CAIP-2 id is solana: and the first 32 characters', () => {
    expect(getBase58Decoder().decode(createHash('sha256').update('Berth Solana Devnet').digest())).toBe(DEVNET_SOLANA_GENESIS_HASH)
    expect(DEVNET_SOLANA_CHAIN_ID).toBe('solana:C87HniDwGEEByviiVqxKy4JPppad4zvE')
  })
})
