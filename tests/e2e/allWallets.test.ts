// AllWallets in Chromium against the devnet listing: search, scroll through pages, choose a wallet.
import type { Page } from 'playwright-core'
import { afterAll, expect, test } from 'vitest'
import { devnetApi } from './harness/devnetApi.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()
const api = devnetApi()

afterAll(async () => {
  await api.setListing({ fixture: 'default', walletCount: null })
})

const list = (page: Page) => dialog(page).getByRole('list', { name: 'All wallets' })
const rowNames = (page: Page) =>
  list(page)
    .locator('li button')
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent ?? ''))

async function openAllWallets(page: Page) {
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await list(page).waitFor()
}

test('search finds a listed wallet; choosing it offers its links; the installed one connects', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await openAllWallets(page)
  expect((await rowNames(page)).length).toBeGreaterThan(5)

  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('mobile')
  await until(
    () => rowNames(page),
    (names) => names.length > 0 && names.every((name) => /mobile/i.test(name)),
  )
  expect(await rowNames(page)).toContain('Devnet Mobile Wallet')

  await dialog(page).getByRole('button', { name: 'Devnet Mobile Wallet', exact: true }).click()
  const webApp = dialog(page).getByRole('link', { name: /web app/i })
  await webApp.waitFor()
  // WalletConnect is configured: the web app link carries the live pairing URI.
  expect(await webApp.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:5174\/wc\?uri=wc%3A/)
  expect(await webApp.getAttribute('rel')).toContain('noopener')

  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('Devnet Wallet')
  const installed = dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true })
  await installed.waitFor()
  expect(await installed.textContent()).toContain('Installed')
  await installed.click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await dialog(page).locator('[data-slot="account"]').waitFor()
})

test('with 2,000 wallets the list pages in as it scrolls (page 3 and beyond) and keeps at most 60 rows in the DOM', async () => {
  await api.setListing({ walletCount: 2000 })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const pages: number[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets' && !url.searchParams.get('search')) pages.push(Number(url.searchParams.get('page')))
  })
  await page.goto(exampleUrl())
  await openAllWallets(page)
  const scroller = dialog(page).locator('[data-slot="virtual-list"]')
  // Each scroll to the end asks for the next page once its rows are in; scroll until page 3 is asked for.
  await until(
    async () => {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
      return [...pages]
    },
    (asked) => asked.includes(3),
  )
  const rows = await list(page).locator('li').count()
  expect(rows).toBeGreaterThan(0)
  expect(rows).toBeLessThanOrEqual(60)

  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('<script>alert(1)</script>')
  await dialog(page).getByText('No wallet found').waitFor()
})

test('a hostile listing: markup names stay text, unsafe links and images are never used, nothing runs', async () => {
  await api.setListing({ fixture: 'hostile', walletCount: null })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const alerts: string[] = []
  page.on('dialog', (box) => {
    alerts.push(box.message())
    void box.dismiss()
  })
  await page.goto(exampleUrl())
  await openAllWallets(page)
  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('Markup')
  const markup = dialog(page).getByRole('button', { name: '<img src=x onerror="alert(1)"><b>Markup Wallet</b>', exact: true })
  await markup.waitFor()
  expect(await dialog(page).locator('img[src="x"], b').count()).toBe(0)
  await markup.click()
  await dialog(page).locator('[data-slot="connecting-walletconnect"], [data-view="ConnectingWalletConnect"]').first().waitFor()
  const hrefs = await dialog(page)
    .locator('a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript|file):/i.test(href))).toEqual([])
  const images = await dialog(page)
    .locator('img')
    .evaluateAll((list) => list.map((image) => image.getAttribute('src') ?? ''))
  expect(images.filter((src) => /^(javascript|file):/i.test(src))).toEqual([])
  expect(alerts).toEqual([])
})

test('the list is usable by keyboard: arrows move between wallets, Enter chooses', async () => {
  await api.setListing({ fixture: 'default', walletCount: null })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl())
  await openAllWallets(page)
  const first = list(page).locator('li button').first()
  await first.focus()
  const firstName = await first.locator('[data-slot="list-item-label"]').textContent()
  await page.keyboard.press('ArrowDown')
  const focused = await page.evaluate(() => document.activeElement?.querySelector('[data-slot="list-item-label"]')?.textContent)
  expect(focused).toBeTruthy()
  expect(focused).not.toBe(firstName)
  await page.keyboard.press('Enter')
  await page.getByRole('dialog', { name: /WalletConnect|Devnet Wallet|Connecting/ }).waitFor()
})

/** The focused row's index and whether the list shows it whole; undefined when focus is not on a row. */
const focusedRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest('[data-index]')
    const scroller = row?.closest('[data-slot="virtual-list"]')
    if (!row || !scroller) return undefined
    const box = row.getBoundingClientRect()
    const view = scroller.getBoundingClientRect()
    return { index: Number(row.getAttribute('data-index')), inView: box.top >= view.top - 1 && box.bottom <= view.bottom + 1, scrollTop: scroller.scrollTop }
  })

test('over 2,000 wallets the keys keep focus on the right row: ArrowDown from the search, End and Home scroll to it, scrolling away keeps it', async () => {
  await api.setListing({ walletCount: 2000 })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl())
  await openAllWallets(page)
  await list(page).locator('li').first().waitFor()

  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).focus()
  await page.keyboard.press('ArrowDown')
  expect(await focusedRow(page)).toMatchObject({ index: 0, inView: true })

  // End goes to the last row loaded so far, which the list scrolls into view (the next page may start loading).
  const loaded = Number(await list(page).locator('li').first().getAttribute('aria-setsize'))
  await page.keyboard.press('End')
  await until(
    () => focusedRow(page),
    (row) => row?.index === loaded - 1 && row.inView,
  )
  await page.keyboard.press('Home')
  await until(
    () => focusedRow(page),
    (row) => row?.index === 0 && row.inView && row.scrollTop === 0,
  )

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  expect(await focusedRow(page)).toMatchObject({ index: 2, inView: true })
  // Scrolled away with the wheel: the focused row is still in the DOM and focused, out of view.
  const scroller = dialog(page).locator('[data-slot="virtual-list"]')
  await scroller.hover()
  await page.mouse.wheel(0, 20 * 56)
  await until(
    () => focusedRow(page),
    (row) => row?.index === 2 && !row.inView && row.scrollTop > 10 * 56,
  )
  expect(await list(page).locator('li').count()).toBeLessThanOrEqual(60)
  await page.keyboard.press('ArrowDown')
  await until(
    () => focusedRow(page),
    (row) => row?.index === 3 && row.inView,
  )
})

test('wallets excluded by name or rdns are hidden from the listing too', async () => {
  await api.setListing({ fixture: 'default', walletCount: null })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl(`?exclude=${encodeURIComponent('Devnet Mobile Wallet')}&exclude=dev.berth.wallet`))
  await openAllWallets(page)
  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).fill('devnet')
  await dialog(page).getByText('No wallet found').waitFor()
})
