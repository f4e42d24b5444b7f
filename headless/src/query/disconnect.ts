import type { Client } from '../client.js'
import type { ChainNamespace } from '../types/chain.js'

export function disconnectMutationOptions(client: Client) {
  return {
    mutationKey: ['berth', 'disconnect'] as const,
    mutationFn: (namespace?: ChainNamespace): Promise<void> => client.connection.disconnect(namespace),
  }
}
