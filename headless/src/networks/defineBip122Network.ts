import type { Network } from './types.js'

/**
 * The address rules of a Bitcoin network, as bitcoinjs-lib names its parameter sets: 'mainnet'
 * (`bc1…`, `1…`, `3…`), 'testnet' (testnet4 and signet: `tb1…`, `m…`/`n…`, `2…`), 'regtest'
 * (`bcrt1…`, with testnet's base58 prefixes, as Bitcoin Core writes them).
 */
export type Bip122AddressParams = 'mainnet' | 'testnet' | 'regtest'

/** The network names a sats-connect provider gives in `wallet_getNetwork` (`{ bitcoin: { name } }`). */
export type SatsConnectNetworkName = 'Mainnet' | 'Testnet' | 'Testnet4' | 'Signet' | 'Regtest'

/**
 * A network of the bip122 namespace (a Bitcoin chain): `id` is the CAIP-2 reference, the first 32
 * hex characters of the genesis block hash, and `caipNetworkId` is `bip122:{id}`. The first
 * `rpcUrls.default.http` URL is the Esplora HTTP API Berth reads UTXOs, balances, fee estimates and
 * statuses from and broadcasts through (`/address/:a/utxo`, `/fee-estimates`, `POST /tx`, ...);
 * `blockExplorers.default.url` serves `/tx/:txid` pages (mempool.space's form).
 */
export type Bip122Network = Network & {
  id: string
  chainNamespace: 'bip122'
  rpcUrls: { default: { http: readonly string[] } }
  /** Which addresses belong to this network (bitcoinjs-lib's parameters): an address of another network is refused. */
  addressParams: Bip122AddressParams
  /**
   * The wallet-standard chain id Bitcoin wallets use for it (`bitcoin:mainnet`, `bitcoin:testnet`,
   * `bitcoin:regtest`); undefined when there is none (signet). A wallet also matches on the CAIP-2 id.
   */
  walletStandardChain?: `bitcoin:${string}` | undefined
  /** The name sats-connect providers give this network in `wallet_getNetwork`; undefined when it has none. */
  satsConnectNetwork?: SatsConnectNetworkName | undefined
}

/** BTC: 8 decimals (satoshis). */
export const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/**
 * What defineBip122Network takes: the genesis block hash (whole, or its first 32 hex characters) as
 * `id`, a name, the Esplora API URL in `rpcUrls`, and `addressParams`; BTC unless `nativeCurrency`
 * says otherwise. The wallet-standard chain and the sats-connect network name default from
 * `addressParams` (regtest: `bitcoin:regtest`, 'Regtest'; testnet: `bitcoin:testnet`, 'Testnet';
 * mainnet: `bitcoin:mainnet`, 'Mainnet'); pass them to say otherwise (null for none).
 */
export type DefineBip122NetworkParameters = Omit<
  Bip122Network,
  'caipNetworkId' | 'chainNamespace' | 'nativeCurrency' | 'walletStandardChain' | 'satsConnectNetwork'
> & {
  nativeCurrency?: Network['nativeCurrency']
  walletStandardChain?: `bitcoin:${string}` | null
  satsConnectNetwork?: SatsConnectNetworkName | null
}

const WALLET_STANDARD_CHAIN = { mainnet: 'bitcoin:mainnet', testnet: 'bitcoin:testnet', regtest: 'bitcoin:regtest' } as const
const SATS_CONNECT_NETWORK = { mainnet: 'Mainnet', testnet: 'Testnet', regtest: 'Regtest' } as const

/**
 * A Bitcoin network for createClient's `networks`: give its genesis hash as `id`, a name, the
 * Esplora API URL (`rpcUrls.default.http[0]`) and its `addressParams`, and it fills in
 * `chainNamespace`, `caipNetworkId` (`bip122:` and the hash's first 32 hex characters, as CAIP-2
 * names Bitcoin chains) and BTC as the native currency. An app's own regtest node:
 *
 * ```ts
 * const regtest = defineBip122Network({
 *   id: '0f9188f13cb7b2c71f2a335e3a4fc328',
 *   name: 'My Regtest',
 *   addressParams: 'regtest',
 *   rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
 *   testnet: true,
 * })
 * ```
 */
export function defineBip122Network({
  id,
  nativeCurrency = BTC,
  walletStandardChain,
  satsConnectNetwork,
  ...network
}: DefineBip122NetworkParameters): Bip122Network {
  const reference = id.toLowerCase().slice(0, 32)
  const chain = walletStandardChain === undefined ? WALLET_STANDARD_CHAIN[network.addressParams] : (walletStandardChain ?? undefined)
  const satsName = satsConnectNetwork === undefined ? SATS_CONNECT_NETWORK[network.addressParams] : (satsConnectNetwork ?? undefined)
  return {
    ...network,
    id: reference,
    nativeCurrency,
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${reference}`,
    ...(chain ? { walletStandardChain: chain } : {}),
    ...(satsName ? { satsConnectNetwork: satsName } : {}),
  }
}
