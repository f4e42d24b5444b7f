import type { Connector } from '../../adapters/connector.js'

/**
 * Whether the `excludeWalletIds` option hides a wallet: its id, rdns or name is listed, ignoring
 * case. Its own module: the wallet listing (in every page's first load) needs it, not the Connect
 * view's ordering.
 */
export function isExcluded(connector: Pick<Connector, 'id' | 'name' | 'rdns'>, excluded: readonly string[]): boolean {
  const keys = new Set(excluded.map((value) => value.toLowerCase()))
  return [connector.id, connector.rdns, connector.name].some((value) => value !== undefined && keys.has(value.toLowerCase()))
}
