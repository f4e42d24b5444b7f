import { DEVNET_FRAME_URL } from '@berth/devnet/networks'
import { frameMessageSchema } from '@berth/headless/embedded'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** A frame answer as a host test page collected it. */
export type FrameAnswer = { type: string; payload: Record<string, unknown> }

/**
 * Sends an app request to the devnet frame embedded in `page` (an iframe with id "frame") the way
 * an app does, and waits for its answer in `window.frameMessages`, which the host page fills from
 * the frame's origin and window only; the answer must match the protocol's schema.
 */
export async function frameRequest(page: Page, type: string, payload: unknown, timeout = 20_000): Promise<FrameAnswer> {
  const id = `${type}-${Math.random().toString(36).slice(2)}`
  await page.evaluate(
    ({ id, type, payload, origin }) => {
      const frame = document.getElementById('frame') as HTMLIFrameElement
      frame.contentWindow?.postMessage({ id, type: `@berth-app/${type}`, payload }, origin)
    },
    { id, type, payload, origin: DEVNET_FRAME_URL },
  )
  const handle = await page.waitForFunction((id) => (window as unknown as { frameMessages: { id?: string }[] }).frameMessages.find((m) => m.id === id), id, {
    timeout,
  })
  const answer = (await handle.jsonValue()) as FrameAnswer
  expect(frameMessageSchema.safeParse(answer).success).toBe(true)
  return answer
}
