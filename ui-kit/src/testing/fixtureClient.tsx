/**
 * Fixtures for stories and tests: a real Berth client (real controllers, real EIP-6963 discovery,
 * real connect/disconnect code) whose wallets are scripted stand-ins (`...Fake`) and whose store
 * state is set to one named situation. Nothing here talks to the network: the native balance is
 * pre-seeded in the QueryClient, so `useBalance` never reaches the devnet's anvil.
 */
import {
  createClient,
  type SiwxConfig,
  type CaipNetworkId,
  type Client,
  type ConnectionState,
  type Eip1193Provider,
  type FeaturesOption,
  type Logger,
  type RouteEntry,
  type SwapOptions,
} from '@berth/headless'
import { berthDevnet, berthDevnetL2, berthSolanaDevnet, DEVNET_API_URL, DEVNET_SOLANA_RPC_URL, devnetOnrampNetworks } from '@berth/devnet/networks'
import type { WalletConnectOption } from '@berth/headless/walletconnect'
import type { EmbeddedWalletOption } from '@berth/headless/embedded'
import { balanceQueryOptions } from '@berth/headless/query'
import { BerthProvider } from '@berth/headless/react'
import { QueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { walletIcons } from '../primitives/fixtures'
import { fixtureSolanaAddress, fixtureSolanaOption, solanaConnectorOf, solanaWalletFake, type FixtureSolanaWallet } from './solanaWalletFake'
import { createWalletApiFake, type WalletApiFake } from './walletApiFake'

/** 'connectedSolana': Fox Wallet's Solana side connected on Berth Solana Devnet (the app has both namespaces). */
export type Fixture = 'disconnected' | 'empty' | 'connecting' | 'connected' | 'unsupported' | 'connectedSolana'

export const fixtureAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
export const fixtureBalance = { value: 10000n * 10n ** 18n, decimals: 18, symbol: 'ETH', formatted: '10000' } as const
export const fixtureNetworks = [berthDevnet, berthDevnetL2] as const
export const fixtureSolanaBalance = { value: 12_500_000_000n, decimals: 9, symbol: 'SOL', formatted: '12.5' } as const

/**
 * Berth Solana Devnet with an explorer (Solana's, pointed at the devnet's RPC as a custom cluster),
 * so the stories' and tests' explorer links have somewhere to go.
 */
export const fixtureSolanaNetwork = {
  ...berthSolanaDevnet,
  blockExplorers: {
    default: { name: 'Solana Explorer', url: `https://explorer.solana.com/?cluster=custom&customUrl=${encodeURIComponent(DEVNET_SOLANA_RPC_URL)}` },
  },
} as const
export const unsupportedCaipNetworkId = 'eip155:1' as const

/** Stories and tests log nothing; the wallets below fail on purpose. */
export const quietLogger: Logger = { warn: () => undefined, error: () => undefined }

type ScriptedProvider = Eip1193Provider & { calls: string[] }

function scriptedProvider(answer: (method: string) => Promise<unknown>): ScriptedProvider {
  const calls: string[] = []
  return {
    calls,
    request({ method }) {
      calls.push(method)
      return answer(method)
    },
    on: () => undefined,
    removeListener: () => undefined,
  }
}

const devnetChainId = `0x${berthDevnet.id.toString(16)}`

/** A wallet that approves at once with the fixture account on Berth Devnet. */
export function approvingProviderFake(): ScriptedProvider {
  return scriptedProvider(async (method) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [fixtureAddress]
      case 'eth_chainId':
        return devnetChainId
      case 'wallet_revokePermissions':
        return null
      default:
        throw { code: 4200, message: `${method} unsupported` }
    }
  })
}

/** A wallet whose prompt is never answered (the user has not decided yet). */
export function pendingProviderFake(): ScriptedProvider {
  return scriptedProvider(() => new Promise<never>(() => undefined))
}

/** A wallet whose user declines every request (EIP-1193 4001). */
export function rejectingProviderFake(): ScriptedProvider {
  return scriptedProvider(async () => {
    throw { code: 4001, message: 'User rejected the request.' }
  })
}

