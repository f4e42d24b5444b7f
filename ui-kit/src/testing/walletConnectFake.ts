import { ConnectionRejectedError, createStore } from '@berth/headless'
import {
  WalletConnectApprovalTimeoutError,
  WalletConnectRelayUnavailableError,
  type WalletConnectConnector,
  type WalletConnectOption,
  type WalletConnectUriState,
} from '@berth/headless/walletconnect'
import { fixtureAddress } from './fixtureClient'

/** How the scripted pairing goes: a URI waiting to be scanned, still preparing, or one of the failures. */
export type WalletConnectFakeState = 'showing-uri' | 'preparing' | 'rejected' | 'relay-down' | 'timeout' | 'approves'

/** A fixed, well-formed pairing URI (not a live pairing: nothing answers it). */
export const fakePairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1795000000'

const never = () => new Promise<never>(() => undefined)

/**
 * createClient's walletConnect option with a scripted connector and adapter, for stories and view
 * tests (no relay runs there). The real connector is tested against the devnet relay.
 */
export function walletConnectFake(state: WalletConnectFakeState): WalletConnectOption {
  return {
    relayUrl: 'ws://127.0.0.1:8555',
    projectId: undefined,
    setup() {
      const uri = createStore<WalletConnectUriState>({ uri: undefined, expiresAt: undefined })
      let stored: { href: string; name: string } | undefined
      const connector: WalletConnectConnector = {
        id: 'walletConnect',
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        chain: 'eip155',
        provider: { request: never },
        uri,
        deepLink: {
          get: () => stored,
          set: (link) => {
            stored = link
            return undefined
          },
          clear: () => {
            stored = undefined
          },
        },
        getProvider: never,
        cancel: () => undefined,
        close: async () => undefined,
      }
      const connect = async () => {
        if (state === 'approves') return { accounts: [fixtureAddress], caipNetworkId: 'eip155:31337' as const }
        if (state === 'rejected') throw new ConnectionRejectedError()
        if (state === 'relay-down') throw new WalletConnectRelayUnavailableError('ws://127.0.0.1:8555', 10_000)
        if (state === 'timeout') throw new WalletConnectApprovalTimeoutError(600_000)
        if (state === 'showing-uri') uri.set({ uri: fakePairingUri, expiresAt: Date.now() + 240_000 })
        return never()
      }
      return {
        connector,
        adapter: {
          namespace: 'eip155',
          connect,
          reconnect: async () => undefined,
          disconnect: async () => undefined,
          switchNetwork: async () => undefined,
          watch: () => () => undefined,
          getBalance: never,
          signMessage: never,
          signTypedData: never,
          sendTransaction: never,
          waitForTransactionReceipt: never,
        },
      }
    },
  }
}
