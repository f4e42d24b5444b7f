import { getAddressEncoder, type Address, type KeyPairSigner } from '@solana/kit'
import { devnetSolanaAccounts } from '../../solana/accounts'
import { devnetSolanaSigner } from '../../solana/keys/devnetSolanaKeys'

export interface SolanaKeyring {
  /** Accounts 0..count-1 of the devnet mnemonic on m/44'/501'/i'/0'. */
  readonly addresses: readonly Address[]
  publicKey(index: number): Uint8Array
  /** The signer of account `index`, derived on first use. */
  signer(index: number): Promise<KeyPairSigner>
}

/**
 * The devnet's Solana keypairs as a wallet holds them. Addresses come from the checked list, so a
 * page that only looks at the wallet costs no key derivation; the BIP-39 seed (2048 rounds of
 * PBKDF2) is computed the first time something is signed.
 */
export function solanaKeyring(count: number): SolanaKeyring {
  if (!Number.isInteger(count) || count < 1 || count > devnetSolanaAccounts.length) {
    throw new RangeError(`Solana accounts must be 1..${devnetSolanaAccounts.length}, got ${count}`)
  }
  const addresses = devnetSolanaAccounts.slice(0, count) as readonly string[] as readonly Address[]
  const signers = new Map<number, Promise<KeyPairSigner>>()
  const addressAt = (index: number): Address => {
    const address = addresses[index]
    if (address === undefined) throw new RangeError(`No Solana account ${index}`)
    return address
  }
  return {
    addresses,
    publicKey: (index) => new Uint8Array(getAddressEncoder().encode(addressAt(index))),
    signer(index) {
      const expected = addressAt(index)
      let signer = signers.get(index)
      if (!signer) {
        signer = devnetSolanaSigner(index).then((derived) => {
          if (derived.address !== expected) throw new Error(`Solana account ${index} derived as ${derived.address}, expected ${expected}`)
          return derived
        })
        signers.set(index, signer)
      }
      return signer
    },
  }
}
