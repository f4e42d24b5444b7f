import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignInFeature,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  StandardConnect,
  StandardDisconnect,
  StandardEvents,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import type { Approvals } from '../approvals'
import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME } from '../constants'
import { parseParams } from '../parseParams'
import { invalidParams } from '../providerErrors'
import { SOLANA_WALLET_CHAINS } from './solanaChains'
import type { SolanaKeyring } from './solanaKeyring'
import { connectInput } from './solanaSchemas'
import { createSolanaSigning } from './solanaSigning'

/** What the Solana side reads and changes of the wallet it belongs to. */
export interface SolanaSideContext {
  keyring: SolanaKeyring
  approvals: Approvals
  fetch: typeof fetch
  /** The JSON-RPC to send to on `chain`; undefined for a cluster the devnet does not run. */
  rpcUrl(chain: string): string | undefined
  /** The account selected in the wallet (shared with the EVM side). */
  accountIndex(): number
  authorized(): boolean
  setAuthorized(value: boolean): void
  /** The page's host, the sign-in domain when the page names none. */
  pageHost(): string | undefined
}

export type DevnetSolanaFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

export interface DevnetSolanaWallet extends Wallet {
  readonly features: DevnetSolanaFeatures
}

export interface SolanaSide {
  readonly wallet: DevnetSolanaWallet
  /** Tells the page's listeners the exposed accounts changed (account switch, revoke, reset). */
  accountsChanged(): void
}

const ACCOUNT_FEATURES = [SolanaSignAndSendTransaction, SolanaSignTransaction, SolanaSignMessage, SolanaSignIn] as const

/**
 * The Devnet Wallet's Solana side, a wallet-standard Wallet under the same name and icon as its
 * EIP-6963 side so that a dapp can show the wallet once. It exposes the selected account only once
 * the page was granted it (standard:connect or solana:signIn), and asks in the panel for that grant
 * and for every signature.
 */
export function createSolanaWallet(context: SolanaSideContext): SolanaSide {
  const listeners = new Set<StandardEventsListeners['change']>()
  const accountObjects = new Map<number, WalletAccount>()

  // One object per account, so a dapp comparing accounts by identity sees the same one.
  const accountAt = (index: number): WalletAccount => {
    let account = accountObjects.get(index)
    if (!account) {
      account = new ReadonlyWalletAccount({
        address: context.keyring.addresses[index]!,
        publicKey: context.keyring.publicKey(index),
        chains: SOLANA_WALLET_CHAINS,
        features: ACCOUNT_FEATURES,
        label: `Devnet #${index}`,
      })
      accountObjects.set(index, account)
    }
    return account
  }
  const exposedAccounts = (): WalletAccount[] => (context.authorized() ? [accountAt(context.accountIndex())] : [])

  const accountsChanged = () => {
    const accounts = exposedAccounts()
    for (const listener of [...listeners]) {
      try {
        listener({ accounts })
      } catch (error) {
        console.error('[Devnet Wallet] a Solana change listener threw', error)
      }
    }
  }
  const grant = () => {
    if (context.authorized()) return
    context.setAuthorized(true)
    accountsChanged()
  }

  const signing = createSolanaSigning({ ...context, accountAt, grant })

  const features: DevnetSolanaFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        const silent = parseParams(connectInput, input, StandardConnect)?.silent ?? false
        if (!context.authorized()) {
          // A silent connect restores an earlier grant and never prompts.
          if (silent) return { accounts: [] }
          await context.approvals.ask(StandardConnect, { chains: SOLANA_WALLET_CHAINS.join(', ') })
          grant()
        }
        return { accounts: exposedAccounts() }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        if (!context.authorized()) return
        context.setAuthorized(false)
        accountsChanged()
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') throw invalidParams(`${StandardEvents}: unknown event ${String(event)}; the wallet emits 'change'`)
        if (typeof listener !== 'function') throw invalidParams(`${StandardEvents}: the listener must be a function`)
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    ...signing,
  }

  const wallet: DevnetSolanaWallet = {
    version: '1.0.0',
    name: DEVNET_WALLET_NAME,
    icon: DEVNET_WALLET_ICON as WalletIcon,
    chains: SOLANA_WALLET_CHAINS,
    features,
    get accounts() {
      return exposedAccounts()
    },
  }
  return { wallet, accountsChanged }
}
