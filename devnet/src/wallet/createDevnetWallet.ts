import { createApprovals, type PendingRequest } from './approvals'
import { DEVNET_WALLET_DEFAULT_ACCOUNTS, DEVNET_WALLET_DEFAULT_CHAIN_IDS } from './constants'
import { createEmitter } from './emitter'
import { toHexChainId } from './hex'
import { ProviderRpcError } from './providerErrors'
import { handleRequest, type WalletContext } from './handleRequest'
import type { KnownChain } from './schemas'
import { DEVNET_SOLANA_CHAIN_ID } from '../solana/constants'
import { createSolanaWallet, type DevnetSolanaWallet } from './solana/createSolanaWallet'
import { DEFAULT_SOLANA_RPC_URL } from './solana/solanaChains'
import { solanaKeyring } from './solana/solanaKeyring'
import { DEFAULT_BITCOIN_ESPLORA_URL } from '../bitcoin/walletKit/esploraClient'
import { bitcoinKeyring } from './bitcoin/bitcoinKeyring'
import { createBitcoinSide, type BitcoinSide } from './bitcoin/createBitcoinSide'
import { clearPersistedState, defaultStorage, loadPersistedState, savePersistedState, type KeyValueStorage } from './walletStorage'
import { defaultChainTable, initialState, pickKnownChains, walletAccounts, type WalletState } from './walletState'

export interface DevnetWalletOptions {
  /** Chains known without wallet_addEthereumChain. Default [31337]. */
  knownChainIds?: readonly number[]
  /** Where each chain id's node lives. Default: the devnet table on 127.0.0.1. */
  chains?: readonly KnownChain[]
  /** How many mnemonic accounts to expose, on each side (EVM and Solana). Default 3. */
  accounts?: number
  /** Where the Solana side sends transactions for Berth Solana Devnet. Default http://127.0.0.1:8899. */
  solanaRpcUrl?: string
  /** The Esplora API of the Bitcoin side (coins for sendTransfer, broadcasts). Default Berth Bitcoin Regtest's, http://127.0.0.1:3002. */
  bitcoinEsploraUrl?: string
  autoApprove?: boolean
  storage?: KeyValueStorage
  fetch?: typeof fetch
}

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

export interface DevnetProvider {
  readonly isBerthDevnetWallet: true
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): DevnetProvider
  removeListener(event: string, listener: (payload: unknown) => void): DevnetProvider
  isConnected(): boolean
}

export interface DevnetWallet {
  readonly provider: DevnetProvider
  /** The Solana side, a wallet-standard Wallet (installDevnetWallet registers it). */
  readonly solana: DevnetSolanaWallet
  /** The Bitcoin side: a wallet-standard Wallet and a sats-connect provider (installDevnetWallet registers and lists both). */
  readonly bitcoin: Pick<BitcoinSide, 'wallet' | 'provider' | 'providerInfo'>
  state(): WalletState
  accounts(): readonly `0x${string}`[]
  selectedAccount(): `0x${string}`
  /** The Solana keypairs' addresses (m/44'/501'/i'/0'), index for index with accounts(). */
  solanaAccounts(): readonly string[]
  selectedSolanaAccount(): string
  /** The selected account's Bitcoin addresses: payment (m/84'/1'/0'/0/i) then ordinal (m/86'/1'/0'/0/i). Derives the keys on first call. */
  bitcoinAddresses(): readonly string[]
  pending(): PendingRequest[]
  approve(id?: number): void
  reject(id?: number): void
  setAutoApprove(value: boolean): void
  autoApprove(): boolean
  /** Wallet-side account switch, on every side; dapps hear accountsChanged (EVM) and change (Solana, Bitcoin) where authorized. */
  selectAccount(index: number): void
  /** Wallet-side chain switch; dapps hear chainChanged. */
  setChain(chainId: number): void
  /** Wallet-side revoke of every side: accountsChanged [] then disconnect; Solana and Bitcoin change with no accounts. */
  disconnect(): void
  /** Back to defaults, forgetting storage; pending requests are rejected. */
  reset(): void
  /** For the panel: called after every state or queue change. */
  subscribe(listener: () => void): () => void
}

