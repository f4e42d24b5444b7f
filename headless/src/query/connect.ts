import type { Client } from '../client.js'
import type { ConnectResult } from '../controllers/connection/createConnectionController.js'
import type { RecentWallet } from '../controllers/connectors/recentWallets.js'

/** A connector id, or the id with the listed wallet the user chose (recorded as the recent wallet). */
export type ConnectVariables = string | { connectorId: string; wallet?: RecentWallet }

export function connectMutationOptions(client: Client) {
  return {
    mutationKey: ['berth', 'connect'] as const,
    mutationFn: (variables: ConnectVariables): Promise<ConnectResult> =>
      typeof variables === 'string'
        ? client.connection.connect(variables)
        : client.connection.connect(variables.connectorId, variables.wallet ? { wallet: variables.wallet } : {}),
  }
}
