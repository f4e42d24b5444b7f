/**
 * The framework-free core: `createClient`, its options and controllers, the CAIP helpers, the
 * errors, the storage backends and the API clients.
 *
 * @module @berth/headless
 */
export * from '@berth/headless'
