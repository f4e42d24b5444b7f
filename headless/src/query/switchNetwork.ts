import type { Client } from '../client.js'

export function switchNetworkMutationOptions(client: Client) {
  return {
    mutationKey: ['berth', 'switchNetwork'] as const,
    mutationFn: (caipNetworkId: string): Promise<void> => client.switchNetwork(caipNetworkId),
  }
}