export type FixtureWallet = { rdns: string; name: string; icon?: string; provider: ScriptedProvider }

export type FixtureWallets = {
  /** Approves; the Recent wallet of the 'disconnected' fixture and the connected wallet. */
  approving: FixtureWallet
  /** Never answers: ConnectingExternal stays pending. */
  pending: FixtureWallet
  /** Rejects with 4001: ConnectingExternal shows 'Connection rejected'. */
  rejecting: FixtureWallet
  /**
   * The wallet-standard Solana wallets (listed with the `solana` option): Fox Wallet's Solana side
   * (same name and icon as its EIP-6963 side, as the Devnet Wallet and Phantom have), and Sunrise
   * Wallet, a Solana-only wallet. Both approve.
   */
  solana: { fox: FixtureSolanaWallet; sunrise: FixtureSolanaWallet }
}

export function fixtureWallets(): FixtureWallets {
  return {
    approving: { rdns: 'io.berth.fox', name: 'Fox Wallet', icon: walletIcons.fox, provider: approvingProviderFake() },
    pending: { rdns: 'io.berth.blue', name: 'Blue Wallet', icon: walletIcons.blue, provider: pendingProviderFake() },
    rejecting: { rdns: 'io.berth.phantasm', name: 'Phantasm', icon: walletIcons.purple, provider: rejectingProviderFake() },
    solana: {
      fox: solanaWalletFake('Fox Wallet', walletIcons.fox, berthSolanaDevnet.caipNetworkId),
      sunrise: solanaWalletFake('Sunrise Wallet', walletIcons.sun, berthSolanaDevnet.caipNetworkId),
    },
  }
}

/** A stand-in window on which the wallets announce themselves over EIP-6963, as in a browser. */
function walletWindow(wallets: readonly FixtureWallet[]): EventTarget {
  const target = new EventTarget()
  const announce = () => {
    for (const wallet of wallets) {
      const info = { uuid: `${wallet.rdns}-uuid`, name: wallet.name, rdns: wallet.rdns, ...(wallet.icon ? { icon: wallet.icon } : {}) }
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: wallet.provider }) }))
    }
  }
  target.addEventListener('eip6963:requestProvider', announce)
  return target
}

export type FixtureOptions = {
  /** The modal's view stack (the last entry is shown). Defaults to the fixture's natural view. */
  history?: RouteEntry[]
  /** Open the modal (for BerthModal stories). */
  open?: boolean
  /** The in-memory wallet-provider API the client's fetch goes to; defaults to a 60-wallet listing. */
  walletApi?: WalletApiFake
  /** Adds a WalletConnect connector (walletConnectFake for stories). */
  walletConnect?: WalletConnectOption
  /** Sign-in with X (siwxFake for stories). */
  siwx?: SiwxConfig
  /** The embedded wallet option (`embeddedWallet({ frameUrl })`): Connect then offers the email login. */
  embeddedWallet?: EmbeddedWalletOption
  /** The `features` option (e.g. `{ socials: ['github', 'google'] }`). */
  features?: FeaturesOption
  /** The project id; given as undefined, the client has none (the configuration alert's story). */
  projectId?: string | undefined
  /** The `swaps` option: e.g. the devnet chains as swap-supported networks (Account then shows Swap). */
  swaps?: SwapOptions
  /**
   * true: the app also has Berth Solana Devnet and the Solana adapter, and the Solana wallets are
   * found; 'wallets-only': the Solana wallets are found but the app has no Solana network. Always
   * true for 'connectedSolana'.
   */
  solana?: boolean | 'wallets-only'
  /**
   * The connected wallet (Fox Wallet) stands in for the embedded wallet: its connector is marked
   * the 'AUTH' kind, and it answers personal_sign as `sign` says ('approve' by default: a
   * signature; 'pending': never; 'reject': 4001), as the embedded wallet's frame would.
   */
  embedded?: boolean | { sign: 'approve' | 'pending' | 'reject' }
}

