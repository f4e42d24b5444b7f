// Send with the Devnet Wallet on Berth Devnet: account 3 of the test mnemonic (funded with ETH,
// USDC, USDT and DAI by the devnet seeding, and used by no other test) sends to account 4. Each
// send goes through the stock views (Account → Send → token → amount and receiver → Preview →
// Send), the wallet is asked eth_sendTransaction and approves or rejects it, and what the views
// show afterwards is checked against what anvil says.
import { devnetAccounts, devnetTokens } from '@berth/devnet'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, decodeFunctionData, erc20Abi, http, parseUnits, type Address } from 'viem'
import { expect, inject, test } from 'vitest'
import { connectDevnetWallet } from './harness/connectDevnetWallet.js'
import { setupE2E, type WalletDriver } from './harness/index.js'
import { dialog, exampleUrl, until } from './harness/modal.js'
import { threeDecimals } from './harness/format.js'

const e2e = setupE2E()
const CHAIN = 'eip155:31337'
const SENDER_INDEX = 3
const sender = devnetAccounts[SENDER_INDEX] as Address
const receiver = devnetAccounts[4] as Address
const usdc = devnetTokens[31337].USDC
const usdt = devnetTokens[31337].USDT

const chain = () => createPublicClient({ transport: http(inject('devnetUrls')[CHAIN]) })
const balanceOf = (token: { address: Address }, address: Address) =>
  chain().readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const usdcBalance = (address: Address) => balanceOf(usdc, address)

/** The token row whose name is exactly `name` ('Ether', not 'Tether USD'). */
const tokenQuantity = (modal: Locator, name: string) =>
  modal
    .getByRole('list', { name: 'Tokens' })
    .locator('[data-slot="token-row"]')
    .filter({ has: modal.page().getByText(name, { exact: true }) })
    .locator('[data-slot="token-quantity"]')

async function openAccount(): Promise<{ page: Page; wallet: WalletDriver; modal: Locator }> {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, accounts: 10 } })
  await page.goto(exampleUrl())
  await wallet.selectAccount(SENDER_INDEX)
  await connectDevnetWallet(page, wallet)
  const modal = dialog(page)
  expect((await modal.locator('[data-slot="account-address"]').getAttribute('title'))?.toLowerCase()).toBe(sender.toLowerCase())
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()
  return { page, wallet, modal }
}

/** Account → Send → the token named `tokenName` → amount and receiver → Preview: the review with its fee. */
async function fillAndReview(modal: Locator, tokenName: RegExp, amount: string) {
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: tokenName }).click()
  await modal.getByLabel('Amount', { exact: true }).fill(amount)
  await modal.getByLabel('To', { exact: true }).fill(receiver)
  await modal.getByRole('button', { name: 'Preview' }).click()
  await modal.locator('[data-slot="send-fee-amount"]').waitFor()
  expect(await modal.locator('[data-slot="send-fee-amount"]').textContent()).toMatch(/^0\.\d+ ETH$/)
}

/** The success view's explorer link, after 'Sent …' shows. */
async function sentLink(modal: Locator, text: string): Promise<string> {
  const sent = modal.locator('[data-slot="send-success-amount"]')
  await sent.waitFor({ timeout: 30_000 })
  expect(await sent.textContent()).toBe(text)
  const href = await modal.getByRole('link', { name: 'View on explorer' }).getAttribute('href')
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:8787\/devnet\/explorer\/tx\/0x[0-9a-f]{64}$/i)
  return href!
}

const currentMonth = () => new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' })

test('send 1.5 USDC: the wallet is asked, success shows, Tokens drops by 1.5 and Activity lists it under the current month', async () => {
  const { wallet, modal } = await openAccount()
  const before = await usdcBalance(sender)
  const receiverBefore = await usdcBalance(receiver)
  expect(await tokenQuantity(modal, usdc.name).textContent()).toBe(`${threeDecimals(before, 6)} USDC`)

  await fillAndReview(modal, /^USD Coin/, '1.5')
  expect(await modal.locator('[data-slot="send-summary-amount"]').textContent()).toBe('1.5 USDC')
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByText('Confirm in your wallet').waitFor()

  const request = await wallet.waitForPending('eth_sendTransaction')
  const [transaction] = request.params as [{ from: string; to: string; data: `0x${string}` }]
  expect(transaction.from.toLowerCase()).toBe(sender.toLowerCase())
  expect(transaction.to.toLowerCase()).toBe(usdc.address.toLowerCase())
  expect(decodeFunctionData({ abi: erc20Abi, data: transaction.data })).toEqual({ functionName: 'transfer', args: [receiver, parseUnits('1.5', 6)] })
  await wallet.approve(request.id)

  const href = await sentLink(modal, 'Sent 1.5 USDC')
  expect(await usdcBalance(sender)).toBe(before - 1_500_000n)
  expect(await usdcBalance(receiver)).toBe(receiverBefore + 1_500_000n)

  await modal.getByRole('button', { name: 'Done' }).click()
  const quantity = tokenQuantity(modal, usdc.name)
  await until(
    () => quantity.textContent(),
    (text) => text === `${threeDecimals(before - 1_500_000n, 6)} USDC`,
    20_000,
  )

  await modal.getByRole('tab', { name: 'Activity' }).click()
  const entry = modal.locator(`a[href="${href}"]`)
  await entry.waitFor({ timeout: 20_000 })
  // `has` is matched inside each month section, so it starts from the page, not from the dialog
  const month = modal.locator('[data-slot="activity-month"]').filter({ has: modal.page().locator(`a[href="${href}"]`) })
  expect(await month.locator('h3').textContent()).toBe(currentMonth())
})

