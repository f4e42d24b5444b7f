/**
 * A stand-in for the wallet-provider and data APIs (`fetch` passed to createClient): serves GET
 * /getWallets pages from an in-memory listing, the account's data (balance, history pages,
 * identity, NFTs: `account`), and an allow-list of every loopback origin (so no alert shows), so
 * stories and tests never reach the network. Every other path (the remote feature configuration
 * among them: local options apply) answers 404. Listing modes: 'ok', 'error' (400 with a `reasons` list, which the client does not
 * retry), 'hang' (never answers; an aborted request rejects).
 */
import {
  fixtureHistory,
  fixtureNfts,
  fixtureSolanaBalances,
  fixtureTokenBalances,
  noIdentity,
  type BalanceEntryFake,
  type HistoryEntryFake,
  type IdentityFake,
  type NftEntryFake,
} from './accountFixtures'
import { onrampAnswer, onrampApiFake, type OnrampApiFake } from './onrampApiFake'
import { profileAnswer, profileApiFake, registeredNameOf, type ProfileApiFake } from './profileApiFake'

/** One /getWallets entry, as the server sends it. */
export type WalletEntryFake = {
  id: string
  name: string
  image_id?: string | null
  rdns?: string | null
  homepage?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chains?: string[] | null
  badge_type?: string | null
}

export type WalletApiMode = 'ok' | 'error' | 'hang'

/**
 * The data API's answers for the account. 'error' answers 500 with a reason; 'hang' never answers
 * (not even on abort: a loading state stays for as long as a story is looked at).
 */
export type AccountApiFake = {
  balances: BalanceEntryFake[] | 'error' | 'hang'
  /** The answer to a balance request for a `solana:` chain id. */
  solanaBalances: BalanceEntryFake[] | 'error' | 'hang'
  /** Newest first; served `historyPageSize` a page with a `next` cursor while more remain. */
  history: HistoryEntryFake[] | 'error' | 'hang'
  historyPageSize: number
  identity: IdentityFake | 'error'
  nfts: NftEntryFake[] | 'error' | 'hang'
}

export function accountApiFake(overrides: Partial<AccountApiFake> = {}): AccountApiFake {
  return {
    balances: fixtureTokenBalances,
    solanaBalances: fixtureSolanaBalances,
    history: fixtureHistory,
    historyPageSize: 5,
    identity: noIdentity,
    nfts: fixtureNfts,
    ...overrides,
  }
}

export type WalletApiFake = {
  fetch: typeof fetch
  /** Each /getWallets request's query, in order. */
  requests: URLSearchParams[]
  /** Each data API request (balance, history, identity, nfts): its path and query, in order. */
  accountRequests: Array<{ path: string; query: URLSearchParams }>
  account: AccountApiFake
  /** The on-ramp's answers (onrampApiFake.ts). */
  onramp: OnrampApiFake
  /** The account names' answers (profileApiFake.ts). */
  profile: ProfileApiFake
  mode: WalletApiMode
  /** The error mode's reason description (the ApiError message). */
  errorMessage: string
  wallets: WalletEntryFake[]
}

/** Where stories (Ladle) and jsdom tests run. */
const LOOPBACK_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://localhost', 'http://127.0.0.1']

/** Names for the generated listing; index-suffixed when more are needed. */
const NAMES = ['Harbor', 'Lantern', 'Quill', 'Marble', 'Juniper', 'Copper', 'Meadow', 'Orbit', 'Pebble', 'Saffron', 'Tundra', 'Velvet']

/** The rdns of the fixture client's announced wallets (fixtureClient.ts): listed, so marked installed. */
export const installedFixtureEntries: WalletEntryFake[] = [
  { id: 'fox-wallet', name: 'Fox Wallet', rdns: 'io.berth.fox', image_id: 'fox', homepage: 'https://fox.example' },
  { id: 'blue-wallet', name: 'Blue Wallet', rdns: 'io.berth.blue', image_id: 'blue', homepage: 'https://blue.example' },
]

/** `count` listing entries: the fixture's installed wallets first, then generated ones with links. */
export function walletListingFake(count: number, options: { withInstalled?: boolean } = {}): WalletEntryFake[] {
  const head = options.withInstalled === false ? [] : installedFixtureEntries.slice(0, count)
  const entries: WalletEntryFake[] = [...head]
  for (let index = 1; entries.length < count; index++) {
    const base = NAMES[(index - 1) % NAMES.length] ?? 'Wallet'
    const name = index <= NAMES.length ? `${base} Wallet` : `${base} Wallet ${Math.ceil(index / NAMES.length)}`
    const slug = name.toLowerCase().replace(/\s+/g, '-')
    entries.push({
      id: `listed-${index}`,
      name,
      rdns: `com.example.${slug}`,
      image_id: `image-${index}`,
      homepage: `https://${slug}.example`,
      desktop_link: `${slug.replace(/-/g, '')}://`,
      webapp_link: `https://app.${slug}.example`,
      mobile_link: `https://link.${slug}.example/wc`,
    })
  }
  return entries
}

