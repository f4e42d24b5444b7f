/**
 * The embedded wallet: email, social and Farcaster login through a secure frame on another origin, and the frame protocol both sides speak.
 *
 * @module @berth/headless/embedded
 */
export * from '@berth/headless/embedded'
