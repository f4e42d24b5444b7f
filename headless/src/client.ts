import { SDK_VERSION } from './api/constants.js'
import { createApiClient, type ApiClient } from './api/createApiClient.js'
import { createEip155Adapter } from './adapters/eip155/createEip155Adapter.js'
import type { ChainAdapter } from './adapters/types.js'
import { routeConnectorType } from './adapters/walletconnect/routeAdapter.js'
import type { AccountDataController } from './controllers/account/createAccountDataController.js'
import { createLazyAccountDataController } from './controllers/account/lazyAccountDataController.js'
import { createAlertsController, systemClock, type AlertsController, type Clock } from './controllers/alerts/createAlertsController.js'
import { createConnectionController, type ConnectionController } from './controllers/connection/createConnectionController.js'
import { connectedNamespaces, selectActiveConnection } from './controllers/connection/types.js'
import { createConnectorsController, type ConnectorsController, type Discovery } from './controllers/connectors/createConnectorsController.js'
import type { EmbeddedController } from './controllers/embedded/embeddedTypes.js'
import { createEventsController, type EventsController } from './controllers/events/createEventsController.js'
import { createFeaturesController, type FeaturesController } from './controllers/features/createFeaturesController.js'
import type { OriginAlert } from './controllers/features/checkAllowedOrigins.js'
import { createModalController, type ModalController } from './controllers/modal/createModalController.js'
import { createNetworkController, isUnsupported, type NetworkController } from './controllers/network/createNetworkController.js'
import { shouldOpenUnsupportedChain } from './controllers/network/decideUnsupportedChain.js'
import { resolveOptions } from './options/resolveOptions.js'
import type { BerthOptions, ResolvedOptions } from './options/types.js'
import type { ReportsController } from './controllers/reports/createReportsController.js'
import { createLazyReportsController } from './controllers/reports/lazyReportsController.js'
import { createRouterController, type RouterController } from './controllers/router/createRouterController.js'
import { createSendController, type SendController } from './controllers/send/createSendController.js'
import type { SwapController } from './controllers/swap/createSwapController.js'
import { createLazySwapController } from './controllers/swap/lazySwapController.js'
import type { CaipNetworkId } from './caip/caipNetworkId.js'
import type { WalletListingController } from './controllers/walletListing/createWalletListingController.js'
import { createLazyWalletListingController } from './controllers/walletListing/lazyWalletListingController.js'
import { localStorageBackend, memoryBackend } from './storage/backends.js'
import { createStorage } from './storage/createStorage.js'
import { resilientBackend } from './storage/resilientBackend.js'
import type { ChainNamespace } from './types/chain.js'
import { createLazySiwxController } from './siwx/lazySiwxController.js'
import type { SiwxController } from './siwx/siwxState.js'
import { assertOneSignInConfig, canCloseModal } from './siwx/rules.js'
import { resolveSiwx } from './siwx/siwxOption.js'
import { walletConnectAuthenticator } from './siwx/walletConnectAuthenticator.js'

/**
 * Everything Berth does, as controllers: their state in small stores (read them with useStore or
 * the hooks) and their methods. The hooks and query factories call these; an app without React
 * can call them directly.
 */
export type Client = {
  /** The options given to createClient, with their defaults filled in. */
  options: ResolvedOptions
  /** One chain adapter per namespace: eip155's, and those the `adapters` option brings. */
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  /** The wallets found (EIP-6963, window.ethereum, WalletConnect) and the recent ones. */
  connectors: ConnectorsController
  /** Connect, disconnect, reconnect, and what the connected wallet signs. */
  connection: ConnectionController
  /** The app's networks and the active one. */
  network: NetworkController
  /** The stock modal's view stack. */
  router: RouterController
  /** Whether the stock modal is open. */
  modal: ModalController
  /** The notification and the alert the stock modal shows. */
  alerts: AlertsController
  /** Tracked events (connect, switch network, sign-in ...). */
  events: EventsController
  /** The wallet-provider and data API clients (no request is made before mount()). */
  api: ApiClient
  /** Remote project features merged with the `features` option; fetched at mount. */
  features: FeaturesController
  /** AllWallets pages and recommended wallets; fetched only when a query asks. */
  walletListing: WalletListingController
  /** Error reports (max 5 per 60 s) and analytics events (when enabled). */
  reports: ReportsController
  /** Sign-in with X; undefined when the app did not configure it. */
  siwx: SiwxController | undefined
  /** What Account reads: the native balance from the chain, token balances, activity, identity and NFTs from the data API. */
  account: AccountDataController
  /** The send form's state, its preview (gas and fee) and the send itself: the hash first, the confirmation after. */
  send: SendController
  /** The embedded wallet (email, social and Farcaster logins); undefined without the `embeddedWallet` option. */
  embedded: EmbeddedController | undefined
  /** Swaps on the networks the swap service serves: tokens, quotes, allowance, gas price, approve and swap (loaded with its first use). */
  swap: SwapController
  /**
   * Switches the app and the connected wallet to `caipNetworkId`, pushing the view the switch
   * needs in the stock modal; nothing when it is already active.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /**
   * SwitchActiveChain's action: the app moves to `caipNetworkId`, a network of a namespace where no
   * account is connected yet, and the stock modal shows Connect to connect one there.
   */
  switchActiveChain(caipNetworkId: CaipNetworkId): Promise<void>
  /**
   * Starts discovery and reconnect in the browser; the remote checks (feature configuration,
   * allowed origins, analytics configuration) run once per client, when the modal first opens.
   * Returns the stop function. Idempotent.
   */
  mount(): () => void
}

