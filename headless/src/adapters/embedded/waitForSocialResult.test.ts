// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PopupClosedError, SocialConnectionError } from '../../errors/embedded.js'
import { POPUP_CLOSED_CHECK_MS, waitForSocialResult } from './waitForSocialResult.js'

const ORIGIN = 'http://localhost:8790'

/** A stand-in for the login popup: another browsing context's window (an iframe's), closed when the test says. */
function fakePopupWindow() {
  const iframe = document.createElement('iframe')
  document.body.appendChild(iframe)
  let closed = false
  return { popup: iframe.contentWindow!, closed: () => closed, close: () => (closed = true) }
}

const post = (data: unknown, origin: string, source: Window) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
const result = (payload: unknown) => ({ type: '@berth-frame/SOCIAL_RESULT', payload })

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('waitForSocialResult', () => {
  it("takes the popup's result from the frame's origin", async () => {
    const { popup, closed } = fakePopupWindow()
    const waiting = waitForSocialResult({ popup, origin: ORIGIN, target: window, logger: console, closed })
    post(result({ resultUri: 'http://localhost:8790/social/result?code=1' }), ORIGIN, popup)
    await expect(waiting).resolves.toBe('http://localhost:8790/social/result?code=1')
  })

  it('ignores and reports a result from another origin, another window, or of the wrong shape', async () => {
    const { popup, closed } = fakePopupWindow()
    const other = fakePopupWindow()
    const logger = { warn: vi.fn(), error: vi.fn() }
    let settled = false
    const waiting = waitForSocialResult({ popup, origin: ORIGIN, target: window, logger, closed })
    void waiting.then(() => (settled = true))
    post(result({ resultUri: 'http://evil.example/x' }), 'http://evil.example', popup)
    post(result({ resultUri: 'http://localhost:8790/x' }), ORIGIN, other.popup)
    post(result({ resultUri: 'not a url' }), ORIGIN, popup)
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(logger.warn).toHaveBeenCalledTimes(3)
    post(result({ resultUri: 'http://localhost:8790/ok' }), ORIGIN, popup)
    await expect(waiting).resolves.toBe('http://localhost:8790/ok')
  })

  it("rejects with the provider's error as 'Failed to initiate social connection'", async () => {
    const { popup, closed } = fakePopupWindow()
    const waiting = waitForSocialResult({ popup, origin: ORIGIN, target: window, logger: console, closed })
    post(result({ error: 'access_denied' }), ORIGIN, popup)
    await expect(waiting).rejects.toThrow(SocialConnectionError)
  })

  it("rejects with 'Popup closed' within a second of the visitor closing the popup", async () => {
    const { popup, closed, close } = fakePopupWindow()
    const waiting = waitForSocialResult({ popup, origin: ORIGIN, target: window, logger: console, closed })
    const failed = expect(waiting).rejects.toThrow(PopupClosedError)
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS * 3)
    close()
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS)
    await failed
    await expect(waiting).rejects.toHaveProperty('shortMessage', 'Popup closed')
  })
})
