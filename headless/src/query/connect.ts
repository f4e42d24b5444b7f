import type { Client } from '../client.js'
import type { ConnectResult } from '../controllers/connection/createConnectionController.js'

export function connectMutationOptions(client: Client) {
  return {
    mutationKey: ['berth', 'connect'] as const,
    mutationFn: (connectorId: string): Promise<ConnectResult> => client.connection.connect(connectorId),
  }
}
