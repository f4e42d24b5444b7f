import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ConnectionController } from '../controllers/connection/createConnectionController.js'
import { selectActiveConnection } from '../controllers/connection/types.js'
import type { EventsController } from '../controllers/events/createEventsController.js'
import type { ModalController } from '../controllers/modal/createModalController.js'
import { isUnsupported, type NetworkController } from '../controllers/network/createNetworkController.js'
import type { Store } from '../store/createStore.js'
import { BaseError } from '../errors/BaseError.js'
import { rpcCodeOf } from '../errors/rpcCodes.js'
import { SignatureDeclinedError } from '../errors/signature.js'
import { NoActiveAddressError, SiwxSessionsUnavailableError, SmartAccountUnsupportedError } from '../errors/siwxSession.js'
import type { Storage } from '../storage/createStorage.js'
import type { Logger } from '../storage/types.js'
import { siwxMessageText } from './siwxMessageText.js'
import { decideSiwxCancel, shouldOpenSiwx } from './rules.js'
import { createSiwxStore, type SiwxController, type SiwxState } from './siwxState.js'
import type { ChainAdapter } from '../adapters/types.js'
import type { ChainNamespace } from '../types/chain.js'
import type { SiwxConfig, SiwxMessageData, SiwxSession, WalletSignIn } from './types.js'

export type SiwxPorts = {
  config: SiwxConfig
  connection: ConnectionController
  network: NetworkController
  modal: ModalController
  events: EventsController
  logger: Logger
  /** Keeps the last network signed in on ('last-used-chain'), so a required cancel after a reload knows it. */
  storage: Storage
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** True when the address is a contract on that network (a smart account). */
  isSmartAccount(address: string, caipNetworkId: CaipNetworkId): Promise<boolean>
  /**
   * The namespaces' adapters: a wallet that writes the sign-in message itself (ChainAdapter.signIn,
   * `solana:signIn`) signs in through it. Asked on solana only: WalletConnect, eip155 and bip122 sign in by
   * signing the message Berth writes.
   */
  adapters?: Partial<Record<ChainNamespace, ChainAdapter>>
  /** The state to act on (the lazily loaded controller shares its facade's); a new one otherwise. */
  store?: Store<SiwxState>
}

/** docs/errors.md: what a failed sign-in says. */
export const SIGNATURE_DECLINED = 'Signature declined'
export const SMART_ACCOUNT_UNSUPPORTED = 'This application might not support Smart Accounts'

export function createSiwxController(ports: SiwxPorts): SiwxController {
  /** The active wallet's own sign-in, where its adapter and the wallet have one. */
  const ownSignIn = (): WalletSignIn | undefined => {
    const connector = ports.connection.activeConnector()
    const adapter = connector && ports.adapters?.[connector.chain]
    if (!connector || !adapter?.signIn || connector.chain === 'eip155' || !('solana:signIn' in connector.provider.features)) return undefined
    return (input) => adapter.signIn!(connector, input)
  }
  const { config, connection, network, modal, events } = ports
  const store = ports.store ?? createSiwxStore(ports.storage)
  const recordNetwork = (caipNetworkId: CaipNetworkId) => {
    store.set({ lastNetworkWithSession: caipNetworkId })
    ports.storage.set('last-used-chain', caipNetworkId)
  }
  const required = () => config.getRequired?.() ?? false
  const active = () => {
    const current = selectActiveConnection(connection.store.get())
    return { address: current.status === 'connected' ? current.address : undefined, caipNetworkId: network.store.get().activeCaipNetworkId }
  }

  // Reads the sessions of whoever is active now; opens the sign-in view when there are none.
  let checking = 0
  const check = async () => {
    const { address, caipNetworkId } = active()
    if (!address) return store.set({ status: 'idle', sessions: [], error: undefined })
    const run = ++checking
    store.set({ status: 'checking' })
    try {
      const sessions = await config.getSessions(caipNetworkId, address)
      if (run !== checking) return
      store.set({ status: sessions.length ? 'signed-in' : 'ready', sessions })
      if (sessions.length) recordNetwork(caipNetworkId)
      if (shouldOpenSiwx({ configured: true, networkSupported: !isUnsupported(network.store.get()), hasSessions: sessions.length > 0 })) {
        modal.open({ view: 'SIWXSignMessage' })
      }
    } catch (error) {
      if (run !== checking) return
      ports.logger.error('[berth] reading sign-in sessions failed', error)
      store.set({ status: 'error', error: error instanceof BaseError ? error : new SiwxSessionsUnavailableError(error) })
    }
  }

  // On solana a wallet with `solana:signIn` writes the message itself (its reader loads only then);
  // any other (eip155, bip122: a base64 BIP-322 signature from the adapter) signs the text Berth writes.
  const sign = async (data: SiwxMessageData, address: NonNullable<ReturnType<typeof active>['address']>): Promise<SiwxSession> => {
    const walletSignIn = data.chainId.startsWith('solana:') ? ownSignIn() : undefined
    if (walletSignIn) {
      const { signInWithWallet } = await import('./solana/signInWithWallet.js')
      return signInWithWallet(walletSignIn, data)
    }
    const message = await siwxMessageText(data)
    return { data, message, signature: await connection.signMessage({ message, address }) }
  }

  return {
    store,
    required,

    async signIn() {
      const { address, caipNetworkId } = active()
      if (!address) throw new NoActiveAddressError()
      store.set({ status: 'signing', error: undefined })
      try {
        const data = await config.createMessage({ accountAddress: address, chainId: caipNetworkId })
        const session = await sign(data, address)
        await config.addSession(session)
        store.set({ status: 'signed-in', sessions: [session] })
        // docs/states.md: on success the last connected network is recorded.
        recordNetwork(caipNetworkId)
        events.track('SIWX_AUTH_SUCCESS', { network: caipNetworkId })
        modal.close()
        return session
      } catch (cause) {
        const smart = await ports.isSmartAccount(address, caipNetworkId).catch(() => false)
        // The wallet's own code (4001 when the user declined) travels with the error, not an assumed one.
        const parameters = { cause, code: rpcCodeOf(cause), ...(cause instanceof BaseError ? { details: cause.shortMessage } : {}) }
        const error = smart ? new SmartAccountUnsupportedError(parameters) : new SignatureDeclinedError(parameters)
        store.set({ status: 'error', error })
        events.track('SIWX_AUTH_ERROR', { network: caipNetworkId, message: error.shortMessage })
        throw error
      }
    },

    async cancel() {
      events.track('CLICK_CANCEL_SIWX')
      const decision = decideSiwxCancel({ required: required(), lastNetworkWithSession: store.get().lastNetworkWithSession })
      if (decision.action === 'switch-network') await ports.switchNetwork(decision.caipNetworkId)
      else if (decision.action === 'disconnect') await connection.disconnect()
      // Nothing forbids closing any more: switched to a network with a session, or disconnected.
      modal.close()
      if (decision.action === 'close') store.set({ status: 'ready', error: undefined })
    },

    async signOut() {
      const { address, caipNetworkId } = active()
      if (!address) return
      await config.revokeSession(caipNetworkId, address)
      store.set({ status: 'ready', sessions: [] })
    },

    watch() {
      let last = ''
      const onChange = () => {
        const { address, caipNetworkId } = active()
        const key = address ? `${caipNetworkId}:${address.toLowerCase()}` : ''
        if (key === last) return
        last = key
        void check()
      }
      const stops = [connection.store.subscribe(onChange), network.store.subscribe(onChange)]
      onChange()
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}