/** createClient's options (BerthOptions), and the ports a test or an unusual host may replace. */
export type CreateClientParameters = BerthOptions & {
  /** Timers the notifications use (tests pass a fake clock). */
  clock?: Clock
  /** How long reconnect waits for a stored wallet to announce itself. Default 1 s. */
  discoveryWaitMs?: number
  /** The fetch the API clients use (tests); defaults to globalThis.fetch. */
  fetch?: typeof fetch
  /** First API retry delay, doubling: 150 ms unless set; tests pass 0. */
  apiRetryDelayMs?: number
  /** Wall clock for report timestamps and the report rate limit. */
  now?: () => number
  /** The page origin checked against the allowed origins; defaults to window.location.origin. */
  origin?: string
}

/** Reconnect waits this long for a stored wallet to announce itself. */
const DISCOVERY_WAIT_MS = 1_000

/**
 * Creates the client: every controller, wired to the adapters, the APIs and the storage. Nothing
 * touches the network or the page until `mount()` (BerthProvider mounts it). Create it once, at
 * module level or in a state initialiser.
 *
 * @throws ChainNotConfiguredError when `networks` is empty or lists a network twice
 * @throws NetworkNotFoundError when `defaultNetwork` is not one of `networks`
 * @throws SignInConfigConflictError when both `siwx` and `siweConfig` are given
 *
 * @example
 * const client = createClient({ projectId, networks: [mainnet, base], walletConnect: walletConnect({ projectId }) })
 */
