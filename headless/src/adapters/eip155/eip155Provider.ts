import { UnsupportedChainNamespaceError } from '../../errors/namespace.js'
import type { Connector } from '../connector.js'
import type { Eip1193Provider } from '../eip1193.js'

/** The EIP-1193 provider of an eip155 connector; a connector of another namespace never reaches an eip155 call. */
export function eip155Provider(connector: Connector): Eip1193Provider {
  if (connector.chain !== 'eip155') throw new UnsupportedChainNamespaceError(`${connector.id} connects in ${connector.chain}, not eip155`)
  return connector.provider
}
