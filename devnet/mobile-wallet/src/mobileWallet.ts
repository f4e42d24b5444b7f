import { addressAt, saveAccountIndex, solanaAddressAt } from './accounts'
import { bitcoinAccountAt } from './bitcoinKeys'
import type { BitcoinSigningOptions } from './bitcoinSignRequest'
import {
  approveAuthentication,
  approveProposal,
  disconnectSession,
  receiveAuthentication,
  receiveProposal,
  rejectAuthentication,
  rejectProposal,
} from './connectionActions'
import { messageOf, type WalletContext } from './context'
import { checkPairingUri, PAIRING_ERRORS } from './pairingUri'
import { relayAnswers } from './relayProbe'
import { approveRequest, receiveRequest, rejectRequest } from './requestActions'
import { sessionViews } from './sessions'
import type { WalletSignClient } from './signClient'
import type { WalletState } from './state'
import { createStore, type Store } from './store'

/** How often the relay is checked for the status line while the client's socket is not open. */
const RELAY_POLL_MS = 2000
/** A pairing whose subscription has not gone through by then is reported (the client keeps retrying). */
const PAIR_TIMEOUT_MS = 10_000

export interface MobileWalletOptions {
  relayUrl: string
  accountIndex: number
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined
  /** Creates the sign-client; resolves once its storage is read (the relay socket opens after). */
  createClient: () => Promise<WalletSignClient>
  now?: () => number
  /** Berth Bitcoin Regtest's Esplora API (default http://127.0.0.1:3002), for sendTransfer and a broadcasting signPsbt. */
  bitcoin?: BitcoinSigningOptions
}

export interface MobileWallet {
  store: Store<WalletState>
  start(): Promise<void>
  /** Pairs with a pasted or linked wc: URI; resolves true once the pairing is under way. */
  pair(input: string): Promise<boolean>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveAuth(id: number): Promise<void>
  rejectAuth(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
  selectAccount(index: number): void
  dismissError(): void
}

/** The wallet: its state, the sign-client's events wired to it, and the actions the page offers. */
export function createMobileWallet(options: MobileWalletOptions): MobileWallet {
  const now = options.now ?? Date.now
  const store = createStore<WalletState>({
    relayUrl: options.relayUrl,
    relay: 'checking',
    accountIndex: options.accountIndex,
    address: addressAt(options.accountIndex),
    solanaAddress: solanaAddressAt(options.accountIndex),
    bitcoinAddress: bitcoinAccountAt(options.accountIndex).payment.address,
    pairing: false,
    proposals: [],
    auths: [],
    requests: [],
    sessions: [],
    error: undefined,
    announcement: '',
  })
  let ready: Promise<WalletSignClient> | undefined
  let client: WalletSignClient | undefined

  const context: WalletContext = {
    store,
    client: () => ready ?? Promise.reject(new Error('the wallet has not started')),
    announce: (announcement) => store.set({ announcement }),
    fail: (error) => store.set({ error }),
    refreshSessions: () => client && store.set({ sessions: sessionViews(client, now()) }),
    now,
    ...(options.bitcoin ? { bitcoin: options.bitcoin } : {}),
  }

  const setRelay = (relay: WalletState['relay']) => store.get().relay !== relay && store.set({ relay })
  async function checkRelay() {
    if (client?.core.relayer.connected) setRelay('connected')
    else setRelay((await relayAnswers(options.relayUrl)) ? (client?.core.relayer.connected ? 'connected' : 'idle') : 'unreachable')
  }
  function watchRelay() {
    void checkRelay().finally(() => setTimeout(watchRelay, RELAY_POLL_MS))
  }

  function listen(c: WalletSignClient) {
    c.core.relayer.on('relayer_connect', () => setRelay('connected'))
    c.core.relayer.on('relayer_disconnect', () => void checkRelay())

    c.on('session_proposal', (raw) => receiveProposal(context, raw))
    c.on('proposal_expire', ({ id }) => store.set((s) => ({ proposals: s.proposals.filter((p) => p.id !== id) })))
    c.on('session_authenticate', (raw) => receiveAuthentication(context, raw))
    c.on('session_request', (raw) => void receiveRequest(context, raw))
    c.on('session_request_expire', ({ id }) => store.set((s) => ({ requests: s.requests.filter((r) => r.id !== id) })))
    c.on('session_delete', ({ topic }) => {
      const gone = store.get().sessions.find((session) => session.topic === topic)
      context.refreshSessions()
      store.set((s) => ({ requests: s.requests.filter((r) => r.topic !== topic) }))
      if (gone) context.announce(`${gone.dapp.name} disconnected`)
    })
    c.on('session_expire', () => context.refreshSessions())
  }

  async function start() {
    if (!ready) watchRelay()
    ready ??= options.createClient().then((created) => {
      client = created
      listen(created)
      context.refreshSessions()
      return created
    })
    try {
      await ready
    } catch (error) {
      context.fail(`The wallet could not start: ${messageOf(error)}`)
      throw error
    }
  }

  async function pair(input: string): Promise<boolean> {
    const check = checkPairingUri(input, now())
    if (!check.ok) {
      context.fail(check.error)
      return false
    }
    const c = await context.client().catch(() => undefined)
    if (!c) return false
    // Nothing to wait for: the sign-client would keep the pairing and retry in the background.
    if (store.get().relay === 'unreachable') {
      context.fail(relayDown(options.relayUrl))
      return false
    }
    store.set({ pairing: true, error: undefined })
    context.announce('Pairing… waiting for the app')
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RelayTimeoutError()), PAIR_TIMEOUT_MS)
    })
    try {
      await Promise.race([c.pair({ uri: check.uri }), timeout])
      return true
    } catch (error) {
      store.set({ pairing: false })
      context.fail(error instanceof RelayTimeoutError ? relayDown(options.relayUrl) : pairingError(messageOf(error)))
      return false
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    store,
    start,
    pair,
    approveProposal: (id) => approveProposal(context, id),
    rejectProposal: (id) => rejectProposal(context, id),
    approveAuth: (id) => approveAuthentication(context, id),
    rejectAuth: (id) => rejectAuthentication(context, id),
    approveRequest: (id) => approveRequest(context, id),
    rejectRequest: (id) => rejectRequest(context, id),
    disconnect: (topic) => disconnectSession(context, topic),
    selectAccount(index) {
      saveAccountIndex(options.storage, index)
      store.set({
        accountIndex: index,
        address: addressAt(index),
        solanaAddress: solanaAddressAt(index),
        bitcoinAddress: bitcoinAccountAt(index).payment.address,
      })
      context.announce(`Account ${index} selected`)
    },
    dismissError: () => store.set({ error: undefined }),
  }
}

class RelayTimeoutError extends Error {}

export function relayDown(relayUrl: string): string {
  return `Could not pair: the WalletConnect relay at ${relayUrl} cannot be reached. Is the devnet running? The wallet keeps trying; connect again once the relay shows "connected".`
}

/** The sign-client's pairing errors, in words for the person holding the link. */
export function pairingError(message: string): string {
  if (/pairing already exists/i.test(message)) return 'This link was already used. Ask the app for a new one.'
  if (/expired/i.test(message)) return PAIRING_ERRORS.expired
  return `Could not pair: ${message}`
}
