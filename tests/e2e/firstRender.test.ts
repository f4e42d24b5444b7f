// A first visit renders from the page's first load alone: no chunk beyond it is awaited before the
// connect button shows. On a phone each such chunk is a round trip (150 ms) before anything is on screen.
import type { Route } from 'playwright-core'
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, exampleUrl, firstLoadFiles } from './harness/modal.js'

const e2e = setupE2E()

test('an EVM-only page with the embedded wallet shows its connect button with every chunk beyond its first load held back', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const firstLoad = new Set(firstLoadFiles())
  // Every other chunk is asked for and never answered (the modal's, fetched from the first render, among them).
  const held: Route[] = []
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !firstLoad.has(url.pathname),
    (route) => void held.push(route),
  )
  await page.goto(exampleUrl('?networks=eip155'))
  await connectButton(page).waitFor({ timeout: 10_000 })
  expect(await connectButton(page).textContent()).toBe('Connect Wallet')
  // The held ones were asked for after the first load came: the page went on without them.
  expect(held.length).toBeGreaterThan(0)
})
