// A test double of the embedded wallet's frame (a jsdom iframe has no frame page): it records what
// the app posts to the iframe's window and answers as the frame would, from the frame's origin and
// window. Tests only (jsdom).
import type { AppMessage } from '../adapters/embedded/frameProtocol.js'

export const FAKE_FRAME_URL = 'http://localhost:8790/'
export const FAKE_FRAME_ORIGIN = 'http://localhost:8790'

export type FakeFrameWindow = {
  iframe: HTMLIFrameElement
  posted: { message: AppMessage; targetOrigin: string }[]
  /** A message as if the frame posted it (origin and source as given, the frame's by default). */
  send(data: unknown, from?: { origin?: string; source?: Window | null }): void
  ready(): void
  /** Answers the last request named `name` (its newest one). */
  answer(name: string, outcome: 'SUCCESS' | 'ERROR', payload: unknown): void
  last(name: string): { message: AppMessage; targetOrigin: string } | undefined
  /**
   * Answers every later request as the frame would, in a task of its own: `handler` returns the
   * success payload, throws `{ message, code? }` for an error answer, or returns undefined to leave it unanswered.
   */
  respond(handler: (name: string, payload: unknown) => unknown): void
}

/** Finds the iframe the frame client made and wraps its window (call after the frame was asked for). */
export function fakeFrameWindow(doc: Document = document): FakeFrameWindow {
  const iframe = doc.querySelector('iframe')
  if (!iframe?.contentWindow) throw new Error('no iframe yet')
  const posted: FakeFrameWindow['posted'] = []
  let handler: ((name: string, payload: unknown) => unknown) | undefined
  iframe.contentWindow.postMessage = ((message: AppMessage, targetOrigin: string) => {
    posted.push({ message, targetOrigin })
    const name = message.type.slice('@berth-app/'.length)
    if (!handler) return
    const answer = handler
    setTimeout(() => {
      try {
        const payload = answer(name, message.payload)
        if (payload !== undefined) send({ id: message.id, type: `@berth-frame/${name}_SUCCESS`, payload })
      } catch (error) {
        send({ id: message.id, type: `@berth-frame/${name}_ERROR`, payload: error })
      }
    })
  }) as Window['postMessage']
  const send: FakeFrameWindow['send'] = (data, from = {}) => {
    const source = 'source' in from ? from.source : iframe.contentWindow
    ;(doc.defaultView ?? window).dispatchEvent(new MessageEvent('message', { data, origin: from.origin ?? FAKE_FRAME_ORIGIN, source }))
  }
  const last = (name: string) => [...posted].reverse().find((entry) => entry.message.type === `@berth-app/${name}`)
  return {
    iframe,
    posted,
    send,
    ready: () => send({ type: '@berth-frame/READY' }),
    answer(name, outcome, payload) {
      const request = last(name)
      if (!request) throw new Error(`no ${name} request was posted`)
      send({ id: request.message.id, type: `@berth-frame/${name}_${outcome}`, payload })
    },
    last,
    respond(next) {
      handler = next
    },
  }
}
