import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { DEVNET_ACCOUNT_COUNT, DEVNET_MNEMONIC, devnetAccounts } from '../../src/chain/accounts'
import { devnetSolanaAccounts } from '../../src/solana/accounts'
import { solanaKeyring } from '../../src/wallet/solana/solanaKeyring'

export const ACCOUNT_STORAGE_KEY = 'berth-mobile-wallet:account'

const derived = new Map<number, HDAccount>()

/** The test mnemonic's account m/44'/60'/0'/0/index. Derivation costs a PBKDF2 run, so each is kept. */
export function accountAt(index: number): HDAccount {
  let account = derived.get(index)
  if (!account) {
    account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index })
    derived.set(index, account)
  }
  return account
}

/** The index of one of the mnemonic's ten addresses, found without deriving keys. */
export function indexOfAddress(address: string): number | undefined {
  const index = devnetAccounts.findIndex((known) => known.toLowerCase() === address.toLowerCase())
  return index === -1 ? undefined : index
}

export function addressAt(index: number): `0x${string}` {
  return devnetAccounts[index] ?? accountAt(index).address
}

/** The same index's Solana keypair (m/44'/501'/index'/0'), derived when it first signs. */
export const solanaKeys = solanaKeyring(devnetSolanaAccounts.length)

export function solanaAddressAt(index: number): string {
  const address = solanaKeys.addresses[index]
  if (address === undefined) throw new RangeError(`No Solana account ${index}`)
  return address
}

/** '0', ..., '9' and nothing else: the value comes from a URL or from storage, both editable. */
export function parseAccountIndex(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d$/.test(value.trim())) return undefined
  const index = Number(value.trim())
  return index < DEVNET_ACCOUNT_COUNT ? index : undefined
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>

/**
 * `?account=N` wins and is remembered (a link can pick the account), then the stored choice, then 0.
 * Storage can throw (blocked or full); the wallet still works with the default then.
 */
export function initialAccountIndex(search: string, storage: KeyValue | undefined): number {
  const fromUrl = parseAccountIndex(new URLSearchParams(search).get('account'))
  if (fromUrl !== undefined) {
    saveAccountIndex(storage, fromUrl)
    return fromUrl
  }
  try {
    return parseAccountIndex(storage?.getItem(ACCOUNT_STORAGE_KEY)) ?? 0
  } catch {
    return 0
  }
}

export function saveAccountIndex(storage: KeyValue | undefined, index: number): void {
  try {
    storage?.setItem(ACCOUNT_STORAGE_KEY, String(index))
  } catch {
    // Only the choice is lost; the page keeps the account for this visit.
  }
}

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
