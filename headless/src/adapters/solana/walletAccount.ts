import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { AccountNotFoundError } from '../../errors/connection.js'
import { InternalError } from '../../errors/internal.js'
import type { Connector } from '../connector.js'
import { solanaAccounts } from './solanaWallet.js'

/** The wallet-standard wallet behind a Solana connector; another namespace's connector is a wiring mistake. */
export function walletOf(connector: Connector): Wallet {
  if (connector.chain !== 'solana') throw new InternalError(new Error(`the Solana adapter was handed a ${connector.chain} connector`))
  return connector.provider
}

/** The wallet's account for `address`: the wallet must never be asked to sign with an account it did not give. */
export function accountOf(wallet: Wallet, address: string): WalletAccount {
  const account = solanaAccounts(wallet.accounts).find((candidate) => candidate.address === address)
  if (!account) throw new AccountNotFoundError(address)
  return account
}