test('send 0.01 ETH: the ETH quantity is what anvil has after the amount and the fee', async () => {
  const { wallet, modal } = await openAccount()
  const before = await chain().getBalance({ address: sender })

  await fillAndReview(modal, /^Ether/, '0.01')
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  const request = await wallet.waitForPending('eth_sendTransaction')
  const [transaction] = request.params as [{ to: string; value: string }]
  expect(transaction.to.toLowerCase()).toBe(receiver.toLowerCase())
  expect(BigInt(transaction.value)).toBe(parseUnits('0.01', 18))
  await wallet.approve(request.id)

  const href = await sentLink(modal, 'Sent 0.01 ETH')
  const hash = href.split('/').pop() as `0x${string}`
  const receipt = await chain().getTransactionReceipt({ hash })
  const after = await chain().getBalance({ address: sender })
  expect(after).toBe(before - parseUnits('0.01', 18) - receipt.gasUsed * receipt.effectiveGasPrice)

  await modal.getByRole('button', { name: 'Done' }).click()
  const quantity = tokenQuantity(modal, 'Ether')
  await until(
    () => quantity.textContent(),
    (text) => text === `${threeDecimals(after, 18)} ETH`,
    20_000,
  )
})

test('send 2 USDT, whose transfer returns nothing: the example lists it in usdtStyleTokens, so it is previewed and sent', async () => {
  const { wallet, modal } = await openAccount()
  const before = await balanceOf(usdt, sender)
  const receiverBefore = await balanceOf(usdt, receiver)

  await fillAndReview(modal, /^Tether USD/, '2')
  expect(await modal.locator('[data-slot="send-summary-amount"]').textContent()).toBe('2 USDT')
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  const request = await wallet.waitForPending('eth_sendTransaction')
  const [transaction] = request.params as [{ to: string; data: `0x${string}` }]
  expect(transaction.to.toLowerCase()).toBe(usdt.address.toLowerCase())
  expect(decodeFunctionData({ abi: erc20Abi, data: transaction.data })).toEqual({ functionName: 'transfer', args: [receiver, parseUnits('2', 6)] })
  await wallet.approve(request.id)

  await sentLink(modal, 'Sent 2 USDT')
  expect(await balanceOf(usdt, sender)).toBe(before - 2_000_000n)
  expect(await balanceOf(usdt, receiver)).toBe(receiverBefore + 2_000_000n)
})

test("a rejected send shows 'Transaction rejected', keeps the form, and Send works again", async () => {
  const { wallet, modal } = await openAccount()
  const before = await usdcBalance(sender)

  await fillAndReview(modal, /^USD Coin/, '0.25')
  const send = modal.getByRole('button', { name: 'Send', exact: true })
  await send.click()
  await wallet.reject((await wallet.waitForPending('eth_sendTransaction')).id)

  const error = modal.locator('[data-slot="send-error"]')
  await error.waitFor()
  expect(await error.textContent()).toBe('Transaction rejected')
  await until(
    () => modal.locator('[data-slot="toast"]').textContent(),
    (text) => text === 'Transaction rejected',
  )
  expect(await modal.locator('[data-slot="send-summary-amount"]').textContent()).toBe('0.25 USDC')
  expect(await send.isEnabled()).toBe(true)
  expect(await usdcBalance(sender)).toBe(before)

  await send.click()
  await wallet.approve((await wallet.waitForPending('eth_sendTransaction')).id)
  await sentLink(modal, 'Sent 0.25 USDC')
  expect(await usdcBalance(sender)).toBe(before - 250_000n)
})
