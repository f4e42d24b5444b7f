import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { ConnectionRejectedError, FailedToConnectError } from '../../errors/connection.js'
import type { Network } from '../../networks/types.js'
import type { Logger } from '../../storage/types.js'
import type { AdapterTimeouts } from '../types.js'
import { checkSolanaAddress } from './address.js'
import { callWallet, isUserRejection } from './callWallet.js'
import type { Connector } from '../connector.js'
import type { AdapterConnection, ChainAdapter } from '../types.js'
import { solanaAccounts, walletFeature } from './solanaWallet.js'
import { walletOf } from './walletAccount.js'

const walletPrompts = () => import('./walletPrompts.js').then((module) => module.solanaWalletPrompts)

type Connect = StandardConnectFeature['standard:connect']
type Disconnect = StandardDisconnectFeature['standard:disconnect']
type Events = StandardEventsFeature['standard:events']

/** The wallet's Solana account addresses (valid base58 addresses only), in its order. */
const addressesOf = (accounts: unknown): string[] =>
  solanaAccounts(accounts)
    .map((account) => account.address)
    .filter((address) => checkSolanaAddress(address) === 'valid')

/**
 * The Solana ChainAdapter over wallet-standard wallets. Up front it holds only what connecting and
 * watching need; signing text, signing in, balances and transfers (@solana/kit's RPC and transaction
 * code) load with their first use.
 */
export function createSolanaAdapter(timeouts: AdapterTimeouts, logger: Logger = console): ChainAdapter {
  const connectWallet = async (connector: Connector, network: Network, silent: boolean): Promise<AdapterConnection> => {
    const wallet = walletOf(connector)
    const feature = walletFeature<Connect>(wallet, 'standard:connect', 'connect')
    if (!feature) throw new FailedToConnectError({ details: 'the wallet has no standard:connect' })
    const output = await callWallet(
      'standard:connect',
      () => feature.connect(silent ? { silent: true } : undefined),
      silent ? timeouts.requestTimeoutMs : timeouts.connectTimeoutMs,
    )
    // The output's accounts are the ones just authorised; some wallets only update wallet.accounts.
    const fromOutput = addressesOf((output as { accounts?: unknown } | undefined)?.accounts)
    // The cluster is the app's choice: a wallet-standard wallet has no "current chain" to report.
    return { accounts: fromOutput.length > 0 ? fromOutput : addressesOf(wallet.accounts), caipNetworkId: network.caipNetworkId }
  }

  return {
    namespace: 'solana',

    async connect(connector, network) {
      try {
        const connection = await connectWallet(connector, network, false)
        if (connection.accounts.length === 0) throw new FailedToConnectError({ details: 'the wallet returned no Solana accounts' })
        return connection
      } catch (error) {
        if (error instanceof FailedToConnectError) throw error
        if (isUserRejection(error)) throw new ConnectionRejectedError({ cause: error })
        throw new FailedToConnectError({ cause: error })
      }
    },

    async reconnect(connector, network) {
      // A reload must not prompt: silent connect answers with the accounts already authorised, or none.
      try {
        const connection = await connectWallet(connector, network, true)
        return connection.accounts.length > 0 ? connection : undefined
      } catch (error) {
        logger.warn('[berth] a Solana wallet refused a silent reconnect; not connected', error)
        return undefined
      }
    },

    async disconnect(connector) {
      // Best effort: a wallet with standard:disconnect forgets the site; the others are simply left.
      const feature = walletFeature<Disconnect>(walletOf(connector), 'standard:disconnect', 'disconnect')
      if (!feature) return
      try {
        await callWallet('standard:disconnect', () => feature.disconnect(), Math.min(timeouts.requestTimeoutMs, 3_000))
      } catch (error) {
        logger.warn('[berth] standard:disconnect failed; disconnected locally', error)
      }
    },

    // The cluster is the app's choice; the wallet is told it with each transaction.
    switchNetwork: async () => {},

    watch(connector, handlers) {
      const feature = walletFeature<Events>(walletOf(connector), 'standard:events', 'on')
      if (!feature) return () => {}
      return feature.on('change', (properties) => {
        try {
          if (!properties || !('accounts' in properties)) return
          const accounts = addressesOf(properties.accounts)
          if (accounts.length === 0) handlers.onDisconnect()
          else handlers.onAccountsChanged(accounts)
        } catch (error) {
          handlers.onError(error)
        }
      })
    },

    async getBalance(network, address) {
      const { getSolanaBalance } = await import('./getSolanaBalance.js')
      return getSolanaBalance(network, address)
    },

    // The user reads and decides: bounded like a connect, not like a read.
    signMessage: (connector, request) => walletPrompts().then((prompts) => prompts.signSolanaMessage(connector, request, timeouts.connectTimeoutMs)),
    signIn: (connector, input) => walletPrompts().then((prompts) => prompts.signInWithSolana(connector, input, timeouts.connectTimeoutMs)),

    checkAddress: checkSolanaAddress,

    loadTransfer: () => import('./transfer/solanaTransfer.js').then((module) => module.solanaTransfer),
  }
}
