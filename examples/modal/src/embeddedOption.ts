import { embeddedWallet } from '@berth/headless/embedded'

/**
 * The devnet's embedded-wallet frame (DESIGN.md: its own origin), as @berth/devnet/networks has it.
 * Written here rather than imported: this module is lazy, and a module it shared with the entry
 * (devnet/networks) made Rolldown split the entry's code into shared chunks (+3 kB of first load).
 */
export const DEVNET_FRAME_URL = 'http://localhost:8790'

/**
 * The embedded wallet option, in a module of its own that client.ts imports lazily (as it does
 * bitcoin()): embeddedWallet() and its connector shells stay out of the page's first load. Made when
 * the module loads: the example always offers it. A hosted project passes its frame's URL.
 */
export const embeddedOption = embeddedWallet({ frameUrl: import.meta.env.VITE_BERTH_FRAME_URL ?? DEVNET_FRAME_URL })
