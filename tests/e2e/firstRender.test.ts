// A first visit renders from the page's first load alone: no chunk is fetched before the connect
// button shows. On a phone each such chunk is a round trip (150 ms) before anything is on screen.
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, exampleUrl, firstLoadFiles } from './harness/modal.js'

const e2e = setupE2E()

test('an EVM-only page with the embedded wallet fetches only its first load before the connect button shows', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  // The time the button first appears, in the page's own clock (the resource timings' clock).
  await page.addInitScript(() => {
    const seen = () => {
      if (!document.querySelector('[data-slot="connect-button"]')) return
      ;(window as unknown as { buttonAt: number }).buttonAt = performance.now()
      observer.disconnect()
    }
    const observer = new MutationObserver(seen)
    observer.observe(document, { childList: true, subtree: true })
  })
  await page.goto(exampleUrl('?networks=eip155'))
  await connectButton(page).waitFor()
  const before = await page.evaluate(() => {
    const buttonAt = (window as unknown as { buttonAt: number }).buttonAt
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < buttonAt)
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.pathname)
  })
  expect(before.sort()).toEqual(firstLoadFiles().sort())
  // And the button works from it: the embedded wallet's email field is in the modal.
  await connectButton(page).click()
  await page.getByRole('textbox', { name: 'Email' }).waitFor()
})