export function createWalletApiFake(
  options: {
    wallets?: WalletEntryFake[]
    mode?: WalletApiMode
    errorMessage?: string
    account?: Partial<AccountApiFake>
    onramp?: Partial<OnrampApiFake>
    profile?: Partial<ProfileApiFake>
  } = {},
): WalletApiFake {
  const api: WalletApiFake = {
    requests: [],
    accountRequests: [],
    account: accountApiFake(options.account),
    onramp: onrampApiFake(options.onramp),
    profile: profileApiFake(options.profile),
    mode: options.mode ?? 'ok',
    errorMessage: options.errorMessage ?? 'The wallet listing is unavailable',
    wallets: options.wallets ?? walletListingFake(60),
    fetch: (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      const ramp = onrampAnswer(api.onramp, url, init, /^\/v1\/account\/([^/]+)\//.exec(url.pathname)?.[1])
      if (ramp) return ramp
      const profile = profileAnswer(api.profile, url, init)
      if (profile) return profile
      const answer = accountAnswer(api, url)
      if (answer) return answer
      if (url.pathname.endsWith('/projects/v1/origins')) return Promise.resolve(json(200, { allowedOrigins: LOOPBACK_ORIGINS }))
      if (!url.pathname.endsWith('/getWallets')) return Promise.resolve(json(404, { reasons: [{ description: 'Not found' }] }))
      api.requests.push(url.searchParams)
      if (api.mode === 'hang') return never(init?.signal)
      if (api.mode === 'error') return Promise.resolve(json(400, { reasons: [{ description: api.errorMessage }] }))
      return Promise.resolve(json(200, listingPage(api.wallets, url.searchParams)))
    },
  }
  return api
}

function listingPage(wallets: readonly WalletEntryFake[], query: URLSearchParams) {
  const page = Math.max(1, Number(query.get('page') ?? '1') || 1)
  const entries = Math.max(1, Number(query.get('entries') ?? '40') || 40)
  const search = query.get('search')?.toLowerCase()
  const exclude = new Set((query.get('exclude') ?? '').split(',').filter(Boolean))
  const matching = wallets.filter((wallet) => !exclude.has(wallet.id) && (!search || wallet.name.toLowerCase().includes(search)))
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) }
}

const ACCOUNT_PATH = /^\/v1\/(?:account\/([^/]+)\/(balance|history|nfts)|identity\/([^/]+))$/

/** The data API's answer for an account path, or undefined for any other path. */
function accountAnswer(api: WalletApiFake, url: URL): Promise<Response> | undefined {
  const match = ACCOUNT_PATH.exec(url.pathname)
  if (!match) return undefined
  api.accountRequests.push({ path: url.pathname, query: url.searchParams })
  const kind = match[2] ?? 'identity'
  const balances = url.searchParams.get('chainId')?.startsWith('solana:') ? api.account.solanaBalances : api.account.balances
  const data = kind === 'balance' ? balances : kind === 'history' ? api.account.history : kind === 'nfts' ? api.account.nfts : api.account.identity
  if (data === 'hang') return new Promise<never>(() => undefined)
  if (data === 'error') return Promise.resolve(json(500, { reasons: [{ description: `The ${kind} service is unavailable` }] }))
  if (kind === 'balance') return Promise.resolve(json(200, { balances: data }))
  if (kind === 'nfts') return Promise.resolve(json(200, { nfts: data }))
  // A name registered through the profile fake is the address's name from then on.
  const registered = kind === 'identity' ? registeredNameOf(api.profile, match[3] ?? '') : undefined
  if (kind === 'identity') return Promise.resolve(json(200, registered ? { ...(data as IdentityFake), name: registered } : data))
  const entries = data as HistoryEntryFake[]
  const start = Math.max(0, Number(url.searchParams.get('cursor') ?? '0') || 0)
  const end = start + api.account.historyPageSize
  return Promise.resolve(json(200, { data: entries.slice(start, end), ...(end < entries.length ? { next: String(end) } : {}) }))
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')), { once: true })
  })
}
