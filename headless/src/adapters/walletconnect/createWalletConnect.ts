import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { formatCaipNetworkId } from '../../caip/caipNetworkId.js'
import type { AppMetadata } from '../../controllers/options/types.js'
import { createStore, type Store } from '../../controllers/store.js'
import { ModalClosedError } from '../../errors/connection.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import type { Network } from '../../networks/types.js'
import { STORAGE_PREFIX } from '../../storage/createStorage.js'
import type { Logger, StorageBackend } from '../../storage/types.js'
import type { Connector } from '../connector.js'
import type { Eip1193Provider } from '../eip1193.js'
import { parseAccounts, parseChainId } from '../eip155/parse.js'
import { signEip155Message } from '../eip155/signMessage.js'
import { switchEip155Chain } from '../eip155/switchChain.js'
import type { AdapterConnection, AdapterTimeouts, ChainAdapter } from '../types.js'
import { listenToEip155Events } from '../eip155/listenToEip155Events.js'
import type { WalletConnectAuthenticator } from './authentication.js'
import { buildDeepLink, isSafeWalletLink, type WalletConnectDeepLink } from './deepLink.js'
import { toConnectError, WalletConnectApprovalTimeoutError, WalletConnectRelayUnavailableError } from './errors.js'
import { createKeyValueStorage } from './keyValueStorage.js'
import { buildNamespaces } from './namespaces.js'
import { APPROVAL_TIMEOUT_MS, PAIRING_EXPIRY_MS, waitForApproval } from './pairing.js'
import { createWalletConnectProvider, type CreateWalletConnectProviderParameters, type WalletConnectProvider } from './createWalletConnectProvider.js'

/** The URI the ConnectingWalletConnect view shows as a QR code and in its links. */
export type WalletConnectUriState = {
  uri: string | undefined
  /** When this URI is replaced by a fresh one (ms since the epoch). */
  expiresAt: number | undefined
}

export type WalletConnectConnector = Connector & {
  type: 'WALLET_CONNECT'
  /** The pairing URI while a connect waits for a wallet; cleared once it settles. */
  uri: Store<WalletConnectUriState>
  /** SPEC §3: the wallet link the user opened (href, name), kept in storage until disconnect. */
  deepLink: {
    get(): WalletConnectDeepLink | undefined
    /** Stores the link and returns the deep link for the current URI, or undefined for an unsafe link. */
    set(link: WalletConnectDeepLink): string | undefined
    clear(): void
  }
  /** The UniversalProvider, initialised on first use (sign, send, or read the session). */
  getProvider(): Promise<WalletConnectProvider>
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
  /** SPEC §9: 4 min. */
  pairingExpiryMs?: number
  /** The whole wait for a wallet to approve, across URI refreshes (default 10 min). */
  approvalTimeoutMs?: number
  /** One-click sign-in: connect and sign in with one approval (SIWX supplies it). */
  authenticate?: WalletConnectAuthenticator
  logLevel?: string
  /** Replaces the UniversalProvider (unit tests of the adapter's rules). */
  createProvider?: (parameters: CreateWalletConnectProviderParameters) => Promise<WalletConnectProvider>
}

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
const DEEP_LINK_KEY = `${STORAGE_PREFIX}wallet-connect-deep-link`

