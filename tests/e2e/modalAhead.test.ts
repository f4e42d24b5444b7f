// The modal is ready before the click, in Chromium against the devnet: built ahead while the page is
// idle (hidden, no request to any API), revealed by the click, and the views a click away load
// while the current one shows, so moving on never shows a loading fallback.
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, isChunkOf, modalBuiltAhead, pageIdle } from './harness/modal.js'

const e2e = setupE2E()

test('the first click reveals the modal built ahead; All Wallets and the connecting view then show with no loading fallback', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  const apiRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).port === '8787') apiRequests.push(request.url())
  })
  // The views one step away load while Connect shows (watched from the start: whenever they come).
  const chunkLoaded = (view: string) =>
    page.waitForResponse((response) => isChunkOf(`views/${view}/${view}.tsx`, response.url())).then((response) => response.finished())
  const nextViewsLoaded = Promise.all([chunkLoaded('AllWallets'), chunkLoaded('ConnectingExternal')])
  nextViewsLoaded.catch(() => undefined) // awaited below; a page closed early must not leave it unhandled
  await page.goto(exampleUrl())
  await connectButton(page).waitFor()
  // Built while the page is idle: hidden, holding the announced wallet already. Once the page is
  // idle after that, a request the hidden modal made would have started: there is none.
  await modalBuiltAhead(page, { text: 'Devnet Wallet' })
  await pageIdle(page)
  expect(await dialog(page).count()).toBe(0)
  expect(apiRequests).toEqual([])
  await page.evaluate(() => {
    const built = document.querySelector('[data-slot="modal-content"]') as HTMLElement & { builtAhead?: boolean }
    built.builtAhead = true
    const counter = window as unknown as { fallbacksSeen: number }
    counter.fallbacksSeen = 0
    new MutationObserver(() => {
      if (document.querySelector('.berth-modal-root [data-slot="view-fallback"]')) counter.fallbacksSeen++
    }).observe(document.body, { childList: true, subtree: true })
  })

  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  expect(await dialog(page).evaluate((element) => (element as HTMLElement & { builtAhead?: boolean }).builtAhead)).toBe(true)
  // Their code has come and run: the next clicks render at once.
  await nextViewsLoaded
  await pageIdle(page)
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page).getByRole('list', { name: 'All wallets' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await dialog(page).getByText('Continue in Devnet Wallet').waitFor()
  await wallet.waitForPending('eth_requestAccounts')
  expect(await page.evaluate(() => (window as unknown as { fallbacksSeen: number }).fallbacksSeen)).toBe(0)
})

test('connected, a reload builds the Account view ahead and asks the data API nothing until the modal opens', async () => {
  const { page } = await e2e.newWalletPage({ wallet: { autoApprove: true } })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  await page.keyboard.press('Escape')

  const accountRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.port === '8787' && url.pathname.startsWith('/v1/account/')) || isChunkOf('controllers/account/createAccountDataController.ts', url.href)) {
      accountRequests.push(url.pathname)
    }
  })
  await page.reload()
  await modalBuiltAhead(page, { selector: '[data-slot="account"]' })
  // A read the hidden Account view started would load the account-data code first: once the page
  // is idle, that request (or the API's) would have been made.
  await pageIdle(page)
  expect(accountRequests).toEqual([])
  expect(await dialog(page).count()).toBe(0)

  await connectButton(page).click()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  await expect.poll(() => accountRequests.length).toBeGreaterThan(0)
})

test("Connect's listing part is optional: when its code cannot load the installed wallets show without it, and the next opening brings it", async () => {
  const { page } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  const listingCode = (url: URL) => isChunkOf('views/Connect/ListedWallets.tsx', url.href)
  const refused: string[] = []
  await page.route(listingCode, (route) => {
    refused.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  await expect.poll(() => refused.length).toBeGreaterThan(0)
  await pageIdle(page)
  expect(await dialog(page).locator('[data-slot="view-unavailable"]').count()).toBe(0)
  expect(await dialog(page).getByRole('list', { name: 'Recommended wallets' }).count()).toBe(0)
  expect(await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).isVisible()).toBe(true)

  await page.unroute(listingCode)
  await page.keyboard.press('Escape')
  await connectButton(page).click()
  await dialog(page).getByRole('list', { name: 'Recommended wallets' }).waitFor()
  await dialog(page).getByRole('button', { name: 'All Wallets' }).waitFor()
})
