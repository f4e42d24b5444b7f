import type { Client } from '../client.js'
import type { RegisteredName } from '../controllers/names/createNamesController.js'
import type { InternalError } from '../errors/internal.js'
import type { AddressOrAuthConnectorNotFoundError, RegisterNameError } from '../errors/names.js'
import { berthErrors } from './berthErrors.js'
import { chainOnSuccess } from './defineOptions.js'
import { berthKeys } from './keys.js'
import { nameKeys } from './nameKeys.js'
import { namesOf } from './namesController.js'
import type { BerthMutationOptions, MutationParameter } from './options.js'

/** The name to register: what the visitor typed (`alice`) or the full name (`alice.berth.id`). */
export type RegisterNameVariables = { name: string }

/** Every error a registration can end with: no embedded-wallet account to register for, or the registration's own failure (its `reason` says why). */
export type RegisterNameErrorType = AddressOrAuthConnectorNotFoundError | RegisterNameError | InternalError

/** registerNameMutationOptions' parameters: TanStack `mutation` options (their onSuccess runs after the factory's). */
export type RegisterNameOptions<TContext = unknown> = MutationParameter<RegisteredName, RegisterNameErrorType, RegisterNameVariables, TContext>

/**
 * Registers an account name for the connected embedded-wallet account (SPEC §4): the account signs
 * the registration message, the data API registers it. On success the account's profile name
 * (`useAccount().profileName`, which Account and the connect button show) is the new name, and the
 * address's identity and names (reverse lookup), the name's resolution and every suggestion list refetch.
 */
export function registerNameMutationOptions<TContext = unknown>(
  client: Client,
  options: RegisterNameOptions<TContext> = {},
): BerthMutationOptions<RegisteredName, RegisterNameErrorType, RegisterNameVariables, TContext> {
  return {
    ...options.mutation,
    mutationKey: ['berth', 'registerName'] as const,
    mutationFn: ({ name }) => berthErrors(async () => (await namesOf(client)).register({ name })),
    onSuccess: chainOnSuccess(
      (registered: RegisteredName, _variables, context) =>
        Promise.all([
          // The address's name and avatar, and its names (the reverse lookup, kept under its identity).
          context.client.invalidateQueries({ queryKey: berthKeys.identity(registered.address) }),
          context.client.invalidateQueries({ queryKey: nameKeys.resolve(registered.name) }),
          context.client.invalidateQueries({ queryKey: nameKeys.allSuggestions() }),
        ]),
      options.mutation?.onSuccess,
    ),
  }
}