/** The WalletConnect connector and the adapter that serves it (eip155 sessions now). */
export function createWalletConnect(parameters: CreateWalletConnectParameters): { connector: WalletConnectConnector; adapter: ChainAdapter } {
  const { timeouts, logger } = parameters
  const storagePrefix = parameters.storagePrefix ?? 'berth'
  const pairingExpiryMs = parameters.pairingExpiryMs ?? PAIRING_EXPIRY_MS
  const approvalTimeoutMs = parameters.approvalTimeoutMs ?? APPROVAL_TIMEOUT_MS
  let waiting: AbortController | undefined
  const uri = createStore<WalletConnectUriState>({ uri: undefined, expiresAt: undefined })
  let provider: WalletConnectProvider | undefined
  let loading: Promise<WalletConnectProvider> | undefined

  const getProvider = () => {
    loading ??= (parameters.createProvider ?? createWalletConnectProvider)({
      projectId: parameters.projectId,
      relayUrl: parameters.relayUrl,
      metadata: metadataOf(parameters.metadata),
      storagePrefix,
      storage: createKeyValueStorage(parameters.storage, `${STORAGE_PREFIX}walletconnect:${storagePrefix}`, logger),
      ...(parameters.logLevel ? { logLevel: parameters.logLevel } : {}),
    }).then(
      (created) => {
        provider = created
        created.on('display_uri', (next: string) => {
          uri.set({ uri: next, expiresAt: Date.now() + pairingExpiryMs })
          parameters.onUri?.(next)
        })
        return created
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
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
    cancel() {
      waiting?.abort(new ModalClosedError())
    },
    async close() {
      const loaded = await loading?.catch(() => undefined)
      if (!loaded) return
      loaded.client.core.heartbeat.stop()
      await loaded.client.core.relayer.transportClose().catch(() => undefined)
    },
  }

  /** A wallet that signed in with its approval: verified and stored, or the session ends. */
  const verifySignIn = async (loaded: WalletConnectProvider, { toSignedRecords }: typeof import('./authentication.js')) => {
    const cacaos = loaded.session?.authentication
    // A wallet without one-click sign-in approves the session alone; SIWX then asks separately.
    if (!cacaos?.length || !parameters.authenticate) return
    try {
      const records = toSignedRecords(cacaos, (cacao) => loaded.client.formatAuthMessage({ request: cacao.p as never, iss: cacao.p.iss }))
      await parameters.authenticate.verify(records)
    } catch (error) {
      await loaded.disconnect().catch((cause: unknown) => logger.warn('[berth] ending the unverified WalletConnect session failed', cause))
      throw error
    }
  }

  const connectionOf = async (loaded: WalletConnectProvider): Promise<AdapterConnection> => {
    const accounts = parseAccounts(await loaded.request({ method: 'eth_accounts' }), 'eth_accounts')
    if (accounts.length === 0) throw new InvalidProviderResponseError('wc_sessionSettle', { details: 'the session has no eip155 account' })
    return { accounts, caipNetworkId: chainOf(await loaded.request({ method: 'eth_chainId' }), 'eth_chainId') }
  }

  const adapter: ChainAdapter = {
    namespace: 'eip155',

    async connect() {
      const controller = new AbortController()
      waiting?.abort(new ModalClosedError())
      waiting = controller
      try {
        const loaded = await getProvider()
        if (!liveSession(loaded)) {
          const namespaces = buildNamespaces(parameters.networks)
          // One-click sign-in's request and its CACAO checks (with their schema) load with a connect that signs in.
          const signIn = parameters.authenticate ? await import('./authentication.js') : undefined
          // One request (one nonce) per connect, whichever of its refreshed URIs the wallet scans.
          const auth = parameters.authenticate && signIn?.canAuthenticate(parameters.networks) ? await parameters.authenticate.request(parameters.networks) : undefined
          const authentication = auth && signIn ? [signIn.authenticationParams(auth, parameters.networks, Math.ceil(pairingExpiryMs / 1_000) + 60)] : undefined
          await waitForApproval({
            pair: () => loaded.connect({ optionalNamespaces: namespaces, ...(authentication ? { authentication } : {}) }),
            nextUri: () => nextUri(uri),
            refreshMs: pairingExpiryMs,
            // The QR code waits for a person, not for a wallet's reply: its own, longer bound.
            timeoutMs: approvalTimeoutMs,
            // Making a URI needs the relay socket: no URI in a request's time means no relay.
            uriTimeoutMs: timeouts.requestTimeoutMs,
            onTimeout: (waitedMs) => new WalletConnectApprovalTimeoutError(waitedMs),
            onNoUri: (waitedMs) => new WalletConnectRelayUnavailableError(parameters.relayUrl, waitedMs),
            signal: controller.signal,
          })
          if (auth && signIn) await verifySignIn(loaded, signIn)
        }
        return await connectionOf(loaded)
      } catch (error) {
        // A newer connect has its own pairing now, which this cleanup would delete.
        if (waiting === controller) provider?.cleanupPendingPairings({ deletePairings: true }).catch(() => undefined)
        throw toConnectError(error)
      } finally {
        if (waiting === controller) {
          waiting = undefined
          uri.set({ uri: undefined, expiresAt: undefined })
        }
      }
    },

    async reconnect() {
      // Reads the stored session only: a reload never shows a prompt.
      const loaded = await getProvider()
      if (!liveSession(loaded)) return undefined
      return connectionOf(loaded)
    },

    async disconnect() {
      deepLink.clear()
      const loaded = await loading?.catch(() => undefined)
      if (!loaded?.session) return
      try {
        await loaded.disconnect()
      } catch (error) {
        logger.warn('[berth] WalletConnect session end failed; disconnected locally', error)
      }
    },

    async switchNetwork(_connector, network) {
      const loaded = await getProvider()
      // UniversalProvider answers wallet_switchEthereumChain itself for a chain the session already
      // has, and asks the wallet otherwise; wallet_addEthereumChain (4902) does not move its default chain.
      await switchEip155Chain(connector.provider, network, timeouts.connectTimeoutMs)
      const current = chainOf(await loaded.request({ method: 'eth_chainId' }), 'eth_chainId')
      if (current !== network.caipNetworkId) loaded.setDefaultChain(network.caipNetworkId, network.rpcUrls.default.http[0])
    },

    watch(_connector, handlers) {
      let stop: (() => void) | undefined
      let stopped = false
      const attach = (loaded: WalletConnectProvider) => {
        // UniversalProvider emits 'disconnect' after the wallet deletes the session (session_delete).
        stop = listenToEip155Events(loaded, {
          ...handlers,
          onDisconnect: () => {
            deepLink.clear()
            handlers.onDisconnect()
          },
        })
      }
      if (provider) attach(provider)
      else void getProvider().then((loaded) => stopped || attach(loaded), handlers.onError)
      return () => {
        stopped = true
        stop?.()
      }
    },

    async getBalance(network, address) {
      const { getEip155Balance } = await import('../eip155/getBalance.js')
      return getEip155Balance(network, address)
    },

    signMessage: (_connector, request) => signEip155Message(connector.provider, request, timeouts.connectTimeoutMs),
  }

  return { connector, adapter }
}

/** Resolves when `uri` next holds a URI. */
function nextUri(uri: Store<WalletConnectUriState>): Promise<void> {
  return new Promise((resolve) => {
    const stop = uri.subscribe((state) => {
      if (!state.uri) return
      stop()
      resolve()
    })
  })
}

function liveSession(provider: WalletConnectProvider): boolean {
  const session = provider.session
  return session !== undefined && session.expiry * 1_000 > Date.now()
}

/** UniversalProvider reports chains as a number (eth_chainId) or a decimal reference (chainChanged). */
function chainOf(value: unknown, method: string): CaipNetworkId {
  return formatCaipNetworkId('eip155', parseChainId(value, method))
}

function metadataOf(metadata: AppMetadata | undefined): CreateWalletConnectProviderParameters['metadata'] {
  const origin = typeof location === 'undefined' ? undefined : location.origin
  return {
    name: metadata?.name ?? 'Berth',
    description: metadata?.description ?? '',
    url: metadata?.url ?? origin ?? 'http://127.0.0.1',
    icons: metadata?.icons ?? [],
  }
}
