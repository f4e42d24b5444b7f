import type { AppMetadata } from '../../types/appMetadata.js'
import { createStore, type Store } from '../../store/createStore.js'
import { ModalClosedError } from '../../errors/connection.js'
import type { Network } from '../../networks/types.js'
import { STORAGE_PREFIX } from '../../storage/createStorage.js'
import type { Logger, StorageBackend } from '../../storage/types.js'
import { WALLET_CONNECT_CONNECTOR_ID, type Eip155Connector } from '../connector.js'
import type { Eip1193Provider } from '../eip1193.js'
import type { AdapterTimeouts, WalletAdapter } from '../types.js'
import type { WalletConnectAuthenticator } from './authentication.js'
import type { CreateWalletConnectProviderParameters, WalletConnectProvider } from './createWalletConnectProvider.js'
import { buildDeepLink, isSafeWalletLink, type WalletConnectDeepLink } from './deepLink.js'
import type { WalletConnectRuntime } from './walletConnectRuntime.js'

/** The URI the ConnectingWalletConnect view shows as a QR code and in its links. */
export type WalletConnectUriState = {
  uri: string | undefined
  /** When this URI is replaced by a fresh one (ms since the epoch). */
  expiresAt: number | undefined
}

/**
 * The WalletConnect connector in `client.connectors` (id WALLET_CONNECT_CONNECTOR_ID, type
 * 'WALLET_CONNECT'), present when the client has the `walletConnect` option. Beyond a Connector: the
 * pairing URI to show as a QR code, the chosen wallet's deep link, and `cancel` for a pairing the
 * visitor left.
 */
export type WalletConnectConnector = Eip155Connector & {
  type: 'WALLET_CONNECT'
  /** The pairing URI while a connect waits for a wallet; cleared once it settles. */
  uri: Store<WalletConnectUriState>
  /** docs/entities.md: the wallet link the user opened (href, name), kept in storage until disconnect. */
  deepLink: {
    get(): WalletConnectDeepLink | undefined
    /** Stores the link and returns the deep link for the current URI, or undefined for an unsafe link. */
    set(link: WalletConnectDeepLink): string | undefined
    clear(): void
  }
  /** The UniversalProvider, initialised on first use (sign, send, or read the session). */
  getProvider(): Promise<WalletConnectProvider>
  /**
   * The live session's provider, pairing first (the URI, the QR code) when there is none, like
   * `connect` but without reading eip155 accounts: how another namespace's WalletConnect adapter
   * (bip122, walletConnectBip122) gets its session. Always there on the connector createWalletConnect
   * makes (optional for connectors made elsewhere, test doubles).
   */
  ensureSession?(): Promise<WalletConnectProvider>
  /** Ends a connect still waiting for a wallet with 'Modal closed' (the user left the QR code). */
  cancel(): void
  /** Closes the relay socket and stops timers (tests, teardown); the session stays stored. */
  close(): Promise<void>
}

export type CreateWalletConnectParameters = {
  relayUrl: string
  projectId: string
  networks: readonly Network[]
  metadata?: AppMetadata | undefined
  storage: StorageBackend | undefined
  /** Separates the WalletConnect state of several clients sharing one storage or one process. */
  storagePrefix?: string
  timeouts: AdapterTimeouts
  logger: Logger
  /** Called with every new pairing URI (also in `connector.uri`). */
  onUri?: (uri: string) => void
  /** docs/constants.md: 4 min. */
  pairingExpiryMs?: number
  /** The whole wait for a wallet to approve, across URI refreshes (default 10 min). */
  approvalTimeoutMs?: number
  /** One-click sign-in: connect and sign in with one approval (SIWX supplies it). */
  authenticate?: WalletConnectAuthenticator
  logLevel?: string
  /**
   * The networks a session proposal asks for (eip155 and bip122 ones, as optional namespaces);
   * `networks` stays eip155-only for the connector's own connect and one-click sign-in.
   */
  proposalNetworks?: readonly Network[]
  /** Replaces the UniversalProvider (unit tests of the adapter's rules). */
  createProvider?: (parameters: CreateWalletConnectProviderParameters) => Promise<WalletConnectProvider>
}

export { WALLET_CONNECT_CONNECTOR_ID }

type Delegated = 'reconnect' | 'switchNetwork' | 'getBalance' | 'signMessage' | 'signTypedData' | 'sendTransaction' | 'waitForTransactionReceipt'
const DEEP_LINK_KEY = `${STORAGE_PREFIX}wallet-connect-deep-link`

/**
 * The WalletConnect connector and the adapter that serves it (eip155 sessions now). The connector
 * (its URI store and deep link) is here at once; what it does when used (provider set-up, pairing,
 * sign-in, the adapter's methods) loads on first use with the UniversalProvider, so a page pays
 * for it when the visitor picks WalletConnect or a stored session is restored, not in its first load.
 */
