import { embeddedWallet } from '@berth/headless/embedded'

/**
 * The devnet's embedded-wallet frame (its own origin, http://localhost:8790, as @berth/devnet/networks
 * has it). A hosted project passes its frame's URL.
 */
const DEVNET_FRAME_URL = 'http://localhost:8790'

/**
 * The embedded wallet option (email login through the secure frame), in a module of its own that
 * client.ts imports lazily beside solana(): the page's first render does not carry it.
 */
export const embeddedOption = embeddedWallet({ frameUrl: import.meta.env.VITE_BERTH_FRAME_URL ?? DEVNET_FRAME_URL })
