// Buy and Receive in examples/modal with the Devnet Wallet on Berth Devnet: account 7 of the test
// mnemonic (used by no other browser test; the ramp's treasury is account 8) buys 50 USDC through
// Devnet Ramp. The checkout opens in a new tab (a popup page here), takes the card there, and the
// modal follows the purchase until the USDC has arrived, which anvil confirms. A declined card
// leaves the balance alone and the modal usable, and so does a checkout tab closed before paying;
// Receive shows and copies the address; with the
// onramp feature off no on-ramp code is requested.
import { devnetAccounts, devnetTokens } from '@berth/devnet'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { expect, inject, test } from 'vitest'
import { connectDevnetWallet } from './harness/connectDevnetWallet.js'
import { devnetApi, uniqueProjectId } from './harness/devnetApi.js'
import { setupE2E } from './harness/index.js'
import { dialog, exampleUrl, isChunkOf, pageIdle, until } from './harness/modal.js'

const e2e = setupE2E()
const api = devnetApi()
const BUYER_INDEX = 7
const buyer = devnetAccounts[BUYER_INDEX] as Address
const usdc = devnetTokens[31337].USDC

const usdcOf = (address: Address) =>
  createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']) }).readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function openAccount(query = ''): Promise<{ page: Page; modal: Locator; requested: string[] }> {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, accounts: 10 } })
  const requested: string[] = []
  page.context().on('request', (request) => requested.push(request.url()))
  await page.goto(exampleUrl(query))
  await wallet.selectAccount(BUYER_INDEX)
  await connectDevnetWallet(page, wallet)
  const modal = dialog(page)
  expect((await modal.locator('[data-slot="account-address"]').getAttribute('title'))?.toLowerCase()).toBe(buyer.toLowerCase())
  return { page, modal, requested }
}

/** Account → Buy → USDC for 50 USD by card → the quote → Continue to checkout: the checkout tab, loaded. */
async function startBuying(page: Page, modal: Locator): Promise<Page> {
  await modal.getByRole('button', { name: 'Buy', exact: true }).click()
  await modal.getByRole('radio', { name: 'USDC' }).check()
  await modal.getByLabel('Amount', { exact: true }).fill('50')
  await modal.locator('[data-slot="buy-quote-get"]').getByText('49.25 USDC').waitFor()
  expect(await modal.locator('[data-slot="buy-quote-fees"]').textContent()).toBe('0.75 USD')
  expect(await modal.locator('[data-slot="buy-quote-total"]').textContent()).toBe('50.00 USD')
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), modal.getByRole('button', { name: 'Continue to checkout' }).click()])
  await checkout.waitForURL(/^http:\/\/localhost:8791\/checkout\//)
  await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).waitFor()
  // The checkout tab cannot reach back into the page.
  expect(await checkout.evaluate(() => window.opener)).toBeNull()
  await modal.getByText('Complete your purchase of USDC in the checkout tab').waitFor()
  return checkout
}

async function pay(checkout: Page, number: string) {
  await checkout.getByLabel('Card number').fill(number)
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/40')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
}

test('buy 50 USDC through Devnet Ramp: the checkout opens in a new tab, the card pays, 49.25 USDC arrives and the modal says so', async () => {
  const { page, modal } = await openAccount()
  const before = await usdcOf(buyer)
  const checkout = await startBuying(page, modal)

  await pay(checkout, '4242 4242 4242 4242')
  await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 30_000 })
  await modal.getByText('Bought 49.25 USDC').waitFor({ timeout: 20_000 })
  expect(await usdcOf(buyer)).toBe(before + 49_250_000n)

  // Back in Account, the token list shows the new balance (the purchase refreshed it).
  await modal.getByRole('button', { name: 'Done' }).click()
  const quantity = modal
    .getByRole('list', { name: 'Tokens' })
    .locator('[data-slot="token-row"]')
    .filter({ has: page.getByText(usdc.name, { exact: true }) })
    .locator('[data-slot="token-quantity"]')
  const after = await usdcOf(buyer)
  const expected = `${(Number(after) / 1e6).toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3, roundingMode: 'trunc' } as Intl.NumberFormatOptions)} USDC`
  await until(
    () => quantity.textContent(),
    (text) => text === expected,
    20_000,
  )
})

