/**
 * EVM networks, the eip155 adapter and its helpers.
 *
 * @module @berth/headless/eip155
 */
export * from '@berth/headless/eip155'
