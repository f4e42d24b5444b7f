/**
 * `BerthProvider` and the React hooks over the client.
 *
 * @module @berth/headless/react
 */
export * from '@berth/headless/react'