test('a declined card leaves the balance alone; the modal keeps waiting, says what to do, and goes back', async () => {
  const { page, modal } = await openAccount()
  const before = await usdcOf(buyer)
  const checkout = await startBuying(page, modal)

  await pay(checkout, '4000 0000 0000 0002')
  await checkout.getByText('Your card was declined.').waitFor()
  // Several polls later nothing has changed.
  await page.waitForTimeout(5_000)
  expect(await usdcOf(buyer)).toBe(before)
  expect(await modal.locator('[data-slot="buy-in-progress"]').getAttribute('data-state')).toBe('waiting')
  expect(await modal.getByText(/If your payment was declined, try again there/).count()).toBe(1)

  // Back on the form, it works again: a new amount gets a new quote and can go to checkout.
  await modal.getByRole('button', { name: 'Back' }).click()
  await modal.getByLabel('Amount', { exact: true }).fill('20')
  await modal.locator('[data-slot="buy-quote-total"]').getByText('20.00 USD').waitFor()
  await until(
    () => modal.getByRole('button', { name: 'Continue to checkout' }).isEnabled(),
    (enabled) => enabled,
  )
  await checkout.close()
})

test('the checkout tab closed before paying: nothing is credited, the modal keeps waiting, and Back returns to a working Buy form', async () => {
  const { page, modal } = await openAccount()
  const before = await usdcOf(buyer)
  const checkout = await startBuying(page, modal)
  const orderId = checkout.url().split('/').at(-1)
  await checkout.close()
  expect(checkout.isClosed()).toBe(true)

  // Several polls later nothing has changed: no funds, the order still unpaid, the modal still waiting.
  await page.waitForTimeout(5_000)
  expect(await usdcOf(buyer)).toBe(before)
  const order = (await (await fetch(`${inject('devnetApiUrl')}/devnet/onramp/orders/${orderId}`)).json()) as { order: { status: string } }
  expect(order.order.status).toBe('pending')
  expect(await modal.locator('[data-slot="buy-in-progress"]').getAttribute('data-state')).toBe('waiting')
  expect(await modal.getByText('Complete your purchase of USDC in the checkout tab').count()).toBe(1)
  expect(await modal.locator('[data-slot="buy-reopen"]').getAttribute('href')).toBe(checkout.url())

  await modal.getByRole('button', { name: 'Back' }).click()
  await modal.getByLabel('Amount', { exact: true }).fill('20')
  await modal.locator('[data-slot="buy-quote-total"]').getByText('20.00 USD').waitFor()
  await until(
    () => modal.getByRole('button', { name: 'Continue to checkout' }).isEnabled(),
    (enabled) => enabled,
  )
  expect(await usdcOf(buyer)).toBe(before)
})

test('Receive shows the address with its QR code and copies it', async () => {
  const { page, modal } = await openAccount()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(exampleUrl()).origin })
  await modal.getByRole('button', { name: 'Receive', exact: true }).click()
  const address = await modal.locator('[data-slot="receive-address"]').textContent()
  expect(address?.toLowerCase()).toBe(buyer.toLowerCase())
  await modal.getByRole('img', { name: `QR code of your address ${address}` }).waitFor()
  await modal.getByRole('button', { name: 'Copy address' }).click()
  await modal.getByText('Address copied').waitFor()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
  expect(await modal.getByRole('list', { name: 'Receive on EVM networks' }).getByRole('listitem').allTextContents()).toEqual([
    'Berth Devnet',
    'Berth Devnet L2',
  ])
})

test('with the onramp feature off: no Buy, and no on-ramp code or request', async () => {
  const off = uniqueProjectId('onramp-off')
  await api.setProject(off, { features: { onramp: { isEnabled: false } } })
  const { page, modal, requested } = await openAccount(`?projectId=${off}`)
  await modal.getByRole('button', { name: 'Receive', exact: true }).waitFor()
  await pageIdle(page)
  expect(await modal.getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0)
  const onramp = (url: string) =>
    ['views/Buy/Buy.tsx', 'views/BuyInProgress/BuyInProgress.tsx', 'controllers/onramp/createOnrampController.ts'].some((source) => isChunkOf(source, url)) ||
    url.includes('/v1/onramp/')
  expect(requested.filter(onramp)).toEqual([])

  // The same build with the feature on requests them, so the check above can fail.
  const on = await openAccount()
  await on.modal.getByRole('button', { name: 'Buy', exact: true }).click()
  await on.modal.getByLabel('Amount', { exact: true }).waitFor()
  expect(on.requested.some((url) => isChunkOf('views/Buy/Buy.tsx', url))).toBe(true)
  expect(on.requested.some((url) => url.includes('/v1/onramp/options'))).toBe(true)
})
