import type { ChainNamespace } from '../types/chain.js'
import type { Eip1193Provider } from './eip1193.js'
import type { Wallet } from '@wallet-standard/base'

/**
 * How a connector came to be, which sets its section in the Connect view: 'ANNOUNCED' (EIP-6963 or
 * wallet-standard), 'INJECTED' (a legacy window.ethereum), 'WALLET_CONNECT'. Berth creates no 'AUTH',
 * 'EXTERNAL' or 'MULTI_CHAIN' connector yet; the Connect view already has their sections (custom, external).
 */
export type ConnectorType = 'AUTH' | 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'WALLET_CONNECT'

type ConnectorFields = {
  /** The wallet's rdns for EIP-6963 wallets; 'injected' for a legacy window.ethereum; 'solana.{name}' for a wallet-standard Solana wallet; 'bip122.{name}' for a Bitcoin wallet. */
  id: string
  type: ConnectorType
  /** The name to show: the announced name as plain text ('Browser Wallet' for a legacy window.ethereum). */
  name: string
  /** Only URLs that keep safeImageUrl's rules ever get here. */
  imageUrl?: string
  /** The EIP-6963 reverse-DNS id (`io.metamask`), which matches the wallet listing's entries. */
  rdns?: string
}

/** An EVM wallet: its EIP-1193 provider, which the eip155 adapter calls. */
export type Eip155Connector = ConnectorFields & { chain: 'eip155'; provider: Eip1193Provider }

/** A wallet-standard wallet, in the one namespace this connector connects it in. */
export type WalletStandardConnector = ConnectorFields & { chain: Exclude<ChainNamespace, 'eip155'>; provider: Wallet }

/**
 * Berth's handle on a sats-connect style Bitcoin provider (WBIP001/WBIP004, listed in
 * `window.btc_providers`): `request(method, params)` calls the wallet's, which resolves to a
 * JSON-RPC 2.0 response object (`{ result }` or `{ error: { code, message } }`) rather than throwing
 * for a wallet's error. `features` is always empty: such a provider has no wallet-standard
 * features, so code that looks one up on a non-EVM connector finds none.
 */
export type SatsConnectProvider = { request(method: string, params?: unknown): Promise<unknown>; readonly features: Readonly<Record<string, never>> }

/**
 * A Bitcoin wallet found through `window.btc_providers` (sats-connect's registry): `kind`
 * 'sats-connect' tells it from a wallet-standard Bitcoin wallet (a WalletStandardConnector with
 * `chain` 'bip122'); `providerId` is the entry's dotted id (`XverseProviders.BitcoinProvider`),
 * `methods` the methods the entry lists, when it lists them.
 */
export type SatsConnectConnector = ConnectorFields & {
  chain: 'bip122'
  kind: 'sats-connect'
  provider: SatsConnectProvider
  providerId: string
  methods?: readonly string[] | undefined
}

/**
 * WalletConnect's side in bip122, listed when the client has both the `walletConnect` option and
 * `bitcoin()`: the same session as the WalletConnect connector (id WALLET_CONNECT_CONNECTOR_ID, the
 * eip155 side), under its own id WALLET_CONNECT_BIP122_CONNECTOR_ID ('walletConnect.bip122') and the same name, so the Connect
 * view shows one WalletConnect and connects the active namespace's side. `kind` 'walletconnect'
 * tells it from the discovered Bitcoin wallets; its `provider` has no wallet-standard features (the
 * session's Bitcoin methods are reached through the Bitcoin adapter).
 */
export type WalletConnectBip122Connector = ConnectorFields & {
  chain: 'bip122'
  type: 'WALLET_CONNECT'
  kind: 'walletconnect'
  provider: { readonly features: Readonly<Record<string, never>> }
}

/**
 * A wallet the visitor can connect with, in one namespace (`chain`, which picks the adapter): one
 * found by discovery (EIP-6963, a legacy window.ethereum, wallet-standard, `window.btc_providers`)
 * or WalletConnect's. A wallet that speaks two namespaces is two connectors with the same name.
 * `client.connectors.store` lists them; `client.connection.connect(id)` takes the `id`.
 */
export type Connector = Eip155Connector | WalletStandardConnector | SatsConnectConnector | WalletConnectBip122Connector

/** The WalletConnect connector's id (it exists only when the client is given the walletConnect option). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
