import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { DEVNET_SOLANA_AUTHORITY_INDEX, DEVNET_SOLANA_USDC_MINT_INDEX, devnetSolanaAccounts } from '../accounts'
import { deriveSolanaPrivateKey } from './deriveSolanaKey'

export interface DevnetSolanaSigners {
  /** m/44'/501'/0..9'/0' of the devnet mnemonic, the funded test keypairs. */
  accounts: KeyPairSigner[]
  /** Pays the genesis transactions, holds the USDC mint authority and answers requestAirdrop. */
  authority: KeyPairSigner
  /** The keypair whose address is the devnet USDC mint. */
  usdcMint: KeyPairSigner
}

/** Keypair `index` of the devnet mnemonic (m/44'/501'/index'/0') as a kit signer, its private key not extractable. */
export const devnetSolanaSigner = (index: number): Promise<KeyPairSigner> =>
  createKeyPairSignerFromPrivateKeyBytes(deriveSolanaPrivateKey(DEVNET_MNEMONIC, index))

/** The devnet's Solana keypairs, derived from the devnet mnemonic (not extractable). */
export async function createDevnetSolanaSigners(): Promise<DevnetSolanaSigners> {
  const [authority, usdcMint, ...accounts] = await Promise.all([
    devnetSolanaSigner(DEVNET_SOLANA_AUTHORITY_INDEX),
    devnetSolanaSigner(DEVNET_SOLANA_USDC_MINT_INDEX),
    ...devnetSolanaAccounts.map((_, index) => devnetSolanaSigner(index)),
  ])
  return { accounts, authority: authority!, usdcMint: usdcMint! }
}
