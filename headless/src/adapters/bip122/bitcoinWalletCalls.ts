import { InternalError } from '../../errors/internal.js'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { Connector } from '../connector.js'
import { satsConnectCalls } from './satsConnectCalls.js'
import { standardCalls } from './standardCalls.js'
import type { BitcoinWalletCalls } from './walletCalls.js'

/**
 * The calls of the wallet behind a bip122 connector: a sats-connect provider's, or a wallet-standard
 * wallet's. `currentNetwork` is the network its connection is on (the wallet's events carry none).
 * Another namespace's connector is a wiring mistake.
 */
export function bitcoinWalletCalls(connector: Connector, currentNetwork: () => Bip122Network | undefined): BitcoinWalletCalls {
  if (connector.chain !== 'bip122') throw new InternalError(new Error(`the Bitcoin adapter was handed a ${connector.chain} connector`))
  if ('kind' in connector && connector.kind === 'sats-connect') return satsConnectCalls(connector)
  return standardCalls(connector.provider as Parameters<typeof standardCalls>[0], currentNetwork)
}
