import type { StandardEventsListeners } from '@wallet-standard/features'
import { type BitcoinSideContext, createBitcoinOperations } from './bitcoinOperations'
import { createBitcoinProvider } from './createBitcoinProvider'
import { createBitcoinWallet } from './createBitcoinWallet'

/**
 * The Devnet Wallet's Bitcoin side, both ways wallets speak Bitcoin today: a wallet-standard Wallet
 * and a sats-connect style provider. They share one grant (the page's, persisted with the wallet's
 * state) and one approval queue with the EVM and Solana sides.
 */
export function createBitcoinSide(context: BitcoinSideContext) {
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountsChanged = () => {
    const accounts = standard.exposedAccounts()
    for (const listener of [...listeners]) {
      try {
        listener({ accounts })
      } catch (error) {
        console.error('[Devnet Wallet] a Bitcoin change listener threw', error)
      }
    }
  }
  const grant = () => {
    if (context.authorized()) return
    context.setAuthorized(true)
    accountsChanged()
  }
  const revoke = () => {
    if (!context.authorized()) return
    context.setAuthorized(false)
    accountsChanged()
  }
  const operations = createBitcoinOperations(context, grant)
  const standard = createBitcoinWallet(operations, context.authorized, revoke, listeners)
  const satsConnect = createBitcoinProvider(operations, context.authorized, revoke)
  return {
    wallet: standard.wallet,
    provider: satsConnect.provider,
    providerInfo: satsConnect.info,
    /** The selected account's payment and ordinal addresses (derives the keys on first call). */
    addresses: () => operations.accounts().map((key) => key.address),
    /** Tells the page's listeners the exposed accounts changed (account switch, revoke, reset). */
    accountsChanged,
  }
}
export type BitcoinSide = ReturnType<typeof createBitcoinSide>
