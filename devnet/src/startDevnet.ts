import { DEVNET_HOST, devnetChainKey, devnetChains, devnetChainUrl, type DevnetChain } from './chain/chains'
import type { RunningDevnetChain } from './chain/startDevnetChain'
import { startDevnetChains } from './chain/startDevnetChains'
import { seedGenesisTimestamp } from './chain/tokens/seedPlan'
import { setupContractsOnChains } from './chain/tokens/setupContractsOnChains'
import type { DevnetContractsSetup } from './chain/tokens/setupDevnetContracts'
import { probeApiServer } from './api/probeApiServer'
import { DEVNET_RAMP_PORT } from './ramp/startRampServer'
import { DEVNET_API_PORT, startApiServer, type StartApiServerOptions } from './api/startApiServer'
import { walletCountFromEnv } from './api/walletCountFromEnv'
import { DEVNET_RELAY_PORT, probeRelay, startRelay, type StartRelayOptions } from './relay'
import type { ApiSolanaChainConfig } from './api/chains/apiSolanaChains'
import { devnetSolanaApiChainConfig } from './api/chains/devnetSolanaApiChainConfig'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_NAME, DEVNET_SOLANA_RPC_PORT, DEVNET_SOLANA_WS_PORT } from './solana/constants'
import { startDevnetSolana, type DevnetSolana } from './solana/startDevnetSolana'
import { startDevnetRamp, type DevnetRamp, type DevnetRampOptions } from './ramp/startDevnetRamp'
import type { StartSolanaDevnetOptions } from './solana/startSolanaDevnet'
import { startDevnetBitcoin, type DevnetBitcoin } from './bitcoin/startDevnetBitcoin'
import { DEVNET_BITCOIN_ESPLORA_PORT } from './bitcoin/constants'
import { devnetBitcoinApiChainConfig, type ApiBitcoinChainConfig } from './api/chains/apiBitcoinChains'
import type { StartBitcoinDevnetOptions } from './bitcoin/startBitcoinDevnet'
import { startDevnetMail, type DevnetMail, type DevnetMailOptions } from './mail/startDevnetMail'
import { startDevnetFarcaster, type DevnetFarcaster, type DevnetFarcasterOptions } from './farcaster/startDevnetFarcaster'
import { startDevnetOidc, type DevnetOidc, type DevnetOidcOptions } from './oidc/startDevnetOidc'
import { DEVNET_MAIL_SMTP_PORT } from './mail/constants'
import { sendDevnetMail } from './mail/sendDevnetMail'
import { startDevnetFrame, type DevnetFrame, type DevnetFrameOptions } from './frame/startDevnetFrame'

export interface StartDevnetOptions {
  log?: (line: string) => void
  /** Adopt nodes already answering the expected chain id (a second `pnpm dev`, a test run). */
  reuseRunning?: boolean
  /** Override the chain table, e.g. other ports in tests. Defaults to devnetChains. */
  chains?: readonly DevnetChain[]
  host?: string
  /**
   * Deploy the tokens and NFT collections on every chain, fund the accounts and seed months of
   * transfers (skipped on a chain that already has them). Default true; false leaves the chains empty.
   */
  contracts?: boolean
  /**
   * The wallet-provider and data API server (default on :8787, records in devnet/.data). false skips it.
   * walletCount defaults to BERTH_DEVNET_WALLETS; chains (read and indexed) default to this devnet's chains.
   */
  api?: false | Omit<StartApiServerOptions, 'log' | 'host'>
  /** The WalletConnect relay (default ws://127.0.0.1:8555). false skips it. */
  relay?: false | Omit<StartRelayOptions, 'log' | 'host'>
  /**
   * Berth Solana Devnet: Solana JSON-RPC over litesvm (default http://127.0.0.1:8899, PubSub
   * ws://127.0.0.1:8900), with its genesis. false skips it.
   */
  solana?: false | Omit<StartSolanaDevnetOptions, 'log' | 'host'>
  /**
   * Berth Bitcoin Regtest: a bcoin regtest node in this process behind Esplora's HTTP API (default
   * http://127.0.0.1:3002), with its genesis (funded BIP84 payment addresses). false skips it.
   */
  bitcoin?: false | Omit<StartBitcoinDevnetOptions, 'log' | 'host'>
  /**
   * Devnet Ramp, the on-ramp checkout (default http://localhost:8791; needs the API). false skips it; by default it
   * starts only beside an API on its default port (a test's own devnet on other ports names `ramp` to get one).
   */
  ramp?: false | DevnetRampOptions
  /**
   * The devnet's mail: an SMTP server (default 127.0.0.1:2525) keeping every mail, and the web inbox with its
   * JSON API (default http://127.0.0.1:8794). false skips it; like the ramp, by default it starts only beside an
   * API on its default port (a test's own devnet names `mail` to get one).
   */
  mail?: false | DevnetMailOptions
  /**
   * The Farcaster sign-in relay and its "Devnet Farcaster" approval page (default http://127.0.0.1:8793,
   * channels in memory). false skips it; by default it starts only beside an API on its default port, as `ramp`.
   */
  farcaster?: false | DevnetFarcasterOptions
  /**
   * The OpenID Connect provider that stands in for the social logins (default http://localhost:8792).
   * false skips it; like the ramp, by default it starts only beside an API on its default port.
   */
  oidc?: false | DevnetOidcOptions
  /**
   * The embedded wallet's secure frame and its auth API (default http://localhost:8790), serving the devnet's
   * chains and Berth Solana Devnet and mailing through the devnet's SMTP server. false skips it; like the mail,
   * by default it starts only beside an API on its default port (a test's own devnet names `frame` to get one).
   */
  frame?: false | DevnetFrameOptions
}

