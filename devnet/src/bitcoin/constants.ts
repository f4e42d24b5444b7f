/**
 * Berth Bitcoin Regtest: its fixed address and identity. Browser-safe (no Node imports): networks and
 * wallets may import it.
 */

/** The Esplora-compatible HTTP API, on the port local Esplora setups use. */
export const DEVNET_BITCOIN_ESPLORA_PORT = 3002

export const DEVNET_BITCOIN_NAME = 'Berth Bitcoin Regtest'

/** What GET /devnet/health answers as `service`: how a second devnet recognises this one on the port. */
export const DEVNET_BITCOIN_SERVICE = 'berth-bitcoin-regtest'

/** Bitcoin Core's regtest genesis block hash (display order): bcoin's regtest has the same genesis. */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id of a bip122 chain: `bip122:` and the first 32 hex characters of its genesis hash. */
export const DEVNET_BITCOIN_CHAIN_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}` as const

/** The devnet's BIP84 payment addresses, m/84'/1'/0'/0/i for i = 0..DEVNET_BITCOIN_ACCOUNT_COUNT - 1. */
export const DEVNET_BITCOIN_ACCOUNT_COUNT = 10

/** What each payment address receives at genesis, in satoshis (before the seeded history moves some). */
export const DEVNET_BITCOIN_ACCOUNT_SATS = 10_00000000n
