/** Default port of the devnet WalletConnect relay (ws://127.0.0.1:8555). */
export const DEVNET_RELAY_PORT = 8555

/** `service` field of GET /devnet/relay/health, so a probe can tell our relay from another server. */
export const DEVNET_RELAY_SERVICE = 'berth-devnet-relay'

/** Server pings every 12 s: the 2.x clients terminate a socket after 35 s without a ping or a payload. */
export const RELAY_PING_INTERVAL_MS = 12_000

/** Events kept by the in-memory log (oldest dropped first). */
export const RELAY_LOG_CAPACITY = 2_000

/** Most messages one fetch answers with; the rest come with `hasMore: true`. */
export const RELAY_FETCH_PAGE_SIZE = 500

/** Longest TTL a message may ask for: 30 days, as the hosted relay allows. */
export const RELAY_MAX_TTL_SECONDS = 30 * 24 * 60 * 60

/**
 * Tags the relay gives the messages it stores for the pairing shortcuts, the tags the clients
 * themselves use for these payloads (wc_sessionPropose request / response, wc_sessionSettle).
 */
export const RELAY_TAGS = {
  sessionPropose: 1100,
  sessionProposeResponse: 1101,
  sessionSettle: 1102,
} as const
