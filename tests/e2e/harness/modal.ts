import type { Locator, Page } from 'playwright-core'
import { inject } from 'vitest'

/** The example app served by the browser suite's setup (vite preview on 5273). */
export function exampleUrl(query = ''): string {
  const base = inject('exampleUrl')
  if (!base) throw new Error('the example app is not served: examples/modal is missing')
  return `${base}/${query}`
}

export const dialog = (page: Page): Locator => page.getByRole('dialog')
export const connectButton = (page: Page): Locator => page.locator('[data-slot="connect-button"]')

/** Polls until `read` returns what `accept` wants; fails with the last value after timeoutMs. */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs
  let last: T = await read()
  while (!accept(last)) {
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    last = await read()
  }
  return last
}
