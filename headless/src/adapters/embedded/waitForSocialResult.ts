import { PopupClosedError, SocialConnectionError } from '../../errors/embedded.js'
import type { Logger } from '../../storage/types.js'
import { SOCIAL_RESULT_EVENT, socialResultSchema } from './frameProtocol.js'

/** SPEC.md §4: the social popup is checked for being closed every second. */
export const POPUP_CLOSED_CHECK_MS = 1_000

export type WaitForSocialResultParameters = {
  /** The popup the social login opened: its messages are the only ones taken. */
  popup: Window
  /** The frame's origin: the popup's result page lives there. */
  origin: string
  /** The window the popup posts to (the app's). */
  target: Window
  logger: Logger
  /** Whether the visitor closed the popup (popup.closed unless set). */
  closed?: () => boolean
  checkEveryMs?: number
  signal?: AbortSignal
}

/**
 * Waits for the social popup's SOCIAL_RESULT (socialResultSchema) from the frame's origin and from
 * that popup only, and resolves with its result URI; a provider's error rejects with 'Failed to
 * initiate social connection', a popup the visitor closed with 'Popup closed' (checked every
 * second). A SOCIAL_RESULT from another origin or window is reported and ignored.
 */
export function waitForSocialResult(parameters: WaitForSocialResultParameters): Promise<string> {
  const { popup, origin, target, logger } = parameters
  const closed = parameters.closed ?? (() => popup.closed)
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearInterval(timer)
      target.removeEventListener('message', onMessage)
      parameters.signal?.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      const claims = typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SOCIAL_RESULT_EVENT
      if (!claims) return
      if (event.origin !== origin || event.source !== popup) {
        logger.warn(`[berth] ignored a social login result from ${event.origin || 'an unknown origin'} that is not the login popup`)
        return
      }
      const parsed = socialResultSchema.safeParse(data)
      if (!parsed.success) {
        logger.warn('[berth] ignored a social login result with an unexpected shape')
        return
      }
      stop()
      const payload = parsed.data.payload
      if ('resultUri' in payload) resolve(payload.resultUri)
      else reject(new SocialConnectionError({ details: payload.error }))
    }
    const onAbort = () => {
      stop()
      reject(new PopupClosedError())
    }
    const timer = setInterval(() => {
      if (!closed()) return
      stop()
      reject(new PopupClosedError())
    }, parameters.checkEveryMs ?? POPUP_CLOSED_CHECK_MS)
    target.addEventListener('message', onMessage)
    parameters.signal?.addEventListener('abort', onAbort)
  })
}
