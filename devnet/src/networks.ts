/**
 * The devnet as an app meets it: its two EVM chains as Berth networks, Berth Solana Devnet, Berth
 * Bitcoin Regtest, and the
 * base URLs of its APIs and its WalletConnect relay, to pass to createClient as any app passes its own:
 *
 *   createClient({ networks: [berthDevnet, berthDevnetL2], apiUrl: DEVNET_API_URL,
 *     walletApiUrl: DEVNET_API_URL, walletConnect: walletConnect({ relayUrl: DEVNET_RELAY_URL }) })
 *
 * Browser-safe (no Node imports): the examples, the ui-kit's fixtures and the tests import it as
 * `@berth/devnet/networks`.
 */
import { defineEip155Network } from '@berth/headless/eip155'
import { DEVNET_HOST, devnetChains, devnetChainUrl } from './chain/chains'
import { DEVNET_API_PORT } from './api/constants'
import { DEVNET_RELAY_PORT } from './relay/constants'
import { onrampNetworkName } from './api/onramp/onrampNetworkName'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_ESPLORA_PORT, DEVNET_BITCOIN_NAME, REGTEST_GENESIS_HASH } from './bitcoin/constants'
import { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_GENESIS_HASH, DEVNET_SOLANA_NAME, DEVNET_SOLANA_RPC_PORT, DEVNET_SOLANA_WS_PORT } from './solana/constants'

/** The devnet's data API and wallet-provider API: one server serves both (devnet/src/api). */
export const DEVNET_API_URL = `http://${DEVNET_HOST}:${DEVNET_API_PORT}`

/** The devnet's WalletConnect relay (devnet/src/relay). */
export const DEVNET_RELAY_URL = `ws://${DEVNET_HOST}:${DEVNET_RELAY_PORT}`

/** The embedded wallet's secure frame (devnet/src/frame): the iframe's origin, and its auth API. */
export { DEVNET_FRAME_URL } from './frame/constants'

/** The API's explorer: /devnet/explorer/tx/:hash finds a transaction on either chain, as explorerTxUrl links it. */
export const DEVNET_EXPLORER_URL = `${DEVNET_API_URL}/devnet/explorer`

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
const explorer = { default: { name: 'Devnet Explorer', url: DEVNET_EXPLORER_URL } } as const
const [l1, l2] = devnetChains

/** Berth Devnet, chain 31337, anvil on :8545. */
export const berthDevnet = /* @__PURE__ */ defineEip155Network({
  id: l1.chainId,
  name: l1.name,
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnetChainUrl(l1)] } },
  blockExplorers: explorer,
  testnet: true,
})

/** Berth Devnet L2, chain 31338, anvil on :8546. */
export const berthDevnetL2 = /* @__PURE__ */ defineEip155Network({
  id: l2.chainId,
  name: l2.name,
  nativeCurrency: ether,
  rpcUrls: { default: { http: [devnetChainUrl(l2)] } },
  blockExplorers: explorer,
  testnet: true,
})

/** Both chains, Berth Devnet first: createClient's `networks`. */
export const devnetNetworks = [berthDevnet, berthDevnetL2] as const

/** Berth Solana Devnet's JSON-RPC (devnet/src/solana, over litesvm). */
export const DEVNET_SOLANA_RPC_URL = `http://${DEVNET_HOST}:${DEVNET_SOLANA_RPC_PORT}`

/** Berth Solana Devnet's PubSub WebSocket (signature, slot and account subscriptions). */
export const DEVNET_SOLANA_WS_URL = `ws://${DEVNET_HOST}:${DEVNET_SOLANA_WS_PORT}`

export { DEVNET_SOLANA_CHAIN_ID, DEVNET_SOLANA_GENESIS_HASH }

/**
 * Berth Solana Devnet as a network of the solana namespace: `id` is the first 32 characters of its
 * genesis hash, `caipNetworkId` `solana:{id}`; `rpcUrls.default.webSocket` is its PubSub. A plain
 * object in the shape of headless's Network (the solana namespace's own definition comes with its adapter).
 */
export const berthSolanaDevnet = {
  id: DEVNET_SOLANA_GENESIS_HASH.slice(0, 32),
  caipNetworkId: DEVNET_SOLANA_CHAIN_ID,
  chainNamespace: 'solana',
  name: DEVNET_SOLANA_NAME,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [DEVNET_SOLANA_RPC_URL], webSocket: [DEVNET_SOLANA_WS_URL] } },
  testnet: true,
} as const

/** Berth Bitcoin Regtest's Esplora HTTP API (devnet/src/bitcoin, over bcoin). */
export const DEVNET_BITCOIN_ESPLORA_URL = `http://${DEVNET_HOST}:${DEVNET_BITCOIN_ESPLORA_PORT}`

export { DEVNET_BITCOIN_CHAIN_ID }

/**
 * Berth Bitcoin Regtest as a network of the bip122 namespace: `id` is the first 32 hex characters of
 * the regtest genesis hash, `caipNetworkId` `bip122:{id}`, its Esplora API the one URL Berth reads and
 * broadcasts through; `bcrt1…` addresses (Bitcoin Core's regtest), `bitcoin:regtest` to wallet-standard
 * wallets and 'Regtest' to sats-connect ones. A plain object in the shape of headless's Bip122Network
 * (what defineBip122Network from `@berth/headless/bip122` makes), so this module loads no Bitcoin code.
 */
export const berthBitcoinRegtest = {
  id: REGTEST_GENESIS_HASH.slice(0, 32),
  caipNetworkId: DEVNET_BITCOIN_CHAIN_ID,
  chainNamespace: 'bip122',
  name: DEVNET_BITCOIN_NAME,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [DEVNET_BITCOIN_ESPLORA_URL] } },
  addressParams: 'regtest',
  walletStandardChain: 'bitcoin:regtest',
  satsConnectNetwork: 'Regtest',
  testnet: true,
} as const

/**
 * Devnet Ramp's names for the devnet networks ('berth-devnet', 'berth-devnet-l2', 'berth-solana-devnet'):
 * createClient's `onramp: { networks: devnetOnrampNetworks }`, as an app names its own on-ramp's networks.
 */
export const devnetOnrampNetworks: Readonly<Record<`${string}:${string}`, string>> = /* @__PURE__ */ Object.fromEntries([
  .../* @__PURE__ */ devnetChains.map((chain) => [`eip155:${chain.chainId}`, onrampNetworkName(chain)]),
  [DEVNET_SOLANA_CHAIN_ID, onrampNetworkName({ name: DEVNET_SOLANA_NAME })],
])
