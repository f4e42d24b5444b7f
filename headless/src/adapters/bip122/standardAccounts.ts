import type { WalletAccount } from '@wallet-standard/base'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { ConnectionAccount } from '../types.js'
import { checkBitcoinAddress } from './address.js'
import { orderBitcoinAccounts } from './bitcoinAccount.js'
import { chainsInclude } from './bitcoinChains.js'
import { bytesToHex } from './hex.js'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const TAPROOT = /^(bc|tb|bcrt)1p/

/**
 * The wallet-standard accounts that are addresses of `network` (an account whose chain list names
 * another chain is left out), as connection accounts: a P2TR address is the ordinal account, any
 * other the payment account; the publicKey in hex. Payment first.
 */
export function standardAccounts(accounts: unknown, network: Bip122Network): ConnectionAccount[] {
  if (!Array.isArray(accounts)) return []
  const valid = accounts.filter(
    (account): account is WalletAccount =>
      isObject(account) &&
      typeof account.address === 'string' &&
      checkBitcoinAddress(account.address, network.addressParams) === 'valid' &&
      (!Array.isArray(account.chains) || account.chains.length === 0 || chainsInclude(account.chains, network)),
  )
  return orderBitcoinAccounts(
    valid.map((account) => {
      const publicKey =
        account.publicKey instanceof Uint8Array && (account.publicKey.length === 32 || account.publicKey.length === 33)
          ? bytesToHex(account.publicKey)
          : undefined
      return { address: account.address, type: TAPROOT.test(account.address) ? 'ordinal' : 'payment', ...(publicKey ? { publicKey } : {}) }
    }),
  )
}

/** The wallet's own account object for `address` (a wallet is asked to sign only with an account it gave). */
export function standardAccountOf(accounts: unknown, address: string): WalletAccount | undefined {
  return Array.isArray(accounts) ? (accounts.find((account) => isObject(account) && account.address === address) as WalletAccount | undefined) : undefined
}
