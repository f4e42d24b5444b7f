import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { SocialProvider } from '../controllers/embedded/embeddedTypes.js'
import { socialLoginMutationOptions, type EmbeddedErrorType } from '../query/embedded.js'
import type { MutationParameter } from '../query/options.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/**
 * Logs in with a social provider: `mutate('google')` opens its login in a 600×800 popup (call it
 * from a click), waits for the result and connects; `error` is 'Popup closed' when the visitor closed it.
 *
 * @example
 * const social = useSocialLogin()
 * return <button onClick={() => social.mutate('google')}>Google</button>
 */
export function useSocialLogin<TContext = unknown>(
  parameters: MutationParameter<void, EmbeddedErrorType, SocialProvider, TContext> = {},
): UseMutationResult<void, EmbeddedErrorType, SocialProvider, TContext> {
  return useMutation(socialLoginMutationOptions(useClient(), parameters), useBerthQueryClient())
}
