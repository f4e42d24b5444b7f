import type { TypedDataDefinition } from 'viem'
import { formatCaipAddress, type CaipAddress } from '../../caip/caipAddress.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { Connector } from '../../adapters/connector.js'
import type { AdapterConnection, ChainAdapter } from '../../adapters/types.js'
import { AdapterNotFoundError } from '../../errors/adapter.js'
import { BaseError } from '../../errors/BaseError.js'
import { UnsupportedChainNamespaceError } from '../../errors/namespace.js'
import type { Network } from '../../networks/types.js'
import {
  AccountNotFoundError,
  ConnectorChainsNotSupportedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ConnectorUnavailableWhileReconnectingError,
  FailedToConnectError,
} from '../../errors/connection.js'
import type { Storage } from '../../storage/createStorage.js'
import type { Logger } from '../../storage/types.js'
import type { ChainNamespace, Hex } from '../../types/chain.js'
import type { ConnectorsController } from '../connectors/createConnectorsController.js'
import type { RecentWallet } from '../connectors/recentWallets.js'
import type { EventsController } from '../events/createEventsController.js'
import type { NetworkController } from '../network/createNetworkController.js'
import { createStore, type Store } from '../../store/createStore.js'
import {
  forgetConnection,
  namespaceOf,
  rememberConnection,
  restoringConnectionState,
  storedConnections,
  storedConnectionsParser,
  type StoredConnection,
  type StoredConnectionRules,
} from './storedConnections.js'
import { disconnectedConnection, type ConnectionState, type NamespaceConnection } from './types.js'

/** What `connect` resolves with: the connector used, the accounts the wallet gave (the first is the active one) and the chain it is on. */
export type ConnectResult = { connectorId: string; accounts: string[]; caipNetworkId: CaipNetworkId }

/**
 * `client.connection`: connecting and disconnecting wallets, restoring the remembered connection on a
 * reload, and signing with the connected account. Its state is in `store`.
 */
export type ConnectionController = {
  store: Store<ConnectionState>
  /** `wallet`: the listed wallet the user chose (WalletConnect), recorded as the recent wallet instead of the connector. */
  connect(connectorId: string, options?: { wallet?: RecentWallet }): Promise<ConnectResult>
  /** Ends the connection in `namespace` (the active one by default): forgotten here at once, then the wallet is told. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Restores stored connections without prompting; concurrent calls share one run. */
  reconnect(): Promise<void>
  /** The connector behind the active namespace's connection (or `namespace`'s), if connected. */
  activeConnector(namespace?: ChainNamespace): Connector | undefined
  /**
   * Makes `namespace` the one the app acts in (SwitchActiveChain): its connection, if any, is the
   * active one. The network controller's active network is the caller's to set.
   */
  setActiveNamespace(namespace: ChainNamespace): void
  /**
   * Signs `message` with the active account, or `address` if it is one of the connection's accounts:
   * EIP-191 personal_sign on eip155 (0x-hex), solana:signMessage on solana (base58).
   */
  signMessage(parameters: SignMessageParameters): Promise<string>
  /** Signs EIP-712 typed data (eth_signTypedData_v4) with the active account, or `address` if it is one of the connection's accounts. eip155 only. */
  signTypedData(parameters: SignTypedDataParameters): Promise<Hex>
  /** The connection's account that would sign for `address` (the active one when left out); throws when there is none. */
  signer(address?: string): string
}

/** The text to sign and, optionally, which of the connection's accounts signs it. */
export type SignMessageParameters = { message: string; address?: string | undefined }

/** EIP-712 typed data (domain, types, primaryType, message) and, optionally, which of the connection's accounts signs it. */
export type SignTypedDataParameters = { typedData: TypedDataDefinition; address?: string | undefined }

export type ConnectionPorts = {
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  connectors: ConnectorsController
  network: NetworkController
  events: EventsController
  storage: Storage
  logger: Logger
  /** How long reconnect waits for a stored wallet to announce itself (1 s, docs/constants.md). */
  discoveryWaitMs: number
  /** What a stored connection may name (the client's networks and connectors); anything else is ignored. */
  rules: StoredConnectionRules
}

/** The CAIP-2 network a connection's account is on. */
const networkOf = (connection: NamespaceConnection | undefined) => connection?.caipAddress?.split(':').slice(0, 2).join(':') as CaipNetworkId | undefined

