import type {
  DataTag,
  DefaultError,
  InfiniteData,
  InfiniteQueryObserverOptions,
  MutationFunctionContext,
  MutationOptions,
  QueryFunction,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/query-core'
import { toBaseError } from '../errors/internal.js'

/*
 * The shapes TanStack Query's `queryOptions`, `infiniteQueryOptions` and `mutationOptions` give,
 * written with @tanstack/query-core's types so that this entry needs no React: the same factory
 * serves useQuery, useSuspenseQuery, prefetchQuery and getQueryData, in React or with any other
 * TanStack Query adapter, and the key carries the data and error types.
 */

/** What a caller may set on a Berth query: every TanStack option except the key and the function, which the factory owns. */
export type QueryOverrides<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey> = Omit<
  QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
  'queryKey' | 'queryFn' | 'queryHash' | 'queryKeyHashFn'
>

/**
 * The `query` parameter of every Berth query factory and hook: `enabled`, `select`, `staleTime`,
 * `refetchInterval`, `retry` ... spread over the factory's own options. `enabled` can only hold a
 * query back: one that lacks its account or network stays off whatever it says.
 */
export type QueryParameter<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey> = {
  query?: QueryOverrides<TQueryFnData, TError, TData, TQueryKey> | undefined
}

/** What a caller may set on a Berth infinite query (the pages and their cursor stay the factory's). */
export type InfiniteQueryOverrides<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam> = Omit<
  InfiniteQueryObserverOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  'queryKey' | 'queryFn' | 'queryHash' | 'queryKeyHashFn' | 'initialPageParam' | 'getNextPageParam' | 'getPreviousPageParam'
>

/** The `query` parameter of the infinite queries (wallet listing, activity). */
export type InfiniteQueryParameter<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam> = {
  query?: InfiniteQueryOverrides<TQueryFnData, TError, TData, TQueryKey, TPageParam> | undefined
}

/** What a caller may set on a Berth mutation: its callbacks, retry, meta, scope ... (not the key or the function). */
export type MutationOverrides<TData, TError, TVariables, TContext = unknown> = Omit<
  MutationOptions<TData, TError, TVariables, TContext>,
  'mutationFn' | 'mutationKey'
>

/** The `mutation` parameter of every Berth mutation factory and hook (`onSuccess`, `onError`, `onSettled`, `retry` ...). */
export type MutationParameter<TData, TError, TVariables, TContext = unknown> = {
  mutation?: MutationOverrides<TData, TError, TVariables, TContext> | undefined
}

/** A query factory's result: TanStack's query options with a key tagged by the data and error types. */
export type BerthQueryOptions<TQueryFnData, TError, TData, TQueryKey extends QueryKey> = QueryObserverOptions<
  TQueryFnData,
  TError,
  TData,
  TQueryFnData,
  TQueryKey
> & {
  queryKey: DataTag<TQueryKey, TQueryFnData, TError>
  queryFn: QueryFunction<TQueryFnData, TQueryKey>
}

/** An infinite query factory's result, its key tagged with the pages' type. */
export type BerthInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam> = InfiniteQueryObserverOptions<
  TQueryFnData,
  TError,
  TData,
  TQueryKey,
  TPageParam
> & {
  queryKey: DataTag<TQueryKey, InfiniteData<TQueryFnData, TPageParam>, TError>
  queryFn: QueryFunction<TQueryFnData, TQueryKey, TPageParam>
}

/** A mutation factory's result: TanStack's mutation options with Berth's key and function. */
export type BerthMutationOptions<TData, TError, TVariables, TContext = unknown> = MutationOptions<TData, TError, TVariables, TContext> & {
  mutationKey: QueryKey
  mutationFn: (variables: TVariables, context: MutationFunctionContext) => Promise<TData>
}

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
 * Runs a factory's function so that what it throws is always a BaseError: Berth's own errors as
 * they are, anything else wrapped in InternalError. That is what lets each hook type its error.
 */
export async function berthErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toBaseError(error)
  }
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
