import { formatCaipNetworkId } from '../../caip/caipNetworkId.js'
import { ConnectionRejectedError, FailedToConnectError } from '../../errors/connection.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'
import type { Logger } from '../../storage/types.js'
import { requestProvider, type Eip1193Provider } from '../eip1193.js'
import type { AdapterConnection, AdapterTimeouts, ChainAdapter } from '../types.js'
import { eip155Provider } from './eip155Provider.js'
import { listenToEip155Events } from './listenToEip155Events.js'
import { parseAccounts, parseChainId } from './parse.js'

/** The send's code (encoding, simulation, fees, receipts): loaded with the first preview or send. */
export const loadEip155Transfer = () => import('./transfer/prepareEip155Transfer.js').then((module) => module.eip155Transfer)

const walletPrompts = () => import('./walletPrompts.js').then((module) => module.eip155WalletPrompts)

export const walletActions = () => import('./walletActions.js').then((module) => module.eip155WalletActions)

/** EIP-1193 wallets (EIP-6963 announced or legacy injected) on eip155 networks. */
export function createEip155Adapter(timeouts: AdapterTimeouts, logger: Logger = console): ChainAdapter {
  const readChain = async (provider: Eip1193Provider) =>
    formatCaipNetworkId('eip155', parseChainId(await requestProvider(provider, { method: 'eth_chainId' }, timeouts.requestTimeoutMs), 'eth_chainId'))

  return {
    namespace: 'eip155',

    async connect(connector) {
      try {
        const accounts = parseAccounts(
          await requestProvider(eip155Provider(connector), { method: 'eth_requestAccounts' }, timeouts.connectTimeoutMs),
          'eth_requestAccounts',
        )
        if (accounts.length === 0) throw new FailedToConnectError({ details: 'the wallet returned no accounts' })
        return { accounts, caipNetworkId: await readChain(eip155Provider(connector)) }
      } catch (error) {
        if (rpcCodeOf(error) === RpcCode.UserRejected) throw new ConnectionRejectedError({ cause: error })
        if (error instanceof FailedToConnectError) throw error
        throw new FailedToConnectError({ cause: error })
      }
    },

    async reconnect(connector): Promise<AdapterConnection | undefined> {
      // eth_accounts never prompts: a reload must not ask the user anything.
      const accounts = parseAccounts(await requestProvider(eip155Provider(connector), { method: 'eth_accounts' }, timeouts.requestTimeoutMs), 'eth_accounts')
      if (accounts.length === 0) return undefined
      return { accounts, caipNetworkId: await readChain(eip155Provider(connector)) }
    },

    async disconnect(connector) {
      // Best effort: wallets that support revoking forget the site; the others are simply left.
      try {
        await requestProvider(
          eip155Provider(connector),
          { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] },
          Math.min(timeouts.requestTimeoutMs, 3_000),
        )
      } catch (error) {
        logger.warn('[berth] wallet_revokePermissions failed; disconnected locally', error)
      }
    },

    switchNetwork: (connector, network) =>
      walletPrompts().then((prompts) => prompts.switchEip155Chain(eip155Provider(connector), network, timeouts.connectTimeoutMs)),

    watch: (connector, handlers) => listenToEip155Events(eip155Provider(connector), handlers),

    async getBalance(network, address) {
      const { getEip155Balance } = await import('./getBalance.js')
      return getEip155Balance(network, address)
    },

    // The user reads and decides: bounded like a connect, not like a read.
    signMessage: (connector, request) =>
      walletPrompts().then((prompts) => prompts.signEip155Message(eip155Provider(connector), request, timeouts.connectTimeoutMs)),

    // Typed data, calls and receipts load with their first use (viem's encoders come with them).
    signTypedData: (connector, request) =>
      walletActions().then((actions) => actions.signEip155TypedData(eip155Provider(connector), request, timeouts.connectTimeoutMs)),
    sendTransaction: (connector, request) =>
      walletActions().then((actions) => actions.sendEip155Call(eip155Provider(connector), request, timeouts.connectTimeoutMs)),
    waitForTransactionReceipt: (network, request) => walletActions().then((actions) => actions.waitForEip155Receipt(network, request)),

    loadTransfer: loadEip155Transfer,
  }
}
