import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'
import type { ChainNotSupportedError, NetworkNotFoundError, SwitchNetworkRejectedError } from '../errors/network.js'
import type { ProviderRpcError, RequestTimeoutError } from '../errors/provider.js'
import { berthErrors } from './berthErrors.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/** Every error a network switch can end with: not one of the app's networks, refused in the wallet, a chain the wallet cannot add, or the wallet's own error. */
export type SwitchNetworkErrorType =
  | NetworkNotFoundError
  | SwitchNetworkRejectedError
  | ChainNotSupportedError
  | AdapterNotFoundError
  | ProviderRpcError
  | RequestTimeoutError
  | InternalError

/** switchNetworkMutationOptions' parameters: TanStack `mutation` options. */
export type SwitchNetworkOptions<TContext = unknown> = MutationParameter<void, SwitchNetworkErrorType, CaipNetworkId, TContext>

/**
 * Switches to one of the app's networks (`'eip155:8453'`), asking the connected wallet (which
 * adds the chain when it does not know it); nothing when it is already active.
 */
export function switchNetworkMutationOptions<TContext = unknown>(
  client: Client,
  options: SwitchNetworkOptions<TContext> = {},
): BerthMutationOptions<void, SwitchNetworkErrorType, CaipNetworkId, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'switchNetwork'] as const,
    mutationFn: (caipNetworkId) => berthErrors(() => client.switchNetwork(caipNetworkId)),
  }
}
