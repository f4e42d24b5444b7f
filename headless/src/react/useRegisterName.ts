import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { RegisteredName } from '../controllers/names/createNamesController.js'
import { registerNameMutationOptions, type RegisterNameErrorType, type RegisterNameOptions, type RegisterNameVariables } from '../query/registerName.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `mutation` options (onSuccess, onError, ...). */
export type UseRegisterNameParameters<TContext = unknown> = RegisterNameOptions<TContext>
/** What useRegisterName returns: TanStack's result, its `error` typed. */
export type UseRegisterNameReturnType<TContext = unknown> = UseMutationResult<RegisteredName, UseRegisterNameErrorType, RegisterNameVariables, TContext>
/** The errors `useRegisterName().error` can hold: 'Address or auth connector not found', 'Error registering name {name}' (its `reason` says why). */
export type UseRegisterNameErrorType = RegisterNameErrorType

/**
 * Registers an account name for the embedded wallet's account: `mutate({ name: 'alice' })` asks the
 * account to sign the registration, then registers `alice.berth.id`; `isPending` while it signs and
 * registers, `data` the registered name, `error.reason` why it failed. The account's profile name
 * is the new name from then on.
 *
 * @example
 * const register = useRegisterName()
 * return (
 *   <>
 *     <button disabled={register.isPending} onClick={() => register.mutate({ name })}>Register</button>
 *     {register.error && <p role="alert">{register.error.shortMessage}</p>}
 *   </>
 * )
 */
export function useRegisterName<TContext = unknown>(parameters: UseRegisterNameParameters<TContext> = {}): UseRegisterNameReturnType<TContext> {
  return useMutation(registerNameMutationOptions(useClient(), parameters), useBerthQueryClient())
}
