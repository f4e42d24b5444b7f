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