export interface DevnetRelay {
  /** ws://host:port, the WalletConnect clients' relayUrl. */
  url: string
  /** http://host:port: GET /devnet/relay/log and /devnet/relay/health. */
  httpUrl: string
  /** True when a devnet relay already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

export interface DevnetApi {
  url: string
  /** True when a devnet API already answering on the port was adopted; stop() then leaves it alone. */
  reused: boolean
  stop(): Promise<void>
}

export interface Devnet {
  /**
   * Node URLs keyed by CAIP-2 id: JSON-RPC for 'eip155:31337' and 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE',
   * the Esplora API for 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'.
   */
  urls: Record<string, string>
  chains: RunningDevnetChain[]
  /** What setting up the contracts did on each chain; empty with `contracts: false`. */
  contracts: DevnetContractsSetup[]
  /** The wallet-provider API; undefined with `api: false`. */
  api: DevnetApi | undefined
  /** The WalletConnect relay; undefined with `relay: false`. */
  relay: DevnetRelay | undefined
  /** Berth Solana Devnet; undefined with `solana: false`. */
  solana: DevnetSolana | undefined
  /** Berth Bitcoin Regtest; undefined with `bitcoin: false`. */
  bitcoin: DevnetBitcoin | undefined
  /** Devnet Ramp; undefined with `ramp: false` or `api: false`. */
  ramp: DevnetRamp | undefined
  /** The devnet's mail (SMTP server and inbox); undefined with `mail: false`. */
  mail: DevnetMail | undefined
  /** The Farcaster sign-in relay and approval page; undefined with `farcaster: false` (or, unasked, beside an API on another port). */
  farcaster: DevnetFarcaster | undefined
  /** The social logins' OpenID Connect provider; undefined with `oidc: false`, or by default beside an API on another port. */
  oidc: DevnetOidc | undefined
  /** The embedded wallet's secure frame; undefined with `frame: false`. */
  frame: DevnetFrame | undefined
  stop(): Promise<void>
}

async function startDevnetApi(
  options: Omit<StartApiServerOptions, 'log' | 'host'>,
  host: string,
  reuseRunning: boolean,
  log: (line: string) => void,
): Promise<DevnetApi> {
  const port = options.port ?? DEVNET_API_PORT
  if (reuseRunning && port !== 0) {
    const url = `http://${host}:${port}`
    const probe = await probeApiServer(url)
    if (probe === 'devnet-api') return { url, reused: true, stop: async () => {} }
    if (probe === 'other') throw new Error(`${url} answers, but not as the Berth devnet API: stop that server or free the port`)
  }
  const walletCount = options.walletCount ?? walletCountFromEnv()
  const server = await startApiServer({ ...options, ...(walletCount !== undefined ? { walletCount } : {}), host, log: (line) => log(`api: ${line}`) })
  log(`api: database ready in ${server.timings.database} ms, server in ${server.timings.total} ms`)
  return { url: server.url, reused: false, stop: server.stop }
}

