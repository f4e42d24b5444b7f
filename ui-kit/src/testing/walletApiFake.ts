/**
 * A stand-in for the wallet-provider API (`fetch` passed to createClient): serves GET /getWallets
 * pages from an in-memory listing, so stories and tests never reach the network. Every other path
 * answers 404. Modes: 'ok', 'error' (400 with a `reasons` list, which the client does not retry),
 * 'hang' (never answers; an aborted request rejects).
 */

/** One /getWallets entry, as the server sends it. */
export type WalletEntryFake = {
  id: string;
  name: string;
  image_id?: string | null;
  rdns?: string | null;
  homepage?: string | null;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  app_store?: string | null;
  play_store?: string | null;
  chains?: string[] | null;
  badge_type?: string | null;
};

export type WalletApiMode = 'ok' | 'error' | 'hang';

export type WalletApiFake = {
  fetch: typeof fetch;
  /** Each /getWallets request's query, in order. */
  requests: URLSearchParams[];
  mode: WalletApiMode;
  /** The error mode's reason description (the ApiError message). */
  errorMessage: string;
  wallets: WalletEntryFake[];
};

/** Names for the generated listing; index-suffixed when more are needed. */
const NAMES = ['Harbor', 'Lantern', 'Quill', 'Marble', 'Juniper', 'Copper', 'Meadow', 'Orbit', 'Pebble', 'Saffron', 'Tundra', 'Velvet'];

/** The rdns of the fixture client's announced wallets (fixtureClient.ts): listed, so marked installed. */
export const installedFixtureEntries: WalletEntryFake[] = [
  { id: 'fox-wallet', name: 'Fox Wallet', rdns: 'io.berth.fox', image_id: 'fox', homepage: 'https://fox.example' },
  { id: 'blue-wallet', name: 'Blue Wallet', rdns: 'io.berth.blue', image_id: 'blue', homepage: 'https://blue.example' },
];

/** `count` listing entries: the fixture's installed wallets first, then generated ones with links. */
export function walletListingFake(count: number, options: { withInstalled?: boolean } = {}): WalletEntryFake[] {
  const head = options.withInstalled === false ? [] : installedFixtureEntries.slice(0, count);
  const entries: WalletEntryFake[] = [...head];
  for (let index = 1; entries.length < count; index++) {
    const base = NAMES[(index - 1) % NAMES.length] ?? 'Wallet';
    const name = index <= NAMES.length ? `${base} Wallet` : `${base} Wallet ${Math.ceil(index / NAMES.length)}`;
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    entries.push({
      id: `listed-${index}`,
      name,
      rdns: `com.example.${slug}`,
      image_id: `image-${index}`,
      homepage: `https://${slug}.example`,
      desktop_link: `${slug.replace(/-/g, '')}://`,
      webapp_link: `https://app.${slug}.example`,
      mobile_link: `https://link.${slug}.example/wc`,
    });
  }
  return entries;
}

export function createWalletApiFake(options: { wallets?: WalletEntryFake[]; mode?: WalletApiMode; errorMessage?: string } = {}): WalletApiFake {
  const api: WalletApiFake = {
    requests: [],
    mode: options.mode ?? 'ok',
    errorMessage: options.errorMessage ?? 'The wallet listing is unavailable',
    wallets: options.wallets ?? walletListingFake(60),
    fetch: (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (!url.pathname.endsWith('/getWallets')) return Promise.resolve(json(404, { reasons: [{ description: 'Not found' }] }));
      api.requests.push(url.searchParams);
      if (api.mode === 'hang') return never(init?.signal);
      if (api.mode === 'error') return Promise.resolve(json(400, { reasons: [{ description: api.errorMessage }] }));
      return Promise.resolve(json(200, listingPage(api.wallets, url.searchParams)));
    },
  };
  return api;
}

function listingPage(wallets: readonly WalletEntryFake[], query: URLSearchParams) {
  const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
  const entries = Math.max(1, Number(query.get('entries') ?? '40') || 40);
  const search = query.get('search')?.toLowerCase();
  const exclude = new Set((query.get('exclude') ?? '').split(',').filter(Boolean));
  const matching = wallets.filter((wallet) => !exclude.has(wallet.id) && (!search || wallet.name.toLowerCase().includes(search)));
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')), { once: true });
  });
}
