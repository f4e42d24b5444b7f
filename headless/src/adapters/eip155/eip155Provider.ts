import type { Connector, Eip155Connector } from '../connector.js'
import type { Eip1193Provider } from '../eip1193.js'

/**
 * The EIP-1193 provider of the connector an eip155 adapter was handed. The connection controller
 * routes every connector to its own namespace's adapter (`adapters[connector.chain]`), so another
 * namespace's connector never gets here; a type narrowing, with no code in the page's first load.
 */
export const eip155Provider = (connector: Connector): Eip1193Provider => (connector as Eip155Connector).provider
