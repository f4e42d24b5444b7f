// Account with the Devnet Wallet on Berth Devnet: account 0 of the test mnemonic, which the devnet's
// seeding funded with tokens and gave four months of history. Token quantities are checked against
// what anvil says, the total against the data API's values, and Activity against the API's pages
// and the devnet explorer.
import { devnetAccounts, devnetTokens } from '@berth/devnet'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { expect, inject, test } from 'vitest'
import { connectDevnetWallet } from './harness/connectDevnetWallet.js'
import { setupE2E } from './harness/index.js'
import { dialog, exampleUrl, until } from './harness/modal.js'
import { threeDecimals } from './harness/format.js'

const e2e = setupE2E()
const CHAIN = 'eip155:31337'

/** The token row whose name is exactly `name` ('Ether', not 'Tether USD'). */
const row = (tokens: Locator, name: string) => tokens.locator('[data-slot="token-row"]').filter({ has: tokens.page().getByText(name, { exact: true }) })

async function openAccount(): Promise<{ page: Page; account: Address; modal: Locator }> {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  const [account] = (await wallet.accounts()) as Address[]
  expect(account?.toLowerCase()).toBe(devnetAccounts[0].toLowerCase())
  return { page, account: account!, modal: dialog(page) }
}

test("Account shows the total value and account 0's seeded tokens, with the quantities anvil has", async () => {
  const { account, modal } = await openAccount()
  const chain = createPublicClient({ transport: http(inject('devnetUrls')[CHAIN]) })
  const tokens = modal.getByRole('list', { name: 'Tokens' })
  await tokens.waitFor()

  for (const symbol of ['USDC', 'USDT', 'DAI'] as const) {
    const token = devnetTokens[31337][symbol]
    const quantity = row(tokens, token.name).locator('[data-slot="token-quantity"]')
    const read = () => chain.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    const before = await read()
    const shown = await quantity.textContent()
    // Another test may move this account's tokens meanwhile: the view shows one of the two readings.
    const after = await read()
    expect([`${threeDecimals(before, token.decimals)} ${symbol}`, `${threeDecimals(after, token.decimals)} ${symbol}`]).toContain(shown)
    expect(before).toBeGreaterThan(0n)
  }
  expect(await row(tokens, 'Ether').locator('[data-slot="token-quantity"]').textContent()).toMatch(/^[\d,]+\.\d{3} ETH$/)

  // The total is the sum of the API's USD values, in dollars and cents.
  const api = inject('devnetApiUrl')
  const response = await fetch(`${api}/v1/account/${account}/balance?currency=usd&chainId=${CHAIN}&projectId=berth-example&st=berth&sv=berth-0.1.0`)
  expect(response.status).toBe(200)
  const { balances } = (await response.json()) as { balances: Array<{ value: number }> }
  const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(balances.reduce((sum, b) => sum + b.value, 0))
  expect(await modal.locator('[data-slot="account-total-value"]').textContent()).toBe(`Total value ${expected}`)
})

test('Activity shows month headers, loads the second page when scrolled, and links each entry to the devnet explorer', async () => {
  const { page, modal } = await openAccount()
  const historyCursors: Array<string | null> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('/history')) historyCursors.push(url.searchParams.get('cursor'))
  })

  await modal.getByRole('tab', { name: 'Activity' }).click()
  const rows = modal.locator('[data-slot="activity-row"]')
  await rows.first().waitFor()
  const months = await modal.locator('[data-slot="activity-month"] h3').allTextContents()
  expect(months.length).toBeGreaterThanOrEqual(1)
  for (const month of months) expect(month).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/)
  expect(historyCursors).toEqual([null])
  const firstPage = await rows.count()

  // The end of the list is out of view until the modal body scrolls to it.
  await modal.locator('.berth-modal__body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }))
  await until(
    () => Promise.resolve(historyCursors.length),
    (count) => count >= 2,
  )
  expect(historyCursors[1]).toEqual(expect.any(String))
  await until(
    () => rows.count(),
    (count) => count > firstPage,
  )
  const allMonths = await modal.locator('[data-slot="activity-month"] h3').allTextContents()
  expect(allMonths.length).toBeGreaterThanOrEqual(2)
  expect(new Set(allMonths).size).toBe(allMonths.length)

  const link = rows.first().getByRole('link')
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:8787\/devnet\/explorer\/tx\/0x[0-9a-f]{64}$/i)
  expect(await link.getAttribute('target')).toBe('_blank')
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer')

  const [popup, answer] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('response', { predicate: (response) => response.url() === href }),
    link.click(),
  ])
  expect(popup.url()).toBe(href)
  expect(answer.status()).toBe(200)
  await popup.waitForLoadState()
  expect(await popup.content()).toContain(href!.split('/').pop()!)
})
