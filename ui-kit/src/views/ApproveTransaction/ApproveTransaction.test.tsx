// @vitest-environment jsdom
import { embeddedWallet, type FrameArea } from '@berth/headless/embedded'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import ApproveTransaction from './ApproveTransaction'

// No secure frame runs in jsdom (its page is another origin's): what the view hands the embedded
// wallet (the box's place, then giving it up) is recorded on `client.embedded`. jsdom lays nothing
// out, so the box's place is what its getBoundingClientRect says.
let box = { top: 120, left: 40, width: 328, height: 400 }

function setup(method = 'personal_sign') {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const { top, left, width, height } = this.dataset.slot === 'approve-transaction-frame' ? box : { top: 0, left: 0, width: 0, height: 0 }
    return { top, left, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) } as DOMRect
  })
  const fixture = createFixtureClient('connected', {
    embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:18790' }),
    embedded: true,
    history: [{ view: 'ApproveTransaction' }],
  })
  const embedded = fixture.client.embedded!
  embedded.store.set({ approval: { method } })
  const shown: FrameArea[] = []
  vi.spyOn(embedded, 'showFrame').mockImplementation((area) => void shown.push(area))
  const hideFrame = vi.spyOn(embedded, 'hideFrame').mockImplementation(() => undefined)
  const rendered = render(
    <FixtureProvider fixture="connected" value={fixture}>
      <ApproveTransaction />
    </FixtureProvider>,
  )
  return { ...rendered, shown, hideFrame, embedded }
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  box = { top: 120, left: 40, width: 328, height: 400 }
})

describe('ApproveTransaction', () => {
  it('hands the embedded wallet its box, so the frame sits over it, and follows it when the window resizes or scrolls', () => {
    const { shown } = setup()
    expect(shown).toEqual([{ top: 120, left: 40, width: 328, height: 400 }])
    box = { top: 60, left: 10, width: 328, height: 400 }
    act(() => void window.dispatchEvent(new Event('resize')))
    expect(shown.at(-1)).toEqual({ top: 60, left: 10, width: 328, height: 400 })
    box = { top: 20, left: 10, width: 328, height: 400 }
    // A scroll anywhere (the modal's body scrolls, and its scroll does not bubble).
    act(() => void document.body.dispatchEvent(new Event('scroll')))
    expect(shown.at(-1)).toEqual({ top: 20, left: 10, width: 328, height: 400 })
    // The same place again is not handed over again.
    const count = shown.length
    act(() => void window.dispatchEvent(new Event('resize')))
    expect(shown).toHaveLength(count)
  })

  it('follows the box through the modal’s opening animation, frame by frame', async () => {
    const { shown } = setup()
    box = { top: 100, left: 40, width: 328, height: 400 }
    await vi.waitFor(() => expect(shown.at(-1)).toEqual({ top: 100, left: 40, width: 328, height: 400 }))
  })

  it('gives the place up when it goes (the approval ended, or the visitor left)', () => {
    const { unmount, hideFrame, shown } = setup()
    expect(hideFrame).not.toHaveBeenCalled()
    unmount()
    expect(hideFrame).toHaveBeenCalledTimes(1)
    box = { top: 0, left: 0, width: 328, height: 400 }
    window.dispatchEvent(new Event('resize'))
    expect(shown).toHaveLength(1)
  })

  it('tells assistive technology what waits in the frame: a signature or a transaction', () => {
    setup('personal_sign')
    expect(screen.getByRole('status').textContent).toBe('Approve or reject the signature request in the embedded wallet')
    cleanup()
    setup('eth_sendTransaction')
    expect(screen.getByRole('status').textContent).toBe('Approve or reject the transaction in the embedded wallet')
  })
})
