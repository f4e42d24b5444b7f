import { ConnectorNotConnectedError } from '../../errors/connection.js'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { WalletConnectBip122Connector } from '../connector.js'
import type { AdapterTimeouts } from '../types.js'
import type { BitcoinWalletCalls } from '../bip122/walletCalls.js'
import type { WalletConnectSetup } from './types.js'
import { bip122ConnectionAccount, liveBip122Account, walletConnectBip122 } from './walletConnectBip122.js'

/**
 * WalletConnect's bip122 side as the Bitcoin adapter's BitcoinWalletCalls, so that connect, sign
 * and the PSBT send (Berth's PSBT, signed by the wallet without broadcast, then checked, finalized
 * and broadcast through Esplora) go through the Bitcoin adapter like any Bitcoin wallet's. The
 * session is the WalletConnect connector's (`walletConnect`): connect pairs when it has no account
 * on the network; disconnect ends it, and with it every connection on it (eip155's too).
 * `currentNetwork` is the network the bip122 connection is on.
 */
export function walletConnectBip122Calls(
  walletConnect: WalletConnectSetup,
  side: WalletConnectBip122Connector,
  timeouts: AdapterTimeouts,
  currentNetwork: () => Bip122Network | undefined,
): BitcoinWalletCalls {
  const { connector } = walletConnect
  const bip122 = walletConnectBip122({
    getProvider: connector.getProvider,
    ensureSession: () => connector.ensureSession!(),
    disconnect: () => walletConnect.adapter.disconnect(connector),
    timeouts,
  })
  const accountsOn = async (network: Bip122Network) => (await bip122.getAccountAddresses(network.caipNetworkId)).map(bip122ConnectionAccount)
  const sessionAccount = async (network: Bip122Network | undefined) => {
    const account = network && liveBip122Account((await connector.getProvider()).session, network.caipNetworkId)
    if (!account) throw new ConnectorNotConnectedError()
    return account
  }

  return {
    async connect(network) {
      await bip122.pair(network.caipNetworkId)
      return accountsOn(network)
    },

    async reconnect(network) {
      const account = liveBip122Account((await connector.getProvider()).session, network.caipNetworkId)
      if (!account) return undefined
      // A reload never prompts: a wallet that does not answer at once leaves the session's account alone.
      return accountsOn(network).catch(() => [{ address: account }])
    },

    disconnect: () => bip122.disconnect(side),

    supportsNetwork: async (network) => liveBip122Account((await connector.getProvider()).session, network.caipNetworkId) !== undefined,

    watch(onAccounts, onError) {
      return bip122.watch(side, {
        onAccountsChanged: (accounts, details) => onAccounts(details ?? accounts.map((address) => ({ address }))),
        onNetworkChanged: () => {},
        // The wallet ended the session (session_delete): no account is left.
        onDisconnect: () => onAccounts([]),
        onError,
      })
    },

    async signMessage(account, message, protocol) {
      // WalletConnect's bip122 signMessage is asked for BIP-322 only (the Bitcoin adapter's default).
      if (protocol !== 'bip322') throw new Error(`WalletConnect's bip122 side signs BIP-322 only, not ${protocol}`)
      return bip122.signMessage(side, { address: account.address, message })
    },

    async signPsbt(psbt, signInputs, network) {
      const signed = await bip122.signPsbt({
        caipNetworkId: network.caipNetworkId,
        account: await sessionAccount(network),
        psbt,
        signInputs: signInputs.flatMap(({ address, indexes }) => indexes.map((index) => ({ address, index }))),
        broadcast: false,
      })
      return signed.psbt
    },

    async sendTransfer(recipients) {
      const network = currentNetwork()
      const [recipient, ...more] = recipients
      if (!recipient || more.length > 0) throw new Error("WalletConnect's sendTransfer pays one recipient")
      return bip122.sendTransfer({
        caipNetworkId: network!.caipNetworkId,
        from: await sessionAccount(network),
        recipient: recipient.address,
        amount: recipient.amount,
      })
    },
  }
}
