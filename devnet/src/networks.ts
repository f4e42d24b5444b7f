/**
 * The devnet as an app meets it: its two chains as Berth networks, and the base URLs of its APIs
 * and its WalletConnect relay, to pass to createClient as any app passes its own:
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

/** The devnet's data API and wallet-provider API: one server serves both (devnet/src/api). */
export const DEVNET_API_URL = `http://${DEVNET_HOST}:${DEVNET_API_PORT}`

/** The devnet's WalletConnect relay (devnet/src/relay). */
export const DEVNET_RELAY_URL = `ws://${DEVNET_HOST}:${DEVNET_RELAY_PORT}`

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
