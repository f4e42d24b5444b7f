import { solana } from '@berth/headless/solana'

/**
 * The Solana option, imported by name as an app imports it: loaded through this module (not the
 * package entry itself) so the bundler keeps only solana() and what it uses, not every export of
 * `@berth/headless/solana`.
 */
export const solanaAdapters = () => [solana()]
