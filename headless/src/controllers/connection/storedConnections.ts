import * as z from 'zod/mini'
import type { ChainNamespace } from '../../types/chain.js'

export type StoredConnection = { connectorId: string; namespace: ChainNamespace }

export const storedConnectionsSchema = z.array(
  z.object({ connectorId: z.string().check(z.minLength(1)), namespace: z.enum(['eip155', 'solana', 'bip122']) }),
)

/** Newest first, one per namespace: the order reconnect tries them in. */
export function rememberConnection(list: readonly StoredConnection[], connection: StoredConnection): StoredConnection[] {
  return [connection, ...list.filter((entry) => entry.namespace !== connection.namespace)]
}

export function forgetConnection(list: readonly StoredConnection[], namespace: ChainNamespace): StoredConnection[] {
  return list.filter((entry) => entry.namespace !== namespace)
}
