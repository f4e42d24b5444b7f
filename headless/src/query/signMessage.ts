import type { Client } from '../client.js'
import type { SignMessageParameters } from '../controllers/connection/createConnectionController.js'
import type { AdapterNotFoundError } from '../errors/adapter.js'
import type { AccountNotFoundError, ConnectorNotConnectedError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { InvalidProviderResponseError, ProviderRpcError, RequestTimeoutError } from '../errors/provider.js'
import type { SignatureDeclinedError } from '../errors/signature.js'
import { berthErrors } from './berthErrors.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/** The text to sign, and optionally which of the connection's accounts signs it (the active one otherwise). */
export type SignMessageVariables = SignMessageParameters

/** Every error a signature request can end with: nobody connected, an address not of the connection, declined in the wallet, or the wallet's own failure. */
export type SignMessageErrorType =
  | ConnectorNotConnectedError
  | AccountNotFoundError
  | AdapterNotFoundError
  | SignatureDeclinedError
  | InvalidProviderResponseError
  | ProviderRpcError
  | RequestTimeoutError
  | InternalError

/** signMessageMutationOptions' parameters: TanStack `mutation` options. */
export type SignMessageOptions<TContext = unknown> = MutationParameter<string, SignMessageErrorType, SignMessageVariables, TContext>

/** Asks the connected wallet to sign a message (EIP-191 personal_sign on eip155, solana:signMessage on solana); the signature as its namespace writes it. */
export function signMessageMutationOptions<TContext = unknown>(
  client: Client,
  options: SignMessageOptions<TContext> = {},
): BerthMutationOptions<string, SignMessageErrorType, SignMessageVariables, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'signMessage'] as const,
    mutationFn: (variables) => berthErrors(() => client.connection.signMessage(variables)),
  }
}
