/** The Farcaster sign-in relay's fixed port (DESIGN.md): http://127.0.0.1:8793. */
export const DEVNET_FARCASTER_PORT = 8793

/** What GET /devnet/farcaster/health answers as `service`: how a second devnet knows this relay. */
export const DEVNET_FARCASTER_SERVICE = 'berth-devnet-farcaster'

/** A channel (one sign-in request) is forgotten 5 minutes after it was opened. */
export const FARCASTER_CHANNEL_TTL_MS = 5 * 60 * 1000

/**
 * The `X-Farcaster-Auth-Relay-Key` a wallet sends to complete a channel through
 * POST /v1/channel/authenticate (the hosted relay gives its key only to Farcaster's own apps).
 */
export const DEVNET_FARCASTER_AUTH_KEY = 'berth-devnet-farcaster-auth-key'

/** The statement and chain id of a Sign In With Farcaster message, as @farcaster/auth-client builds it. */
export const SIWF_STATEMENT = 'Farcaster Auth'
export const SIWF_CHAIN_ID = 10
