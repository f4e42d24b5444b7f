import { createAdaptorServer } from '@hono/node-server'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devnetChains, devnetChainUrl } from '../chain/chains'
import { devnetSolanaApiChainConfig } from './chains/devnetSolanaApiChainConfig'
import { ListingState } from './apiContext'
import { createApiChains, type ApiChainConfig } from './chains/apiChains'
import { createApiSolanaChains, type ApiSolanaChainConfig } from './chains/apiSolanaChains'
import { createApiBitcoinChains, devnetBitcoinApiChainConfig, type ApiBitcoinChainConfig } from './chains/apiBitcoinChains'
import { DEVNET_API_PORT } from './constants'
import { createApiApp } from './createApiApp'
import { openDatabase } from './db/openDatabase'
import { defaultCacheDir, defaultDataDir } from './db/paths'
import type { WalletListingFixture } from './listing/types'
import { startChainIndexer } from './indexer/startChainIndexer'
import { createOrderStore } from './onramp/orderStore'
import { DEFAULT_NAME_ZONE } from './names/nameRules'
import { createNameStore } from './names/nameStore'
import { createNonceStore } from './sessions/nonceStore'
import { createSessionStore } from './sessions/sessionStore'
import { createPgliteStore } from './store'

export { DEVNET_API_PORT }

export interface StartApiServerOptions {
  /** Default 8787; 0 picks a free port (read it from `url`). */
  port?: number
  host?: string
  /** Records folder (PGlite in <dataDir>/pgdata). Default devnet/.data; null keeps records in memory (tests). */
  dataDir?: string | null
  /** Delete stored records before starting. */
  reset?: boolean
  /** Serve this many generated wallets instead of devnet/data/wallets.json (load tests: 2000). */
  walletCount?: number
  /** 'hostile' adds entries with markup names and javascript: links (tests only). */
  fixture?: WalletListingFixture
  /** Where the PGlite template is cached. Default devnet/.data/cache. */
  cacheDir?: string
  /** The EVM chains the data API reads and indexes. Default: devnetChains at their fixed ports. */
  chains?: readonly ApiChainConfig[]
  /** The Solana clusters it reads (balances). Default: Berth Solana Devnet at its fixed ports. */
  solanaChains?: readonly ApiSolanaChainConfig[]
  /** The Bitcoin chains it reads (balances) through Esplora. Default: Berth Bitcoin Regtest at its fixed port. */
  bitcoinChains?: readonly ApiBitcoinChainConfig[]
  /** Follow the chains into the database (history, NFTs). Default true; false for tests that do not read them (those routes then answer 503). */
  indexer?: boolean
  /** How often the indexer polls each chain for new blocks (default 1000 ms; requests also catch it up). */
  indexerPollMs?: number
  /** Devnet Ramp's origin, where on-ramp checkout URLs point. Default http://localhost:8791. */
  rampUrl?: string
  /** The clock of sign-in nonces and session expiry (tests move it); default Date.now. */
  now?: () => number
  log?: (line: string) => void
}

export interface RunningApiServer {
  /** 'http://127.0.0.1:8787', no trailing slash. */
  url: string
  /** How long the database and the whole start took, in ms. */
  timings: { database: number; total: number }
  stop(): Promise<void>
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${host}:${port} is already in use (another devnet API server or dev server?)`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    }
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    })
  })
}

/** Starts the devnet's wallet-provider API (docs/api.md) with its control API under /devnet/. */
export async function startApiServer(options: StartApiServerOptions = {}): Promise<RunningApiServer> {
  const started = performance.now()
  const log = options.log ?? (() => {})
  const host = options.host ?? '127.0.0.1'
  const listing = new ListingState({ fixture: options.fixture ?? 'default', walletCount: options.walletCount })
  const database = await openDatabase({
    dataDir: options.dataDir === undefined ? defaultDataDir : options.dataDir,
    reset: options.reset ?? false,
    cacheDir: options.cacheDir ?? defaultCacheDir,
    log,
  })
  const databaseMs = Math.round(performance.now() - started)
  const chains = createApiChains(options.chains ?? devnetChains.map((chain) => ({ chainId: chain.chainId, name: chain.name, url: devnetChainUrl(chain) })))
  const indexer =
    options.indexer === false || chains.length === 0
      ? undefined
      : startChainIndexer({ db: database.db, chains, ...(options.indexerPollMs !== undefined ? { pollMs: options.indexerPollMs } : {}), log })
  const now = options.now ?? Date.now
  const sessions = { nonces: createNonceStore(database.db, now), store: createSessionStore(database.db), now }
  const solanaChains = createApiSolanaChains(options.solanaChains ?? [devnetSolanaApiChainConfig()])
  const bitcoinChains = createApiBitcoinChains(options.bitcoinChains ?? [devnetBitcoinApiChainConfig()])
  const app = createApiApp({
    store: createPgliteStore(database.db),
    listing,
    log,
    chains,
    solanaChains,
    bitcoinChains,
    indexer,
    sessions,
    orders: createOrderStore(database.db),
    names: { store: createNameStore(database.db), zones: [DEFAULT_NAME_ZONE], now },
    ...(options.rampUrl ? { rampUrl: options.rampUrl } : {}),
  })
  // overrideGlobalObjects: false — this may run inside a test runner's process; leave its globals alone.
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  let address: AddressInfo
  try {
    address = await listen(server, options.port ?? DEVNET_API_PORT, host)
  } catch (error) {
    await indexer?.stop()
    await database.close()
    throw error
  }
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  let stopping: Promise<void> | undefined
  return {
    url: `http://${urlHost}:${address.port}`,
    timings: { database: databaseMs, total: Math.round(performance.now() - started) },
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
        .then(() => indexer?.stop())
        .then(() => database.close())),
  }
}
