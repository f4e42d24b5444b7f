import type { Wallet } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import { callWallet } from '../solana/callWallet.js'
import { walletFeature } from '../solana/solanaWallet.js'
import { chainsInclude } from './bitcoinChains.js'
import { standardAccounts } from './standardAccounts.js'
import type { BitcoinWalletCalls } from './walletCalls.js'

/** `bitcoin:connect` (Exodus' bitcoin-wallet-standard): the purposes asked for, and the accounts it authorised. */
export type BitcoinConnectFeature = {
  'bitcoin:connect': {
    version: string
    connect(input?: { purposes: ('payment' | 'ordinals')[] }): Promise<{ accounts: readonly unknown[] }>
  }
}

type Disconnect = StandardDisconnectFeature['standard:disconnect']
type Events = StandardEventsFeature['standard:events']

const walletSigning = () => import('./standardSigning.js')

/**
 * The wallet-standard Bitcoin wallet's calls: `bitcoin:connect` with the purposes payment and
 * ordinals; a reconnect reads `wallet.accounts` (what the wallet already authorised for the page;
 * wallet-standard Bitcoin has no silent connect, so none there means a prompt would be needed);
 * `standard:disconnect` and `standard:events` where the wallet has them. Signing loads with its
 * first use (standardSigning.ts). `network` is the network the connection is on (for the events).
 */
export function standardCalls(wallet: Wallet, currentNetwork: () => Bip122Network | undefined): BitcoinWalletCalls {
  return {
    async connect(network, timeoutMs) {
      const feature = walletFeature<BitcoinConnectFeature['bitcoin:connect']>(wallet, 'bitcoin:connect', 'connect')
      if (!feature) throw new Error('the wallet has no bitcoin:connect')
      const output = await callWallet('bitcoin:connect', () => feature.connect({ purposes: ['payment', 'ordinals'] }), timeoutMs)
      const fromOutput = standardAccounts((output as { accounts?: unknown } | undefined)?.accounts, network)
      return fromOutput.length > 0 ? fromOutput : standardAccounts(wallet.accounts, network)
    },

    async reconnect(network) {
      const accounts = standardAccounts(wallet.accounts, network)
      return accounts.length > 0 ? accounts : undefined
    },

    async disconnect(timeoutMs) {
      const feature = walletFeature<Disconnect>(wallet, 'standard:disconnect', 'disconnect')
      if (feature) await callWallet('standard:disconnect', () => feature.disconnect(), timeoutMs)
    },

    supportsNetwork: async (network) => Array.isArray(wallet.chains) && chainsInclude(wallet.chains, network),

    watch(onAccounts, onError) {
      const feature = walletFeature<Events>(wallet, 'standard:events', 'on')
      if (!feature) return () => {}
      return feature.on('change', (properties) => {
        try {
          const network = currentNetwork()
          if (!properties || !('accounts' in properties) || !network) return
          onAccounts(standardAccounts(properties.accounts, network))
        } catch (error) {
          onError(error)
        }
      })
    },

    signMessage: (account, message, protocol, timeoutMs) =>
      walletSigning().then((signing) => signing.standardSignMessage(wallet, account, message, protocol, timeoutMs)),
    signPsbt: (psbt, signInputs, network, timeoutMs) =>
      walletSigning().then((signing) => signing.standardSignPsbt(wallet, psbt, signInputs, network, timeoutMs)),
  }
}
