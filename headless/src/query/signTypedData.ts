import type { Client } from '../client.js'
import type { SignTypedDataParameters } from '../controllers/connection/createConnectionController.js'
import type { InvalidTypedDataError } from '../errors/typedData.js'
import type { Hex } from '../types/chain.js'
import { berthErrors } from './berthErrors.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'
import type { SignMessageErrorType } from './signMessage.js'

/** EIP-712 typed data in viem's shape ({ domain, types, primaryType, message }), and optionally the signing account. */
export type SignTypedDataVariables = SignTypedDataParameters

/** Every error a typed-data signature can end with: those of a message signature, and data that does not match its own types. */
export type SignTypedDataErrorType = SignMessageErrorType | InvalidTypedDataError

/** signTypedDataMutationOptions' parameters: TanStack `mutation` options. */
export type SignTypedDataOptions<TContext = unknown> = MutationParameter<Hex, SignTypedDataErrorType, SignTypedDataVariables, TContext>

/** Asks the connected wallet to sign EIP-712 typed data (eth_signTypedData_v4); the signature. */
export function signTypedDataMutationOptions<TContext = unknown>(
  client: Client,
  options: SignTypedDataOptions<TContext> = {},
): BerthMutationOptions<Hex, SignTypedDataErrorType, SignTypedDataVariables, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'signTypedData'] as const,
    mutationFn: (variables) => berthErrors(() => client.connection.signTypedData(variables)),
  }
}
