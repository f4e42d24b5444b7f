import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { formatCaipNetworkId } from '../../caip/caipNetworkId.js'
import type { AppMetadata } from '../../types/appMetadata.js'
import type { Store } from '../../store/createStore.js'
import { ModalClosedError } from '../../errors/connection.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import { STORAGE_PREFIX } from '../../storage/createStorage.js'
import { parseAccounts, parseChainId } from '../eip155/parse.js'
import { signEip155Message } from '../eip155/signMessage.js'
import { switchEip155Chain } from '../eip155/switchChain.js'
import type { AdapterConnection, WalletAdapter } from '../types.js'
import { listenToEip155Events } from '../eip155/listenToEip155Events.js'
import { walletActions } from '../eip155/createEip155Adapter.js'
import type { CreateWalletConnectParameters, WalletConnectConnector, WalletConnectUriState } from './createWalletConnect.js'
import { toConnectError, WalletConnectApprovalTimeoutError, WalletConnectRelayUnavailableError } from './errors.js'
import { createKeyValueStorage } from './keyValueStorage.js'
import { buildNamespaces } from './namespaces.js'
import { APPROVAL_TIMEOUT_MS, PAIRING_EXPIRY_MS, waitForApproval } from './pairing.js'
import { createWalletConnectProvider, type CreateWalletConnectProviderParameters, type WalletConnectProvider } from './createWalletConnectProvider.js'

export type WalletConnectRuntimeContext = {
  parameters: CreateWalletConnectParameters
  uri: Store<WalletConnectUriState>
  deepLink: WalletConnectConnector['deepLink']
  connector: WalletConnectConnector
}

export type WalletConnectRuntime = {
  getProvider(): Promise<WalletConnectProvider>
  /** The live session's provider, after pairing (the QR code) when there is none: connect without reading eip155 accounts. */
  ensureSession(): Promise<WalletConnectProvider>
  adapter: WalletAdapter
  /** Ends a connect still waiting for a wallet with 'Modal closed'. */
  cancel(): void
  close(): Promise<void>
}

/**
 * What the WalletConnect connector does once it is used (connect, reconnect, sign...): the
 * provider's set-up, pairing, one-click sign-in and the adapter. createWalletConnect loads it on
 * first use, with the UniversalProvider, so none of it is in a page's first load.
 */
export function createWalletConnectRuntime({ parameters, uri, deepLink, connector }: WalletConnectRuntimeContext): WalletConnectRuntime {
  const { timeouts, logger } = parameters
  const storagePrefix = parameters.storagePrefix ?? 'berth'
  const pairingExpiryMs = parameters.pairingExpiryMs ?? PAIRING_EXPIRY_MS
  const approvalTimeoutMs = parameters.approvalTimeoutMs ?? APPROVAL_TIMEOUT_MS
  let waiting: AbortController | undefined
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

  /** Pairs when there is no live session (one at a time: a newer call ends an older wait), then reads the session with `read`. */
  const withSession = async <T>(read: (loaded: WalletConnectProvider) => Promise<T>): Promise<T> => {
    const controller = new AbortController()
    waiting?.abort(new ModalClosedError())
    waiting = controller
    try {
      const loaded = await getProvider()
      if (!liveSession(loaded)) {
        const namespaces = buildNamespaces(parameters.proposalNetworks ?? parameters.networks)
        // One-click sign-in's request and its CACAO checks (with their schema) load with a connect that signs in.
        const signIn = parameters.authenticate ? await import('./authentication.js') : undefined
        // One request (one nonce) per connect, whichever of its refreshed URIs the wallet scans.
        const auth =
          parameters.authenticate && signIn?.canAuthenticate(parameters.networks) ? await parameters.authenticate.request(parameters.networks) : undefined
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
      return await read(loaded)
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
  }

  const adapter: WalletAdapter = {
    namespace: 'eip155',

    connect: () => withSession(connectionOf),

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
      // One session serves every namespace (eip155, bip122): each connection on it hears it end,
      // as when the wallet ends it (UniversalProvider says nothing of an end the dapp asked for).
      loaded.events.emit('disconnect')
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

    signTypedData: (_connector, request) =>
      walletActions().then((actions) => actions.signEip155TypedData(connector.provider, request, timeouts.connectTimeoutMs)),
    sendTransaction: (_connector, request) => walletActions().then((actions) => actions.sendEip155Call(connector.provider, request, timeouts.connectTimeoutMs)),
    waitForTransactionReceipt: (network, request) => walletActions().then((actions) => actions.waitForEip155Receipt(network, request)),
  }

  return {
    getProvider,
    ensureSession: () => withSession(async (loaded) => loaded),
    adapter,
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