export function createClient(parameters: CreateClientParameters): Client {
  assertOneSignInConfig(parameters)
  const options = resolveOptions(parameters)
  const logger = options.logger
  // Nothing is read or written here: a client created at module level on a server touches no storage.
  const backend = resilientBackend(options.storage ?? (options.storage === null ? memoryBackend() : localStorageBackend()), logger)
  const storage = createStorage(backend, logger)
  const timeouts = { connectTimeoutMs: options.connectTimeoutMs, requestTimeoutMs: options.requestTimeoutMs }
  const eip155 = createEip155Adapter(timeouts, logger)
  const api = createApiClient({
    projectId: options.projectId,
    apiUrl: options.apiUrl,
    walletApiUrl: options.walletApiUrl,
    fetch: parameters.fetch,
    retryDelayMs: parameters.apiRetryDelayMs,
  })
  const alerts = createAlertsController(parameters.clock ?? systemClock)
  const siwxConfig = resolveSiwx(options.siwx, {
    transport: api.transport,
    // Read when a sign-in message is made, in the page; never at creation.
    get location() {
      return locationForSignIn(options.window)
    },
    now: parameters.now ?? Date.now,
    storage: backend,
    networks: options.networks,
  })
  const authenticator = siwxConfig ? walletConnectAuthenticator(siwxConfig, alerts) : undefined
  // The walletConnect option brings its own connector and adapter (from its own entry, so the core
  // never bundles WalletConnect); WALLET_CONNECT connectors are routed to that adapter.
  const walletConnect = options.walletConnect?.setup({
    networks: options.networks,
    metadata: options.metadata,
    projectId: options.projectId,
    storage: backend,
    logger,
    timeouts,
    ...(authenticator ? { authenticator } : {}),
  })
  const adapters: Client['adapters'] = {
    eip155: walletConnect ? routeConnectorType(eip155, 'WALLET_CONNECT', walletConnect.adapter) : eip155,
  }
  // Each other namespace brings its adapter and its wallet discovery; its heavy code loads when used.
  const discoveries: Discovery[] = []
  for (const option of options.adapters ?? []) {
    // bitcoin() adds WalletConnect's bip122 side (its own connector, the same session) when the client has it.
    const setup = option.setup({ networks: options.networks, timeouts, logger, walletConnect })
    adapters[option.namespace] = setup.adapter
    discoveries.push(setup.discover)
  }

  const events = createEventsController()
  const connectors = createConnectorsController(storage, logger, walletConnect?.connector, discoveries)
  const rules = { networks: options.networks, walletConnect: !!walletConnect, adapters: options.adapters }
  const network = createNetworkController(options.networks, options.defaultNetwork.caipNetworkId)
  const connection = createConnectionController({
    adapters,
    connectors,
    network,
    events,
    storage,
    logger,
    discoveryWaitMs: parameters.discoveryWaitMs ?? DISCOVERY_WAIT_MS,
    rules,
  })
  const isConnected = () => selectActiveConnection(connection.store.get()).status === 'connected'
  let siwx: SiwxController | undefined
  const modal: ModalController = createModalController({
    router: () => router,
    isConnected,
    // Signed out (disconnected) there is nothing to sign in with: the modal may close.
    canClose: () =>
      !siwx || !isConnected() || canCloseModal({ view: router.current()?.view, required: siwx.required(), hasSessions: siwx.store.get().sessions.length > 0 }),
  })
  const router = createRouterController({ isConnected, close: () => modal.close() })

  // Without the wallet-provider API (no project id or URL) nothing is fetched: local options apply.
  const features = createFeaturesController({ api: options.projectId && options.walletApiUrl ? api : undefined, local: options.features, logger })
  const walletListing = createLazyWalletListingController({
    api,
    connectors: connectors.store,
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    chains: options.networks.map((network) => network.caipNetworkId),
  })
  const page = pageInfo(options.window, parameters.origin)
  const reports = createLazyReportsController({
    api,
    // Reports and analytics events go to the data API, the analytics switch comes from the
    // wallet-provider API: without them both stay off (the configuration alert says what is missing).
    projectId: options.apiUrl ? options.projectId : undefined,
    enableAnalytics: options.enableAnalytics && options.walletApiUrl !== undefined,
    now: parameters.now ?? Date.now,
    page,
    logger,
  })
  const account = createLazyAccountDataController({ api, alerts, events, network, adapters, now: parameters.now ?? Date.now })
  const send = createSendController({ connection, network, adapters, alerts, logger, timeouts, options: options.send ?? {} })
  // Both ends of a confirmed send hold something else now: their next portfolio read is forced fresh.
  send.onSent((sent) => {
    for (const address of [sent.from, sent.receiver]) account.markChanged(address)
  })
  const swap = createLazySwapController({ connection, network, adapters, options, api, alerts, account })
  if (siwxConfig) {
    // SIWX matters once an account connects: its controller loads then (state and `required` are here now).
    siwx = createLazySiwxController({
      config: siwxConfig,
      connection,
      network,
      modal,
      events,
      logger,
      storage,
      switchNetwork: (caipNetworkId) => client.switchNetwork(caipNetworkId),
      adapters,
      isSmartAccount: (address, caipNetworkId) =>
        import('./siwx/isContractAccount.js').then(({ isContractAccount }) => isContractAccount(network.find(caipNetworkId), address)),
    })
  }
  // The feature configuration, allowed origins and analytics switch matter once the modal shows:
  // a page that never opens it makes no API request (reconnecting needs none). Each is read once;
  // one whose code could not load at an opening (the network dropped), or whose request got no
  // answer, is tried again at the next.
  let originsChecked = false
  let originsAlert: OriginAlert | undefined
  const checkRemote = () => {
    void features.load()
    if (!originsChecked) {
      originsChecked = true
      void import('./controllers/features/checkAllowedOrigins.js').then(
        async ({ checkAllowedOrigins }) => {
          const outcome = await checkAllowedOrigins({ api, projectId: options.projectId, origin: page().origin, alerts, logger, earlier: originsAlert })
          originsAlert = outcome.alert
          originsChecked = outcome.final
        },
        () => (originsChecked = false),
      )
    }
    void reports.loadAnalyticsConfig()
  }

  const client: Client = {
    options,
    adapters,
    connectors,
    connection,
    network,
    router,
    modal,
    alerts,
    events,
    api,
    features,
    walletListing,
    reports,
    account,
    send,
    swap,
    siwx,
    // The embeddedWallet option adds its AUTH connectors' discovery (read at mount); its code loads with its first use.
    embedded: options.embeddedWallet?.setup({ client: () => client, storage, version: SDK_VERSION, siwx: siwxConfig, discoveries }),
    // The switch (its rules, views and alerts) loads with the first switch, not in the page's first load.
    switchNetwork: (caipNetworkId) =>
      import('./controllers/network/switchNetwork.js').then(({ switchNetwork }) =>
        switchNetwork(
          { network, connection: connection.store, activeConnector: connection.activeConnector, adapters, router, modal, alerts, events },
          caipNetworkId,
        ),
      ),
    switchActiveChain: (caipNetworkId) =>
      import('./controllers/network/switchNetwork.js').then(({ switchActiveChain }) => switchActiveChain({ network, router, events }, caipNetworkId)),
    mount: once(() => {
      const stops = [watchActiveNamespace(client), watchUnsupportedChain(client), watchDisconnect(client)]
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      if (target) stops.push(connectors.watch(target))
      void connection.reconnect()
      stops.push(reports.trackEvents(events))
      stops.push(onEachOpening(modal, checkRemote))
      if (siwx) stops.push(siwx.watch())
      return () => {
        for (const stop of stops) stop()
      }
    }),
  }
  return client
}

