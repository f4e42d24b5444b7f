import type {
  InfiniteQueryObserverOptions,
  MutationFunctionContext,
  MutationOptions,
  QueryFunction,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/query-core'
import type { BerthInfiniteQueryOptions, BerthQueryOptions } from './options.js'

/** Types a query factory's options as TanStack's `queryOptions` does; returns them as they are. */
export function queryOptions<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey> & { queryFn: QueryFunction<TQueryFnData, TQueryKey> },
): BerthQueryOptions<TQueryFnData, TError, TData, TQueryKey> {
  return options as BerthQueryOptions<TQueryFnData, TError, TData, TQueryKey>
}

/** Types an infinite query factory's options as TanStack's `infiniteQueryOptions` does; returns them as they are. */
export function infiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  options: InfiniteQueryObserverOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam> & { queryFn: QueryFunction<TQueryFnData, TQueryKey, TPageParam> },
): BerthInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam> {
  return options as BerthInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>
}

/**
 * The caller's `enabled` where the factory could run: a query that lacks what it needs (an
 * account, a network, a hash) stays off, whatever the caller says.
 */
export function enabledWhen<T>(ready: boolean, enabled: T | undefined): T | boolean {
  return ready ? (enabled ?? true) : false
}

/**
 * A mutation's own onSuccess (invalidating what it changed) followed by the caller's: a caller's
 * callback adds to the factory's, it never replaces it.
 */
export function chainOnSuccess<TData, TVariables, TContext>(
  own: (data: TData, variables: TVariables, context: MutationFunctionContext) => unknown,
  caller: MutationOptions<TData, never, TVariables, TContext>['onSuccess'],
): NonNullable<MutationOptions<TData, never, TVariables, TContext>['onSuccess']> {
  return async (data, variables, onMutateResult, context) => {
    await own(data, variables, context)
    return caller?.(data, variables, onMutateResult, context)
  }
}
