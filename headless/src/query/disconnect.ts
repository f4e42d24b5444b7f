import type { Client } from '../client.js'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import type { ChainNamespace } from '../types/chain.js'
import { berthErrors } from './berthErrors.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/** The namespace to disconnect; the active one when left out. */
export type DisconnectVariables = ChainNamespace | undefined

/** Every error a disconnect can end with (a wallet that fails to forget the site is only logged). */
export type DisconnectErrorType = AdapterNotFoundError | InternalError

/** disconnectMutationOptions' parameters: TanStack `mutation` options. */
export type DisconnectOptions<TContext = unknown> = MutationParameter<void, DisconnectErrorType, DisconnectVariables, TContext>

/** Ends the connection of a namespace (the active one by default): the account clears and the modal closes. */
export function disconnectMutationOptions<TContext = unknown>(
  client: Client,
  options: DisconnectOptions<TContext> = {},
): BerthMutationOptions<void, DisconnectErrorType, DisconnectVariables, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'disconnect'] as const,
    mutationFn: (namespace) => berthErrors(() => client.connection.disconnect(namespace)),
  }
}
