import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { inject } from 'vitest'
import { chunkKey, staticClosure, type Manifest } from '../../../scripts/lib/viteManifest.cjs'

/** The example app served by the browser suite's setup (vite preview on 5273). */
export function exampleUrl(query = ''): string {
  const base = inject('exampleUrl')
  if (!base) throw new Error('the example app is not served: examples/modal is missing')
  return `${base}/${query}`
}

const exampleManifest = join(import.meta.dirname, '../../../examples/modal/dist/.vite/manifest.json')
let manifest: Manifest | undefined
const readManifest = (): Manifest => (manifest ??= JSON.parse(readFileSync(exampleManifest, 'utf8')) as Manifest)

/**
 * Whether `url` is the example build's chunk made from the module whose path ends with `source`
 * ('ModalHost.tsx', 'views/AllWallets/AllWallets.tsx'): the build names chunks by hash alone, so
 * Vite's manifest says which file that is.
 */
export function isChunkOf(source: string, url: string): boolean {
  const built = readManifest()
  return new URL(url).pathname === `/${built[chunkKey(built, `/${source}`)]!.file}`
}

/** The example build's first load, as Vite's manifest has it: the entry and every chunk it imports statically (paths from the site's root). */
export function firstLoadFiles(): string[] {
  return [...staticClosure(readManifest(), ['index.html'])].map((file) => `/${file}`)
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

/**
 * Resolves once the page has nothing left to do: two frames (so the work a render scheduled has
 * run) and then an idle period. A check that nothing happened waits on this instead of a fixed
 * sleep: on a slow machine it waits longer instead of passing before the page got there.
 */
export function pageIdle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))))
}

/** Resolves when the element's own animations (an entrance) have finished; its subtree's are not waited for. */
export async function animationsFinished(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)).then(() => undefined))
}

/**
 * Waits for the modal the page builds ahead while idle (hidden until a click): its content holds
 * `text`, or an element matching `selector`.
 */
export async function modalBuiltAhead(page: Page, holding: { text: string } | { selector: string }): Promise<void> {
  await page.waitForFunction((wanted) => {
    const content = document.querySelector('[data-slot="modal-content"]')
    return 'text' in wanted ? content?.textContent?.includes(wanted.text) : content?.querySelector(wanted.selector) != null
  }, holding)
}