async function startDevnetRelay(
  options: Omit<StartRelayOptions, 'log' | 'host'>,
  host: string,
  reuseRunning: boolean,
  log: (line: string) => void,
): Promise<DevnetRelay> {
  const port = options.port ?? DEVNET_RELAY_PORT
  // Unlike the chains and the API, a devnet relay already on the port is adopted even without
  // reuseRunning: it keeps no state a devnet depends on (clients re-publish and re-subscribe), and
  // devnets started inside a test run (chains: [] / api: false) must not fail on the shared one.
  if (port !== 0) {
    const httpUrl = `http://${host}:${port}`
    const probe = await probeRelay(httpUrl)
    if (probe === 'devnet-relay') {
      if (!reuseRunning) log(`relay: a devnet relay already answers on ${httpUrl}, adopted`)
      return { url: `ws://${host}:${port}`, httpUrl, reused: true, stop: async () => {} }
    }
    if (probe === 'other') throw new Error(`${httpUrl} answers, but not as the Berth devnet relay: stop that server or free the port`)
  }
  const relay = await startRelay({ ...options, host, log: (line) => log(`relay: ${line}`) })
  return { url: relay.url, httpUrl: relay.httpUrl, reused: false, stop: relay.stop }
}

/** The chains, with the contracts set up on them; a failed setup stops the chains it started. */
async function startChainsWithContracts(
  chains: readonly DevnetChain[],
  options: { reuseRunning: boolean; host: string; contracts: boolean },
  log: (line: string) => void,
): Promise<{ chains: RunningDevnetChain[]; contracts: DevnetContractsSetup[] }> {
  const running = await startDevnetChains(chains, {
    reuseRunning: options.reuseRunning,
    host: options.host,
    // Fresh chains begin months ago so that the seeded history can be dated over those months.
    ...(options.contracts ? { genesisTimestamp: seedGenesisTimestamp(Math.floor(Date.now() / 1000)) } : {}),
  })
  if (!options.contracts) return { chains: running, contracts: [] }
  try {
    return { chains: running, contracts: await setupContractsOnChains(running, log) }
  } catch (error) {
    await Promise.all(running.map((chain) => chain.stop()))
    throw error
  }
}

type Part = { stop(): Promise<void> } | undefined

/**
 * Starts every part at once and waits for all of them. If any fails, the ones that started are
 * stopped (never half a devnet left running) and every failure's reason is thrown together.
 */