/** The page the reports name and the origin the allow-list is checked against; read when needed, not at import. */
function pageInfo(target: unknown, origin: string | undefined) {
  return () => {
    const location = locationOf(target) ?? locationOf(typeof window === 'undefined' ? undefined : window)
    const href = location?.href ?? ''
    return { url: href, domain: location?.hostname ?? '', origin: origin ?? location?.origin }
  }
}

type PageLocation = { href?: string; host?: string; hostname?: string; origin?: string }

function locationOf(target: unknown): PageLocation | undefined {
  if (!target || typeof target !== 'object' || !('location' in target)) return undefined
  const location = (target as { location?: unknown }).location
  return location && typeof location === 'object' ? (location as PageLocation) : undefined
}

/** The domain and URI a sign-in message names: the page's own. */
function locationForSignIn(target: unknown): { host: string; origin: string } | undefined {
  const { host, origin } = locationOf(target) ?? locationOf(typeof window === 'undefined' ? undefined : window) ?? {}
  return host && origin ? { host, origin } : undefined
}

/** Runs `run` at each opening of the modal (at once when it is open already); returns the stop function. */
function onEachOpening(modal: ModalController, run: () => void): () => void {
  let open = modal.store.get().open
  if (open) run()
  return modal.store.subscribe((state) => {
    if (state.open === open) return
    open = state.open
    // In a task of its own: the opening's render and first paint come before its requests start.
    if (open) setTimeout(run)
  })
}

function once(start: () => () => void): () => () => void {
  let stop: (() => void) | undefined
  let mounts = 0
  return () => {
    mounts += 1
    stop ??= start()
    return () => {
      mounts -= 1
      if (mounts === 0) {
        stop?.()
        stop = undefined
      }
    }
  }
}

/** A wallet on a chain the app does not list opens UnsupportedChain (docs/views.md). */
function watchUnsupportedChain(client: Client): () => void {
  const check = () => {
    const open = shouldOpenUnsupportedChain({
      connected: selectActiveConnection(client.connection.store.get()).status === 'connected',
      unsupported: isUnsupported(client.network.store.get()),
      allowUnsupportedChain: client.options.allowUnsupportedChain,
      enableNetworkSwitch: client.options.enableNetworkSwitch,
    })
    const showing = client.modal.store.get().open && client.router.current()?.view === 'UnsupportedChain'
    if (open && !showing) client.modal.open({ view: 'UnsupportedChain' })
  }
  const stops = [client.network.store.subscribe(check), client.connection.store.subscribe(check)]
  return () => {
    for (const stop of stops) stop()
  }
}

/** The namespace the app acts in is always the active network's: a switch to a Solana cluster makes Solana's connection the active one. */
function watchActiveNamespace(client: Client): () => void {
  return client.network.store.subscribe((state, previous) => {
    if (state.activeCaipNetworkId === previous.activeCaipNetworkId) return
    const namespace = client.network.find(state.activeCaipNetworkId)?.chainNamespace ?? (state.activeCaipNetworkId.split(':')[0] as ChainNamespace)
    client.connection.setActiveNamespace(namespace)
  })
}

/**
 * docs/states.md: disconnect clears the account and closes the modal, whoever started it. When
 * another namespace is still connected, the app moves to that connection's network; otherwise back
 * to the default network.
 */
function watchDisconnect(client: Client): () => void {
  return client.connection.store.subscribe((state, previous) => {
    const was = selectActiveConnection(previous).status
    const now = selectActiveConnection(state).status
    if (was !== 'connected' || now !== 'disconnected' || state.activeNamespace !== previous.activeNamespace) return
    const other = connectedNamespaces(state).map((namespace) => state.byNamespace[namespace]?.caipAddress)[0]
    client.network.setActive(other ? (other.split(':').slice(0, 2).join(':') as CaipNetworkId) : client.options.defaultNetwork.caipNetworkId)
    client.modal.close()
  })
}
