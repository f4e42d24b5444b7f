import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { type EmbeddedErrorType, type FarcasterLoginVariables, farcasterLoginMutationOptions } from '../query/embedded.js'
import type { MutationParameter } from '../query/options.js'
import { useClient } from './useClient.js'
import { useEmbeddedState } from './useEmbeddedState.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/**
 * Logs in with Farcaster: `mutate()` asks for the sign-in URL (`url`, to show as a QR code and a
 * link) and waits until it is approved, then connects. `mutate({ signal })` gives the wait up when
 * the signal aborts (the visitor left the QR code).
 *
 * @example
 * const farcaster = useFarcasterLogin()
 * return farcaster.url ? <a href={farcaster.url}>Sign in with Farcaster</a> : <button onClick={() => farcaster.mutate()}>Farcaster</button>
 */
export function useFarcasterLogin<TContext = unknown>(
  parameters: MutationParameter<void, EmbeddedErrorType, FarcasterLoginVariables, TContext> = {},
): UseMutationResult<void, EmbeddedErrorType, FarcasterLoginVariables, TContext> & { url: string | undefined } {
  const client = useClient()
  const url = useEmbeddedState((state) => state.farcasterUrl)
  return { ...useMutation(farcasterLoginMutationOptions(client, parameters), useBerthQueryClient()), url }
}