async function startTogether<T extends Record<keyof T, Part>>(parts: { [K in keyof T]: Promise<T[K]> | T[K] }): Promise<T> {
  const names = Object.keys(parts) as (keyof T)[]
  const results = await Promise.allSettled(names.map((name) => parts[name]))
  const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
  if (reasons.length > 0) {
    await Promise.all(results.map((result) => (result.status === 'fulfilled' ? result.value?.stop() : undefined)))
    throw reasons.length === 1 ? reasons[0] : new Error(reasons.map((reason) => (reason instanceof Error ? reason.message : String(reason))).join('\n'))
  }
  return Object.fromEntries(names.map((name, index) => [name, (results[index] as PromiseFulfilledResult<Part>).value])) as T
}

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const log = options.log ?? (() => {})
  const host = options.host ?? DEVNET_HOST
  const reuseRunning = options.reuseRunning ?? false
  const chainTable = options.chains ?? devnetChains
  const solanaOptions = options.solana === false ? undefined : (options.solana ?? {})
  const solanaStarting = solanaOptions ? startDevnetSolana(solanaOptions, host, reuseRunning, log) : Promise.resolve(undefined)
  const bitcoinOptions = options.bitcoin === false ? undefined : (options.bitcoin ?? {})
  const bitcoinStarting = bitcoinOptions ? startDevnetBitcoin(bitcoinOptions, host, reuseRunning, log) : Promise.resolve(undefined)
  // As for Solana: the API reads Bitcoin at its fixed port, or once it listens on port 0.
  const bitcoinPort = bitcoinOptions?.port ?? DEVNET_BITCOIN_ESPLORA_PORT
  const bitcoinApiChain: Promise<ApiBitcoinChainConfig | undefined> = !bitcoinOptions
    ? Promise.resolve(undefined)
    : bitcoinPort !== 0
      ? Promise.resolve(devnetBitcoinApiChainConfig(`http://${host}:${bitcoinPort}`))
      : bitcoinStarting.then((bitcoin) => bitcoin && devnetBitcoinApiChainConfig(bitcoin.url)).catch(() => undefined)
  // The API reads Solana at its URLs: known beforehand on fixed ports, only once it listens on port 0 (tests).
  const fixedPorts = solanaOptions && (solanaOptions.port ?? DEVNET_SOLANA_RPC_PORT) !== 0 && (solanaOptions.wsPort ?? DEVNET_SOLANA_WS_PORT) !== 0
  const solanaApiChain: Promise<ApiSolanaChainConfig | undefined> = !solanaOptions
    ? Promise.resolve(undefined)
    : fixedPorts
      ? Promise.resolve(
          devnetSolanaApiChainConfig(
            `http://${host}:${solanaOptions.port ?? DEVNET_SOLANA_RPC_PORT}`,
            `ws://${host}:${solanaOptions.wsPort ?? DEVNET_SOLANA_WS_PORT}`,
          ),
        )
      : solanaStarting.then((solana) => solana && devnetSolanaApiChainConfig(solana.url, solana.wsUrl)).catch(() => undefined)
  // A devnet of a test's own (its API on another port) leaves the ports of the services beside the
  // API (ramp, mail, Farcaster relay, OpenID provider) to the shared devnet unless it asks for them.
  const apiOnDefaultPort = options.api !== false && (options.api?.port ?? DEVNET_API_PORT) === DEVNET_API_PORT
  const besideApi = <T extends object>(option: false | T | undefined): T | undefined =>
    option === false || (option === undefined && !apiOnDefaultPort) ? undefined : (option ?? ({} as T))
  const rampOptions = besideApi(options.ramp)
  const mailOptions = besideApi(options.mail)
  const farcasterOptions = besideApi(options.farcaster)
  const oidcOptions = besideApi(options.oidc)
  const frameOptions = besideApi(options.frame)
  // The frame forwards reads to the nodes and sends through them: Solana's URL is known beforehand on a fixed port.
  const frameSolanaUrl: Promise<string | undefined> = !solanaOptions
    ? Promise.resolve(undefined)
    : (solanaOptions.port ?? DEVNET_SOLANA_RPC_PORT) !== 0
      ? Promise.resolve(`http://${host}:${solanaOptions.port ?? DEVNET_SOLANA_RPC_PORT}`)
      : solanaStarting.then((solana) => solana?.url).catch(() => undefined)
  const frameSmtpUrl = `smtp://${host}:${(mailOptions?.smtpPort ?? DEVNET_MAIL_SMTP_PORT) || DEVNET_MAIL_SMTP_PORT}`
  const frameStarting = frameOptions
    ? frameSolanaUrl.then((solanaUrl) =>
        startDevnetFrame(
          {
            // The frame's social and Farcaster logins go to this devnet's provider and relay when they have fixed ports.
            ...(oidcOptions?.port ? { oidcIssuer: `http://localhost:${oidcOptions.port}` } : {}),
            ...(farcasterOptions?.port ? { farcasterRelayUrl: `http://${host}:${farcasterOptions.port}` } : {}),
            ...frameOptions,
          },
          [
            ...chainTable.map((chain) => ({ caipNetworkId: `eip155:${chain.chainId}`, name: chain.name, rpcUrl: devnetChainUrl(chain, host) })),
            ...(solanaUrl ? [{ caipNetworkId: DEVNET_SOLANA_CHAIN_ID, name: DEVNET_SOLANA_NAME, rpcUrl: solanaUrl }] : []),
          ],
          async (mail) => void (await sendDevnetMail(mail, { smtpUrl: frameSmtpUrl })),
          host,
          reuseRunning,
          log,
        ),
      )
    : Promise.resolve(undefined)
  const apiStarting =
    options.api === false
      ? Promise.resolve(undefined)
      : Promise.all([solanaApiChain, bitcoinApiChain]).then(([solanaChain, bitcoinChain]) =>
          startDevnetApi(
            {
              chains: chainTable.map((chain) => ({ chainId: chain.chainId, name: chain.name, url: devnetChainUrl(chain, host) })),
              solanaChains: solanaChain ? [solanaChain] : [],
              bitcoinChains: bitcoinChain ? [bitcoinChain] : [],
              rampUrl: `http://localhost:${rampOptions?.port ?? DEVNET_RAMP_PORT}`,
              ...options.api,
            },
            host,
            reuseRunning,
            log,
          ),
        )
  // Devnet Ramp keeps its orders in the API: it starts once the API answers, still beside the chains.
  // It pays Solana buyers on Berth Solana Devnet when that runs (its URL known once it listens).
  const rampStarting = Promise.all([apiStarting, solanaStarting.catch(() => undefined)]).then(([api, solana]) =>
    api && rampOptions
      ? startDevnetRamp(
          rampOptions,
          api.url,
          chainTable.map((chain) => ({ chainId: chain.chainId, url: devnetChainUrl(chain, host) })),
          solana?.url,
          host,
          reuseRunning,
          log,
        )
      : undefined,
  )
  // The API starts beside the chains (its database takes longest); its indexer finds them when they answer.
  const parts = await startTogether({
    chains: startChainsWithContracts(chainTable, { reuseRunning, host, contracts: options.contracts ?? true }, log).then((started) => ({
      ...started,
      stop: () => Promise.all(started.chains.map((chain) => chain.stop())).then(() => {}),
    })),
    api: apiStarting,
    relay: options.relay === false ? undefined : startDevnetRelay(options.relay ?? {}, host, reuseRunning, log),
    solana: solanaStarting,
    ramp: rampStarting,
    bitcoin: bitcoinStarting,
    mail: mailOptions && startDevnetMail(mailOptions, host, reuseRunning, log),
    farcaster: farcasterOptions && startDevnetFarcaster(farcasterOptions, host, reuseRunning, log),
    oidc: oidcOptions && startDevnetOidc(oidcOptions, host, reuseRunning, log),
    frame: frameStarting,
  })
  const { api, relay, solana, ramp, bitcoin, mail, farcaster, oidc, frame } = parts
  const { chains, contracts } = parts.chains
  for (const chain of chains) {
    log(`${chain.name} (${chain.chainId})  ${chain.url}${chain.reused ? '  (already running, reused)' : ''}`)
  }
  if (solana) log(`${solana.name} (${solana.chainId})  ${solana.url}  ${solana.wsUrl}${solana.reused ? '  (already running, reused)' : ''}`)
  if (bitcoin) log(`${bitcoin.name} (${bitcoin.chainId})  ${bitcoin.url}  (Esplora API)${bitcoin.reused ? '  (already running, reused)' : ''}`)
  if (api) log(`Data and wallet-provider API  ${api.url}${api.reused ? '  (already running, reused)' : ''}`)
  if (ramp) log(`Devnet Ramp (on-ramp checkout)  ${ramp.url}${ramp.reused ? '  (already running, reused)' : ''}`)
  if (mail) log(`Devnet Mail inbox  ${mail.inboxUrl}  (SMTP ${mail.smtpUrl})${mail.reused ? '  (already running, reused)' : ''}`)
  if (farcaster) log(`Devnet Farcaster (sign-in relay)  ${farcaster.url}${farcaster.reused ? '  (already running, reused)' : ''}`)
  if (oidc) log(`Social logins (OpenID Connect)  ${oidc.issuer}${oidc.reused ? '  (already running, reused)' : ''}`)
  if (frame) log(`Embedded wallet secure frame  ${frame.url}${frame.reused ? '  (already running, reused)' : ''}`)
  if (relay) log(`WalletConnect relay  ${relay.url}${relay.reused ? '  (already running, reused)' : ''}  (log: ${relay.httpUrl}/devnet/relay/log)`)
  let stopping: Promise<void> | undefined
  return {
    urls: Object.fromEntries([
      ...chains.map((chain) => [devnetChainKey(chain.chainId), chain.url]),
      ...(solana ? [[solana.chainId, solana.url]] : []),
      ...(bitcoin ? [[bitcoin.chainId, bitcoin.url]] : []),
    ]),
    chains,
    contracts,
    api,
    relay,
    solana,
    bitcoin,
    ramp,
    mail,
    farcaster,
    oidc,
    frame,
    stop: () => (stopping ??= Promise.all(Object.values(parts).map((part) => part?.stop())).then(() => {})),
  }
}