export type FixtureClient = { client: Client; queryClient: QueryClient; wallets: FixtureWallets; walletApi: WalletApiFake }

function connectedState(caipNetworkId: CaipNetworkId, connectorId: string): Partial<ConnectionState> {
  return {
    reconnecting: false,
    activeNamespace: 'eip155',
    byNamespace: {
      eip155: {
        status: 'connected',
        connectorId,
        accounts: [fixtureAddress],
        address: fixtureAddress,
        caipAddress: `${caipNetworkId}:${fixtureAddress}`,
      },
    },
  }
}

function connectedSolanaState(connectorId: string): Partial<ConnectionState> {
  return {
    reconnecting: false,
    activeNamespace: 'solana',
    byNamespace: {
      solana: {
        status: 'connected',
        connectorId,
        accounts: [fixtureSolanaAddress],
        address: fixtureSolanaAddress,
        caipAddress: `${fixtureSolanaNetwork.caipNetworkId}:${fixtureSolanaAddress}`,
      },
    },
  }
}

/**
 * A real client in one fixture state. It is mounted here (wallet discovery on its own stand-in
 * window, reconnect with nothing stored), so the state below is final before the first render;
 * BerthProvider's own mount then only adds a reference.
 */
export function createFixtureClient(fixture: Fixture, options: FixtureOptions = {}): FixtureClient {
  const wallets = fixtureWallets()
  const listed = fixture === 'empty' ? [] : [wallets.approving, wallets.pending, wallets.rejecting]
  const walletApi = options.walletApi ?? createWalletApiFake()
  const solana = fixture === 'connectedSolana' ? true : (options.solana ?? false)
  const solanaWallets = solana && fixture !== 'empty' ? [wallets.solana.fox, wallets.solana.sunrise] : []
  const client = createClient({
    // API calls (wallet listing, account data) are answered from memory, never from the network.
    // The base is the devnet's, whose image routes the account fixtures' images point at.
    projectId: 'projectId' in options ? options.projectId : 'berth-fixtures',
    apiUrl: DEVNET_API_URL,
    walletApiUrl: DEVNET_API_URL,
    fetch: walletApi.fetch,
    apiRetryDelayMs: 0,
    // Devnet Ramp's names for the devnet chains, as an app names its on-ramp's networks.
    onramp: { networks: devnetOnrampNetworks },
    networks: solana === true ? [berthDevnet, berthDevnetL2, fixtureSolanaNetwork] : [berthDevnet, berthDevnetL2],
    ...(solana ? { adapters: [fixtureSolanaOption(solanaWallets)] } : {}),
    storage: null,
    window: walletWindow(listed) as never,
    logger: quietLogger,
    // The pending wallet never answers; keep its prompt open for as long as a story is looked at.
    connectTimeoutMs: 24 * 60 * 60 * 1000,
    ...(options.walletConnect ? { walletConnect: options.walletConnect } : {}),
    ...(options.siwx ? { siwx: options.siwx } : {}),
    ...(options.swaps ? { swaps: options.swaps } : {}),
    ...(options.embeddedWallet ? { embeddedWallet: options.embeddedWallet } : {}),
    ...(options.features ? { features: options.features } : {}),
  })
  client.mount()

  if (fixture === 'disconnected') {
    client.connectors.store.set({ recentWallets: [{ id: wallets.approving.rdns, name: wallets.approving.name }] })
  }
  if (fixture === 'connecting') {
    // A real connect to a wallet that has not answered yet.
    client.connection.connect(wallets.pending.rdns).catch(() => undefined)
  }
  if (fixture === 'connected') {
    client.connection.store.set(connectedState(berthDevnet.caipNetworkId, wallets.approving.rdns))
    client.network.setActive(berthDevnet.caipNetworkId)
  }
  if (fixture === 'connectedSolana') {
    client.connection.store.set(connectedSolanaState(solanaConnectorOf(wallets.solana.fox).id))
    client.network.setActive(fixtureSolanaNetwork.caipNetworkId)
  }
  if (fixture === 'unsupported') {
    client.connection.store.set(connectedState(unsupportedCaipNetworkId, wallets.approving.rdns))
    client.network.setActive(unsupportedCaipNetworkId)
  }

  if (options.embedded) embeddedStandIn(client, wallets.approving, options.embedded === true ? 'approve' : options.embedded.sign)

  const connected = fixture === 'connected' || fixture === 'unsupported' || fixture === 'connectedSolana'
  const history = options.history ?? [{ view: fixture === 'unsupported' ? 'UnsupportedChain' : connected ? 'Account' : 'Connect' }]
  client.router.store.set({ history })
  client.modal.store.set({ open: options.open ?? false })

  return { client, queryClient: createFixtureQueryClient(client), wallets, walletApi }
}

