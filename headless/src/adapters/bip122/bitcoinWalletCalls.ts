import { InternalError } from '../../errors/internal.js'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { Connector } from '../connector.js'
import type { SatsConnectConnector } from '../connector.js'
import { standardCalls } from './standardCalls.js'
import type { BitcoinWalletCalls } from './walletCalls.js'

/**
 * A sats-connect provider's calls, loaded with the first of them (they carry zod for the wallet's
 * answers, which bitcoin()'s up-front code does without). It announces no events.
 */
function lazySatsConnectCalls(connector: SatsConnectConnector): BitcoinWalletCalls {
  const calls = () => import('./satsConnectCalls.js').then((module) => module.satsConnectCalls(connector))
  const offersSendTransfer = connector.methods?.includes('sendTransfer') === true
  return {
    connect: (network, timeoutMs) => calls().then((loaded) => loaded.connect(network, timeoutMs)),
    reconnect: (network, timeoutMs) => calls().then((loaded) => loaded.reconnect(network, timeoutMs)),
    disconnect: (timeoutMs) => calls().then((loaded) => loaded.disconnect(timeoutMs)),
    supportsNetwork: (network, timeoutMs) => calls().then((loaded) => loaded.supportsNetwork(network, timeoutMs)),
    watch: () => () => {},
    signMessage: (account, message, protocol, timeoutMs) => calls().then((loaded) => loaded.signMessage(account, message, protocol, timeoutMs)),
    signPsbt: (psbt, signInputs, network, timeoutMs) => calls().then((loaded) => loaded.signPsbt(psbt, signInputs, network, timeoutMs)),
    ...(offersSendTransfer ? { sendTransfer: (recipients, timeoutMs) => calls().then((loaded) => loaded.sendTransfer!(recipients, timeoutMs)) } : {}),
  }
}

/**
 * The calls of the wallet behind a bip122 connector: a sats-connect provider's, or a wallet-standard
 * wallet's. `currentNetwork` is the network its connection is on (the wallet's events carry none).
 * Another namespace's connector is a wiring mistake.
 */
export function bitcoinWalletCalls(connector: Connector, currentNetwork: () => Bip122Network | undefined): BitcoinWalletCalls {
  if (connector.chain !== 'bip122') throw new InternalError(new Error(`the Bitcoin adapter was handed a ${connector.chain} connector`))
  if ('kind' in connector && connector.kind === 'sats-connect') return lazySatsConnectCalls(connector)
  return standardCalls(connector.provider as Parameters<typeof standardCalls>[0], currentNetwork)
}