export function createDevnetWallet(options: DevnetWalletOptions = {}): DevnetWallet {
  const storage = options.storage ?? defaultStorage()
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const accounts = walletAccounts(options.accounts ?? DEVNET_WALLET_DEFAULT_ACCOUNTS)
  const keyring = solanaKeyring(accounts.length)
  const solanaRpcUrl = options.solanaRpcUrl ?? DEFAULT_SOLANA_RPC_URL
  const bitcoinEsploraUrl = options.bitcoinEsploraUrl ?? DEFAULT_BITCOIN_ESPLORA_URL
  const defaults = pickKnownChains(options.chains ?? defaultChainTable(), options.knownChainIds ?? DEVNET_WALLET_DEFAULT_CHAIN_IDS)
  const emitter = createEmitter()
  const subscribers = new Set<() => void>()
  const notify = () => {
    for (const listener of subscribers) listener()
  }
  const approvals = createApprovals({ autoApprove: options.autoApprove ?? false, onChange: notify })

  let state = initialState(defaults, accounts.length, loadPersistedState(storage))
  let connected = true

  const selected = () => accounts[state.accountIndex] ?? accounts[0]!
  const exposedAccounts = () => (state.authorized ? [selected()] : [])
  const setState = (next: Partial<WalletState>) => {
    state = { ...state, ...next }
    savePersistedState(storage, state)
    notify()
  }
  const switchTo = (chainId: number) => {
    if (chainId === state.chainId) return
    setState({ chainId })
    emitter.emit('chainChanged', toHexChainId(chainId))
  }

  const context: WalletContext = {
    state: () => state,
    accounts,
    selected,
    exposedAccounts,
    approvals,
    fetch: fetchImpl,
    authorize() {
      const wasAuthorized = state.authorized
      setState({ authorized: true })
      if (!connected) {
        connected = true
        emitter.emit('connect', { chainId: toHexChainId(state.chainId) })
      }
      if (!wasAuthorized) emitter.emit('accountsChanged', exposedAccounts())
    },
    deauthorize() {
      if (!state.authorized) return
      setState({ authorized: false })
      emitter.emit('accountsChanged', [])
    },
    addChain(chain) {
      if (!state.knownChains.some((known) => known.chainId === chain.chainId)) {
        setState({ knownChains: [...state.knownChains, chain] })
      }
    },
    switchTo,
  }

  const solana = createSolanaWallet({
    keyring,
    approvals,
    fetch: fetchImpl,
    rpcUrl: (chain) => (chain === DEVNET_SOLANA_CHAIN_ID ? solanaRpcUrl : undefined),
    accountIndex: () => state.accountIndex,
    authorized: () => state.solanaAuthorized,
    setAuthorized: (solanaAuthorized) => setState({ solanaAuthorized }),
    pageHost: () => globalThis.location?.host || undefined,
  })

  const bitcoin = createBitcoinSide({
    keyring: bitcoinKeyring(accounts.length),
    approvals,
    fetch: fetchImpl,
    esploraUrl: bitcoinEsploraUrl,
    accountIndex: () => state.accountIndex,
    authorized: () => state.bitcoinAuthorized,
    setAuthorized: (bitcoinAuthorized) => setState({ bitcoinAuthorized }),
  })

  const provider: DevnetProvider = {
    isBerthDevnetWallet: true,
    request: (args) => handleRequest(context, args),
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
    isConnected: () => connected,
  }

  // EIP-1193: announce the connection once listeners had a chance to attach.
  queueMicrotask(() => emitter.emit('connect', { chainId: toHexChainId(state.chainId) }))

  return {
    provider,
    solana: solana.wallet,
    bitcoin: { wallet: bitcoin.wallet, provider: bitcoin.provider, providerInfo: bitcoin.providerInfo },
    state: () => structuredClone(state),
    accounts: () => accounts,
    selectedAccount: selected,
    solanaAccounts: () => keyring.addresses,
    selectedSolanaAccount: () => keyring.addresses[state.accountIndex] ?? keyring.addresses[0]!,
    bitcoinAddresses: () => bitcoin.addresses(),
    pending: () => approvals.list(),
    approve: (id) => approvals.approve(id),
    reject: (id) => approvals.reject(id),
    setAutoApprove: (value) => approvals.setAutoApprove(value),
    autoApprove: () => approvals.autoApprove,
    selectAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`Account index must be 0..${accounts.length - 1}, got ${index}`)
      }
      if (index === state.accountIndex) return
      setState({ accountIndex: index })
      if (state.authorized) emitter.emit('accountsChanged', exposedAccounts())
      if (state.solanaAuthorized) solana.accountsChanged()
      if (state.bitcoinAuthorized) bitcoin.accountsChanged()
    },
    setChain(chainId) {
      if (!state.knownChains.some((chain) => chain.chainId === chainId)) {
        throw new RangeError(`Chain ${chainId} is unknown to the Devnet Wallet; add it with wallet_addEthereumChain first`)
      }
      switchTo(chainId)
    },
    disconnect() {
      const solanaWasAuthorized = state.solanaAuthorized
      const bitcoinWasAuthorized = state.bitcoinAuthorized
      setState({ authorized: false, solanaAuthorized: false, bitcoinAuthorized: false })
      if (solanaWasAuthorized) solana.accountsChanged()
      if (bitcoinWasAuthorized) bitcoin.accountsChanged()
      emitter.emit('accountsChanged', [])
      connected = false
      emitter.emit('disconnect', new ProviderRpcError(4900, 'The Provider is disconnected from all chains.'))
    },
    reset() {
      approvals.rejectAll()
      const previous = state
      clearPersistedState(storage)
      state = initialState(defaults, accounts.length, undefined)
      notify()
      if (previous.authorized) emitter.emit('accountsChanged', [])
      if (previous.solanaAuthorized) solana.accountsChanged()
      if (previous.bitcoinAuthorized) bitcoin.accountsChanged()
      if (previous.chainId !== state.chainId) emitter.emit('chainChanged', toHexChainId(state.chainId))
    },
    subscribe(listener) {
      subscribers.add(listener)
      return () => subscribers.delete(listener)
    },
  }
}