export function createWalletConnect(options: CreateWalletConnectParameters): { connector: WalletConnectConnector; adapter: WalletAdapter } {
  // The connector connects eip155 (docs/namespaces.md): one-click sign-in names no chain of another
  // namespace. The proposal also asks for the app's bip122 networks (optional: a wallet without
  // Bitcoin still approves), which walletConnectBip122 serves; solana is not asked for yet.
  const parameters = {
    ...options,
    networks: options.networks.filter((network) => network.chainNamespace === 'eip155'),
    proposalNetworks: options.networks.filter((network) => network.chainNamespace !== 'solana'),
  }
  const { logger } = parameters
  const uri = createStore<WalletConnectUriState>({ uri: undefined, expiresAt: undefined })
  let runtime: WalletConnectRuntime | undefined
  let loading: Promise<WalletConnectRuntime> | undefined
  // A cancel before the runtime is there still ends the connect that is loading it.
  let cancels = 0

  const load = () =>
    (loading ??= import('./walletConnectRuntime.js').then(
      ({ createWalletConnectRuntime }) => (runtime = createWalletConnectRuntime({ parameters, uri, deepLink, connector })),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const getProvider = () => load().then((loaded) => loaded.getProvider())
  // A cancel while the runtime loads ends the connect that waited for it.
  const loadUncancelled = async () => {
    const at = cancels
    const loaded = await load()
    if (cancels !== at) throw new ModalClosedError()
    return loaded
  }

  const deepLink = {
    get(): WalletConnectDeepLink | undefined {
      try {
        const raw = parameters.storage?.getItem(DEEP_LINK_KEY)
        const value: unknown = raw ? JSON.parse(raw) : undefined
        if (!value || typeof value !== 'object') return undefined
        const { href, name } = value as Record<string, unknown>
        return typeof href === 'string' && typeof name === 'string' && isSafeWalletLink(href) ? { href, name } : undefined
      } catch (error) {
        logger.warn('[berth] storage read of wallet-connect-deep-link failed', error)
        return undefined
      }
    },
    set(link: WalletConnectDeepLink) {
      if (!isSafeWalletLink(link.href)) return undefined
      try {
        parameters.storage?.setItem(DEEP_LINK_KEY, JSON.stringify({ href: link.href, name: link.name }))
      } catch (error) {
        logger.warn('[berth] storage write of wallet-connect-deep-link failed', error)
      }
      const current = uri.get().uri
      return current ? buildDeepLink(link.href, current) : undefined
    },
    clear() {
      try {
        parameters.storage?.removeItem(DEEP_LINK_KEY)
      } catch (error) {
        logger.warn('[berth] storage removal of wallet-connect-deep-link failed', error)
      }
    },
  }

  // The connector's EIP-1193 face (viem wallet clients, signing): requests go over the session.
  const eip1193: Eip1193Provider = {
    request: async (args) => (await getProvider()).request(args as { method: string; params?: unknown[] }),
    on: (event, listener) => void getProvider().then((loaded) => loaded.on(event, listener)),
    removeListener: (event, listener) => void getProvider().then((loaded) => loaded.removeListener(event, listener)),
  }

  const connector: WalletConnectConnector = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
    provider: eip1193,
    uri,
    deepLink,
    getProvider,
    ensureSession: () => loadUncancelled().then((loaded) => loaded.ensureSession()),
    cancel() {
      cancels += 1
      runtime?.cancel()
    },
    async close() {
      const loaded = await loading?.catch(() => undefined)
      await loaded?.close()
    },
  }

  // Once the runtime is loaded, its adapter answers these as they are.
  const later = <K extends Delegated>(key: K) =>
    ((...args: unknown[]) => load().then((loaded) => (loaded.adapter[key] as (...args: unknown[]) => unknown)(...args))) as WalletAdapter[K]

  const adapter: WalletAdapter = {
    namespace: 'eip155',
    connect: (target, network) => loadUncancelled().then((loaded) => loaded.adapter.connect(target, network)),
    reconnect: later('reconnect'),
    async disconnect(target) {
      // Nothing loaded: no session was restored or made in this page; only the stored link goes.
      if (!loading) return deepLink.clear()
      return (await load()).adapter.disconnect(target)
    },
    switchNetwork: later('switchNetwork'),
    watch(target, handlers) {
      if (runtime) return runtime.adapter.watch(target, handlers)
      let stop: (() => void) | undefined
      let stopped = false
      load().then((loaded) => {
        if (!stopped) stop = loaded.adapter.watch(target, handlers)
      }, handlers.onError)
      return () => {
        stopped = true
        stop?.()
      }
    },
    getBalance: later('getBalance'),
    signMessage: later('signMessage'),
    signTypedData: later('signTypedData'),
    sendTransaction: later('sendTransaction'),
    waitForTransactionReceipt: later('waitForTransactionReceipt'),
  }

  return { connector, adapter }
}
