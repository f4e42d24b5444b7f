import { storedShape } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/chain.js'

export type StoredConnection = { connectorId: string; namespace: ChainNamespace }

const NAMESPACES: readonly unknown[] = ['eip155', 'solana', 'bip122']

/** The stored list: each entry a non-empty connector id and a known namespace. */
export const storedConnectionsSchema = storedShape(
  (value: unknown): value is StoredConnection[] =>
    Array.isArray(value) &&
    value.every((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return false
      const { connectorId, namespace } = entry as Record<string, unknown>
      return typeof connectorId === 'string' && connectorId.length > 0 && NAMESPACES.includes(namespace)
    }),
)

/** Newest first, one per namespace: the order reconnect tries them in. */
export function rememberConnection(list: readonly StoredConnection[], connection: StoredConnection): StoredConnection[] {
  return [connection, ...list.filter((entry) => entry.namespace !== connection.namespace)]
}

export function forgetConnection(list: readonly StoredConnection[], namespace: ChainNamespace): StoredConnection[] {
  return list.filter((entry) => entry.namespace !== namespace)
}
