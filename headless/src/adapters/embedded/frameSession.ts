import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import type { FrameClient } from './createFrameClient.js'
import type { FrameUser } from './frameProtocol.js'

/**
 * What the embedded connectors need of the embedded wallet: the frame, the logged-in user, and
 * where a signing request's progress is told (the UI shows the frame while one waits).
 */
export type FrameSession = {
  /** The frame client, its iframe made (and ready) on first use. */
  frame(): Promise<FrameClient>
  /**
   * The logged-in user on `chainId`'s namespace, or undefined when nobody is logged in here.
   * `silent`: a reload's check, which makes no frame when email login was never used on this browser.
   */
  user(chainId: CaipNetworkId, silent: boolean): Promise<FrameUser | undefined>
  /** A signing method waits for the visitor's approval in the frame (`method`), or no longer does (undefined, with its error if it failed). */
  approval(method: string | undefined, error?: unknown): void
  /** Logs out in the frame (gives up after 3 s) and forgets the login here. */
  signOut(): Promise<void>
}
