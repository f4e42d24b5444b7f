import { BaseError } from '../../errors/BaseError.js'
import { ConnectionRejectedError, ConnectorChainsNotSupportedError, FailedToConnectError } from '../../errors/connection.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { Network } from '../../networks/types.js'
import type { Logger } from '../../storage/types.js'
import type { Connector } from '../connector.js'
import type { AdapterConnection, AdapterEventHandlers, AdapterTimeouts, ChainAdapter, ConnectionAccount } from '../types.js'
import type { BitcoinWalletCalls } from './walletCalls.js'
import { checkBitcoinAddress } from './address.js'
import { asBip122Network } from './bitcoinChains.js'
import { bitcoinWalletCalls } from './bitcoinWalletCalls.js'
import { isBitcoinRejection } from './rejection.js'
import { isSatsConnectRejection } from './satsConnectError.js'
import type { BitcoinTransferOptions } from './transfer/transferOptions.js'

/** Another way to reach a connector's wallet (bitcoin()'s `walletCallsFor`): its calls, or undefined for the built-in ones. */
export type WalletCallsFor = (connector: Connector, currentNetwork: () => Bip122Network | undefined) => BitcoinWalletCalls | undefined

const connectionOf = (accounts: ConnectionAccount[], network: Bip122Network): AdapterConnection => ({
  accounts: accounts.map((account) => account.address),
  accountDetails: accounts,
  caipNetworkId: network.caipNetworkId,
})

/**
 * The Bitcoin ChainAdapter over wallet-standard wallets (`bitcoin:connect`) and sats-connect
 * providers (`window.btc_providers`). The network is the app's: connecting and switching check that
 * the wallet supports it ('The connector does not support any of the requested chains' otherwise)
 * and ask nothing else. Balances read the network's Esplora API; signing, balances and the PSBT
 * transfer load with their first use. `networks` are the app's networks (checkAddress without a
 * network accepts an address of any of its bip122 networks). `walletCallsFor` reaches the wallets of
 * connectors it does not know (a WalletConnect route implements BitcoinWalletCalls).
 */
export function createBitcoinAdapter(
  timeouts: AdapterTimeouts,
  logger: Logger = console,
  networks: readonly Network[] = [],
  transferOptions: BitcoinTransferOptions = {},
  walletCallsFor?: WalletCallsFor,
): ChainAdapter {
  // The network each connector's connection is on: wallet events carry none.
  const current = new Map<string, Bip122Network>()
  // Who watches each connector: a switch tells them the accounts of the new network.
  const watchers = new Map<string, AdapterEventHandlers>()
  const callsOf = (connector: Connector) => {
    const network = () => current.get(connector.id)
    return walletCallsFor?.(connector, network) ?? bitcoinWalletCalls(connector, network)
  }
  const bip122Of = (connector: Connector, network: Network) => {
    const bip122 = asBip122Network(network)
    if (!bip122) throw new ConnectorChainsNotSupportedError(connector.id)
    return bip122
  }
  const appNetworks = networks.map(asBip122Network).filter((network) => network !== undefined)

  return {
    namespace: 'bip122',

    async connect(connector, network) {
      try {
        const bip122 = bip122Of(connector, network)
        const calls = callsOf(connector)
        if (!('kind' in connector) && !(await calls.supportsNetwork(bip122, timeouts.requestTimeoutMs)))
          throw new ConnectorChainsNotSupportedError(connector.id)
        const accounts = await calls.connect(bip122, timeouts.connectTimeoutMs)
        if (accounts.length === 0) throw new FailedToConnectError({ details: `the wallet returned no Bitcoin accounts of ${bip122.name}` })
        current.set(connector.id, bip122)
        return connectionOf(accounts, bip122)
      } catch (error) {
        if (error instanceof FailedToConnectError || error instanceof ConnectorChainsNotSupportedError) throw error
        if (isBitcoinRejection(error)) throw new ConnectionRejectedError({ cause: error })
        throw new FailedToConnectError({ cause: error })
      }
    },

    async reconnect(connector, network) {
      // A reload must not prompt: only what the wallet already authorised for the page.
      try {
        const bip122 = bip122Of(connector, network)
        const accounts = await callsOf(connector).reconnect(bip122, timeouts.requestTimeoutMs)
        if (!accounts || accounts.length === 0) return undefined
        current.set(connector.id, bip122)
        return connectionOf(accounts, bip122)
      } catch (error) {
        logger.warn('[berth] a Bitcoin wallet refused a reconnect without a prompt; not connected', error)
        return undefined
      }
    },

    async disconnect(connector) {
      current.delete(connector.id)
      try {
        await callsOf(connector).disconnect(Math.min(timeouts.requestTimeoutMs, 3_000))
      } catch (error) {
        logger.warn('[berth] the Bitcoin wallet was not told of the disconnect; disconnected locally', error)
      }
    },

    async switchNetwork(connector, network) {
      // The network is the app's: nothing to ask, but the wallet must be able to act on it.
      const bip122 = bip122Of(connector, network)
      const calls = callsOf(connector)
      if (!(await calls.supportsNetwork(bip122, timeouts.requestTimeoutMs))) throw new ConnectorChainsNotSupportedError(connector.id)
      current.set(connector.id, bip122)
      // Bitcoin addresses differ by network (bc1…, tb1…, bcrt1…): the wallet's accounts of the new
      // one, where it has already authorised them, replace the old ones.
      const accounts = await calls.reconnect(bip122, timeouts.requestTimeoutMs).catch(() => undefined)
      const watcher = watchers.get(connector.id)
      if (accounts?.length && watcher) {
        watcher.onNetworkChanged(bip122.caipNetworkId)
        watcher.onAccountsChanged(
          accounts.map((account) => account.address),
          accounts,
        )
      }
    },

    watch(connector, handlers) {
      watchers.set(connector.id, handlers)
      const stop = callsOf(connector).watch((accounts) => {
        if (accounts.length === 0) handlers.onDisconnect()
        else
          handlers.onAccountsChanged(
            accounts.map((account) => account.address),
            accounts,
          )
      }, handlers.onError)
      return () => {
        if (watchers.get(connector.id) === handlers) watchers.delete(connector.id)
        stop()
      }
    },

    async getBalance(network, address) {
      const { getBitcoinBalance } = await import('./esplora/getBitcoinBalance.js')
      return getBitcoinBalance(network, address, timeouts.requestTimeoutMs)
    },

    // BIP-322 by default; the user reads and decides: bounded like a connect.
    async signMessage(connector, { address, message }) {
      try {
        return await callsOf(connector).signMessage({ address }, message, 'bip322', timeouts.connectTimeoutMs)
      } catch (error) {
        if (error instanceof BaseError && !isSatsConnectRejection(error)) throw error
        throw new SignatureDeclinedError({ cause: error, ...(isBitcoinRejection(error) ? {} : { code: undefined }) })
      }
    },

    checkAddress(address, network) {
      const candidates = network ? appNetworks.filter((entry) => entry.caipNetworkId === network.caipNetworkId) : appNetworks
      return candidates.some((entry) => checkBitcoinAddress(address, entry.addressParams) === 'valid') ? 'valid' : 'invalid'
    },

    loadTransfer: () =>
      import('./transfer/bitcoinTransfer.js').then((module) => module.createBitcoinTransfer({ ...transferOptions, walletCalls: callsOf, logger })),
  }
}
