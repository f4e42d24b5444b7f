export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8555'
export const PROJECT_ID = 'berth-devnet'
/** Keeps the wallet's WalletConnect storage apart from a dapp's on the same origin. */
export const STORAGE_PREFIX = 'berth-mobile-wallet'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export type RelayChoice = { ok: true; url: string } | { ok: false; error: string }

/**
 * `?relay=` lets a test point the wallet at another relay port. Only a ws(s) URL on this machine
 * is taken: the devnet wallet must never talk to a host outside it.
 */
export function relayUrlFrom(search: string): RelayChoice {
  const value = new URLSearchParams(search).get('relay')
  if (value === null || value === '') return { ok: true, url: DEFAULT_RELAY_URL }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, error: `The relay address "${value}" is not a URL.` }
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    return { ok: false, error: `The relay address must start with ws:// or wss://, not ${url.protocol}//.` }
  if (!LOOPBACK.has(url.hostname)) return { ok: false, error: `The relay must be on this machine (127.0.0.1 or localhost), not ${url.hostname}.` }
  return { ok: true, url: value.replace(/\/$/, '') }
}
