/**
 * TanStack Query option factories and query keys, for any TanStack Query adapter.
 *
 * @module @berth/headless/query
 */
export * from '@berth/headless/query'