/** FixtureOptions.embedded: `wallet`'s connector typed 'AUTH', its personal_sign answered as `sign` says. */
function embeddedStandIn(client: Client, wallet: FixtureWallet, sign: 'approve' | 'pending' | 'reject') {
  const typeAsAuth = () => {
    const { connectors } = client.connectors.store.get()
    if (!connectors.some((connector) => connector.id === wallet.rdns && connector.type !== 'AUTH')) return
    client.connectors.store.set({
      connectors: connectors.map((connector) => (connector.id === wallet.rdns ? ({ ...connector, type: 'AUTH' } as typeof connector) : connector)),
    })
  }
  typeAsAuth()
  // Again whenever the list changes: the embedded wallet's discovery reports its own connectors once
  // its chunk is in, and that report rebuilds the list with the wallet's announced type.
  client.connectors.store.subscribe(typeAsAuth)
  const request = wallet.provider.request.bind(wallet.provider)
  wallet.provider.request = (args) => {
    if (args.method !== 'personal_sign') return request(args)
    wallet.provider.calls.push(args.method)
    if (sign === 'pending') return new Promise<never>(() => undefined)
    if (sign === 'reject') return Promise.reject({ code: 4001, message: 'User rejected the request.' })
    return Promise.resolve(`0x${'ab'.repeat(65)}`)
  }
}

const FRESH_FOR_MS = 20 * 24 * 60 * 60 * 1000

/**
 * A QueryClient with the fixture balance already known on every fixture network, and no
 * background refetch: a story never fetches from anvil.
 */
export function createFixtureQueryClient(client: Client): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { refetchOnMount: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  })
  for (const network of fixtureNetworks) {
    const { queryKey } = balanceQueryOptions(client, { caipNetworkId: network.caipNetworkId, address: fixtureAddress })
    // Stamped in the future, so the query's 30 s staleTime does not elapse while a story is open
    // (kept under setTimeout's 24.8-day limit, which TanStack's stale timer must respect).
    queryClient.setQueryData(queryKey, fixtureBalance, { updatedAt: Date.now() + FRESH_FOR_MS })
  }
  const { queryKey } = balanceQueryOptions(client, { caipNetworkId: fixtureSolanaNetwork.caipNetworkId, address: fixtureSolanaAddress as `0x${string}` })
  queryClient.setQueryData(queryKey, fixtureSolanaBalance, { updatedAt: Date.now() + FRESH_FOR_MS })
  return queryClient
}

export type FixtureProviderProps = FixtureOptions & {
  fixture: Fixture
  children?: ReactNode
  /** Use this client instead of creating one (tests that inspect the stores). */
  value?: FixtureClient
}

/** Wraps a story or a test in BerthProvider with a fixture client (created once per mount). */
export function FixtureProvider({ fixture, history, open, walletApi, solana, embeddedWallet, features, value, children }: FixtureProviderProps) {
  const [fixtureClient] = useState(
    () =>
      value ??
      createFixtureClient(fixture, {
        history,
        open,
        walletApi,
        ...(solana === undefined ? {} : { solana }),
        ...(embeddedWallet ? { embeddedWallet } : {}),
        ...(features ? { features } : {}),
      }),
  )
  return (
    <BerthProvider client={fixtureClient.client} queryClient={fixtureClient.queryClient}>
      {children}
    </BerthProvider>
  )
}
