import { getAddress, type Address } from 'viem'
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { DEVNET_MNEMONIC } from '../chain/accounts'

/** A Devnet Farcaster account: its fid, profile, and custody key's derivation index on DEVNET_MNEMONIC. */
export interface DevnetFarcasterAccount {
  fid: number
  username: string
  displayName: string
  bio: string
  /** m/44'/60'/0'/0/<index>: 20 and up, an index no other devnet part spends from. */
  custodyIndex: number
}

/** The devnet's Farcaster users, each with one Approve button on the approval page. */
export const devnetFarcasterAccounts: readonly DevnetFarcasterAccount[] = [
  { fid: 1001, username: 'alice', displayName: 'Alice Devnet', bio: 'First Devnet Farcaster user.', custodyIndex: 20 },
  { fid: 1002, username: 'bob', displayName: 'Bob Devnet', bio: 'Second Devnet Farcaster user.', custodyIndex: 21 },
  { fid: 1003, username: 'carol', displayName: 'Carol Devnet', bio: 'Third Devnet Farcaster user.', custodyIndex: 22 },
]

const custodyAccounts = new Map<number, HDAccount>()

/** The custody key of a Devnet Farcaster account (viem's mnemonicToAccount on the test mnemonic). */
export function farcasterCustodyAccount(account: DevnetFarcasterAccount): HDAccount {
  let custody = custodyAccounts.get(account.custodyIndex)
  if (!custody) {
    custody = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: account.custodyIndex })
    custodyAccounts.set(account.custodyIndex, custody)
  }
  return custody
}

/** One row of the devnet's stand-in for Farcaster's on-chain ID registry. */
export interface FarcasterIdRecord {
  fid: number
  custodyAddress: Address
  username: string
}

/** The Devnet Farcaster account with this fid, or undefined. */
export function findDevnetFarcasterAccount(fid: number): DevnetFarcasterAccount | undefined {
  return devnetFarcasterAccounts.find((account) => account.fid === fid)
}

/** The ID registry's record of a fid (custody address and username), or undefined for an unknown fid. */
export function lookupFarcasterFid(fid: number): FarcasterIdRecord | undefined {
  const account = findDevnetFarcasterAccount(fid)
  if (!account) return undefined
  return { fid: account.fid, custodyAddress: getAddress(farcasterCustodyAccount(account).address), username: account.username }
}