export function createConnectionController(ports: ConnectionPorts): ConnectionController {
  const parser = storedConnectionsParser(ports.rules)
  const stored = () => ports.storage.get('connections', parser)?.connections ?? []
  const save = (list: StoredConnection[]) => (list.length > 0 ? ports.storage.set('connections', storedConnections(list)) : ports.storage.remove('connections'))
  // A stored connection means a reload: it starts 'connecting' with the account it had, read when
  // the state is first asked for (never on a server, which renders from getInitialState).
  const store = createStore<ConnectionState>({ activeNamespace: 'eip155', reconnecting: false, byNamespace: {} }, () => restoringConnectionState(stored()))
  const unwatch = new Map<ChainNamespace, () => void>()
  let reconnecting: Promise<void> | undefined

  const setNamespace = (namespace: ChainNamespace, connection: NamespaceConnection) =>
    store.set((state) => ({ byNamespace: { ...state.byNamespace, [namespace]: connection } }))

  const adapterFor = (namespace: ChainNamespace) => {
    const adapter = ports.adapters[namespace]
    if (!adapter) throw new AdapterNotFoundError(namespace)
    return adapter
  }

  /**
   * The app's network to connect `connector` on: the active one when it is of the connector's
   * namespace, else the network that namespace's connection was on, else the app's first of it.
   */
  const networkFor = (connector: Connector): Network => {
    const { networks, activeCaipNetworkId } = ports.network.store.get()
    const ofNamespace = networks.filter((network) => network.chainNamespace === connector.chain)
    const known = networkOf(store.get().byNamespace[connector.chain])
    const network =
      ofNamespace.find((entry) => entry.caipNetworkId === activeCaipNetworkId) ?? ofNamespace.find((entry) => entry.caipNetworkId === known) ?? ofNamespace[0]
    if (!network) throw new ConnectorChainsNotSupportedError(connector.id)
    return network
  }

  /** A connect, or a restore while no other namespace was restored first, makes its namespace the active one. */
  const establish = (connector: Connector, connection: AdapterConnection, activate = true) => {
    const namespace = connector.chain
    const address = connection.accounts[0]!
    setNamespace(namespace, {
      status: 'connected',
      connectorId: connector.id,
      accounts: connection.accounts,
      accountDetails: connection.accountDetails,
      address,
      caipAddress: formatCaipAddress(connection.caipNetworkId, address),
    })
    if (activate) {
      store.set({ activeNamespace: namespace })
      ports.network.setActive(connection.caipNetworkId)
    }
    remember(connector, address, connection.caipNetworkId)
    watch(connector)
  }

  /**
   * Keeps the connection's account for the next reload. A chain the app does not list is kept as
   * the app's first network of that namespace (a stored record names listed networks only; the
   * wallet tells its chain on reconnect). What a reload could not read back is not kept.
   */
  const remember = (connector: Connector, address: string, caipNetworkId: CaipNetworkId) => {
    const network = ports.network.find(caipNetworkId) ?? ports.network.store.get().networks.find((listed) => listed.chainNamespace === connector.chain)
    const entry = { connectorId: connector.id, caipAddress: `${network?.caipNetworkId}:${address}` as CaipAddress }
    if (network && parser.safeParse(storedConnections([entry])).success) save(rememberConnection(stored(), entry))
    else ports.logger.warn(`[berth] ${connector.id} cannot be remembered for a reload`)
  }

  const dropLocal = (namespace: ChainNamespace) => {
    unwatch.get(namespace)?.()
    unwatch.delete(namespace)
    setNamespace(namespace, disconnectedConnection)
    save(forgetConnection(stored(), namespace))
  }

  const watch = (connector: Connector) => {
    const namespace = connector.chain
    unwatch.get(namespace)?.()
    unwatch.set(
      namespace,
      adapterFor(namespace).watch(connector, {
        onAccountsChanged(accounts, details) {
          if (accounts.length === 0) return dropLocal(namespace)
          const current = store.get().byNamespace[namespace]
          const caipNetworkId = networkOf(current) ?? ports.network.store.get().activeCaipNetworkId
          setNamespace(namespace, {
            ...(current ?? disconnectedConnection),
            status: 'connected',
            connectorId: connector.id,
            accounts,
            // The details of the accounts before the change no longer describe them, nor does another account's profile name.
            accountDetails: details,
            profileName: current?.address === accounts[0] ? current?.profileName : undefined,
            address: accounts[0]!,
            caipAddress: formatCaipAddress(caipNetworkId, accounts[0]!),
          })
          remember(connector, accounts[0]!, caipNetworkId)
        },
        onNetworkChanged(caipNetworkId) {
          // Another namespace's wallet moving does not move the app: only the active namespace's does.
          if (store.get().activeNamespace === namespace) ports.network.setActive(caipNetworkId)
          const current = store.get().byNamespace[namespace]
          if (!current?.address) return
          setNamespace(namespace, { ...current, caipAddress: formatCaipAddress(caipNetworkId, current.address) })
          remember(connector, current.address, caipNetworkId)
        },
        onDisconnect: () => dropLocal(namespace),
        onError: (error) => ports.logger.warn('[berth] ignored an invalid wallet event', error),
      }),
    )
  }

  const restore = async (entry: StoredConnection, activate: boolean): Promise<boolean> => {
    const connector = await ports.connectors.waitFor(entry.connectorId, ports.discoveryWaitMs)
    if (!connector) return false
    try {
      const connection = await adapterFor(namespaceOf(entry)).reconnect(connector, networkFor(connector))
      if (!connection) return false
      // The newest stored connection that restores is the active one; the others come back beside it.
      establish(connector, connection, activate)
      return true
    } catch (error) {
      ports.logger.warn(`[berth] could not restore ${entry.connectorId}`, error)
      return false
    }
  }

  const restoreAll = async () => {
    store.set({ reconnecting: true })
    const restored = new Set<ChainNamespace>()
    try {
      for (const entry of stored()) {
        const namespace = namespaceOf(entry)
        if (restored.has(namespace)) continue
        if (await restore(entry, restored.size === 0)) restored.add(namespace)
        else save(forgetConnection(stored(), namespace))
      }
    } finally {
      store.set((state) => {
        const byNamespace = { ...state.byNamespace }
        for (const namespace of Object.keys(byNamespace) as ChainNamespace[]) {
          if (byNamespace[namespace]?.status === 'connecting' && !restored.has(namespace)) byNamespace[namespace] = disconnectedConnection
        }
        return { reconnecting: false, byNamespace }
      })
    }
  }

  // The wallet would sign with whichever account it likes best; only the connection's accounts may be asked for.
  const signerOf = (address: string | undefined) => {
    const namespace = store.get().activeNamespace
    const connection = store.get().byNamespace[namespace]
    const connector = connection?.status === 'connected' && connection.connectorId ? ports.connectors.get(connection.connectorId) : undefined
    if (!connection?.address || !connector) throw new ConnectorNotConnectedError()
    const signer = address ?? connection.address
    // EVM addresses compare without case (it is a checksum); base58 ones compare exactly.
    const same = (account: string) => (signer.startsWith('0x') ? account.toLowerCase() === signer.toLowerCase() : account === signer)
    const match = connection.accounts.find(same)
    if (!match) throw new AccountNotFoundError(signer)
    return { namespace, connector, signer: match }
  }

  return {
    store,

    async connect(connectorId, options = {}) {
      if (store.get().reconnecting) throw new ConnectorUnavailableWhileReconnectingError()
      const connector = ports.connectors.get(connectorId)
      if (!connector) throw new ConnectorNotFoundError(connectorId)
      const namespace = connector.chain
      const previous = store.get().byNamespace[namespace]
      setNamespace(namespace, { ...disconnectedConnection, status: 'connecting', connectorId })
      try {
        const connection = await adapterFor(namespace).connect(connector, networkFor(connector))
        establish(connector, connection)
        ports.connectors.rememberRecent(options.wallet ?? { id: connector.id, name: connector.name })
        ports.events.track('CONNECT_SUCCESS', { name: connector.name })
        return { connectorId, ...connection }
      } catch (cause) {
        const error = cause instanceof BaseError ? cause : new FailedToConnectError({ cause })
        setNamespace(namespace, previous?.status === 'connected' ? previous : { ...disconnectedConnection, error })
        ports.events.track('CONNECT_ERROR', { message: error.shortMessage })
        throw error
      }
    },

    async disconnect(namespace = store.get().activeNamespace) {
      const connectorId = store.get().byNamespace[namespace]?.connectorId
      const connector = connectorId ? ports.connectors.get(connectorId) : undefined
      dropLocal(namespace)
      if (connector) await adapterFor(namespace).disconnect(connector)
      ports.events.track('DISCONNECT_SUCCESS')
    },

    reconnect() {
      // `.finally` runs after the assignment even when nothing is stored and the run ends at once.
      reconnecting ??= restoreAll().finally(() => {
        reconnecting = undefined
      })
      return reconnecting
    },

    activeConnector(namespace = store.get().activeNamespace) {
      const connection = store.get().byNamespace[namespace]
      if (connection?.status !== 'connected' || !connection.connectorId) return undefined
      return ports.connectors.get(connection.connectorId)
    },

    async signMessage({ message, address }) {
      const { namespace, connector, signer } = signerOf(address)
      return adapterFor(namespace).signMessage(connector, { address: signer, message })
    },

    async signTypedData({ typedData, address }) {
      const { namespace, connector, signer } = signerOf(address)
      const adapter = adapterFor(namespace)
      if (!adapter.signTypedData) throw new UnsupportedChainNamespaceError(`typed data is signed on eip155, not ${namespace}`)
      return adapter.signTypedData(connector, { address: signer as Hex, typedData })
    },

    setActiveNamespace(activeNamespace) {
      if (store.get().activeNamespace !== activeNamespace) store.set({ activeNamespace })
    },

    signer: (address) => signerOf(address).signer,
  }
}
