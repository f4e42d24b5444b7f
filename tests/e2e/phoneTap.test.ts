// A visitor on a phone, in Chromium with touch and a phone's viewport: a tap while the modal's code
// is still on its way and the network drops, and a double tap. (Times belong to `pnpm bench --profile
// phone`; these check what the visitor sees.)
import type { CDPSession, Locator, Page, Route } from 'playwright-core'
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, isChunkOf, pageIdle, until } from './harness/modal.js'

const e2e = setupE2E()

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }

/** A phone's mobile network (150 ms round trip, 1.6 Mbps down), or none at all. */
async function network(cdp: CDPSession, state: 'phone' | 'offline' | 'fast') {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: state === 'offline',
    latency: state === 'phone' ? 150 : 0,
    downloadThroughput: state === 'phone' ? 200_000 : -1,
    uploadThroughput: state === 'phone' ? 93_750 : -1,
  })
}

/**
 * Holds the modal host's code on its way (the request made, no answer yet) until the network
 * drops, then lets it go on into the dropped network. The rest of the page loads as it does.
 */
async function holdModalCodeUntilOffline(page: Page) {
  const held: Route[] = []
  const pattern = (url: URL) => isChunkOf('berth-modal/ModalHost.tsx', url.href)
  await page.route(pattern, (route) => void held.push(route))
  return {
    requested: () => held.length > 0,
    async drop(cdp: CDPSession) {
      await network(cdp, 'offline')
      // Let go into a network that is gone: it fails as a dropped connection does.
      await Promise.all(held.map((route) => route.continue()))
      await page.unroute(pattern)
    },
  }
}

/**
 * Taps near the right end of a full-width button of the bottom sheet: the Devnet Wallet's panel, the
 * page's stand-in for an extension's own window, sits over the bottom-left of a phone's screen.
 */
async function tapEnd(page: Page, target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to tap')
  await page.touchscreen.tap(box.x + box.width - 16, box.y + box.height / 2)
}

async function tap(page: Page, target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to tap')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * A phone on its mobile network opens the example; the modal's code starts loading as the button
 * shows, the network goes before it arrives, and the visitor taps the button: the modal says it
 * cannot load.
 */
async function tapWithTheNetworkDropped() {
  const { page, context } = await e2e.newWalletPage({ wallet: { autoApprove: false }, contextOptions: PHONE })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await network(cdp, 'phone')
  const modalCode = await holdModalCodeUntilOffline(page)
  await page.goto(exampleUrl())
  await connectButton(page).waitFor()
  await until(async () => modalCode.requested(), Boolean)
  await modalCode.drop(cdp)
  await tap(page, connectButton(page))
  const unavailable = page.getByRole('alertdialog', { name: 'Wallet modal unavailable' })
  await unavailable.waitFor()
  return { page, cdp, unavailable }
}

test("a tap while the modal's code is on its way and the network drops: the modal says it cannot load, and opens with the installed wallet once the network is back", async () => {
  const { page, cdp, unavailable } = await tapWithTheNetworkDropped()
  expect(await unavailable.textContent()).toContain('The wallet modal could not load. Check your connection.')
  // The page is still the page: nothing of it was lost.
  expect(await page.getByTestId('status').textContent()).toBe('Status: disconnected')
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try again')

  // Still offline: trying again asks for the code again, fails again, and says the same.
  const attempts: string[] = []
  page.on('requestfailed', (request) => {
    if (isChunkOf('berth-modal/ModalHost.tsx', request.url())) attempts.push(request.url())
  })
  await tapEnd(page, unavailable.getByRole('button', { name: 'Try again' }))
  await until(
    async () => attempts.length,
    (count) => count > 0,
  )
  await unavailable.waitFor()

  await network(cdp, 'fast')
  await tapEnd(page, unavailable.getByRole('button', { name: 'Try again' }))
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  expect(await unavailable.count()).toBe(0)
})

test('Close on the unavailable modal closes it; the next tap, with the network back, opens the modal', async () => {
  const { page, cdp, unavailable } = await tapWithTheNetworkDropped()
  await tapEnd(page, unavailable.getByRole('button', { name: 'Close' }))
  await pageIdle(page)
  expect(await unavailable.isVisible()).toBe(false)

  await network(cdp, 'fast')
  await tap(page, connectButton(page))
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
})

test('a double tap on the button opens one modal, which then connects', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false }, contextOptions: PHONE })
  await page.goto(exampleUrl())
  await connectButton(page).waitFor()
  const box = await connectButton(page).boundingBox()
  if (!box) throw new Error('no button')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  // Two taps as a thumb gives them: the second lands where the modal (and its overlay) now is.
  await page.touchscreen.tap(x, y)
  await page.waitForTimeout(120)
  await page.touchscreen.tap(x, y)
  const walletRow = dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true })
  await walletRow.waitFor()
  // The bottom sheet grows when the recommended wallets arrive, which moves the row up: until then
  // it sits low, where the Devnet Wallet's panel covers its middle.
  await dialog(page).getByRole('list', { name: 'Recommended wallets' }).waitFor()
  await pageIdle(page)
  expect(await page.getByRole('dialog').count()).toBe(1)
  expect(await page.locator('[data-slot="modal-content"]').filter({ visible: true }).count()).toBe(1)
  await tapEnd(page, walletRow)
  await wallet.waitForPending('eth_requestAccounts')
})
