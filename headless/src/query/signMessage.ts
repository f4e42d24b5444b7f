import type { Client } from '../client.js'

export type SignMessageVariables = { message: string; address?: string }

export function signMessageMutationOptions(client: Client) {
  return {
    mutationKey: ['berth', 'signMessage'] as const,
    mutationFn: (variables: SignMessageVariables): Promise<string> => client.connection.signMessage(variables),
  }
}
