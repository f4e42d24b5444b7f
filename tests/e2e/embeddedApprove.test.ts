// A visitor logged in with the embedded wallet (email code from the devnet inbox) meets each signing
// request in the stock modal's ApproveTransaction view: the secure frame (another origin) lies over
// the view's box and shows the request with Approve and Reject. The app's own buttons start them with
// the modal closed (Sign message), or the modal's send does. A method the frame refuses
// (wallet_sendCalls, the app's batch button) opens the modal with 'Action not allowed'. With sign-in
// (SIWX) on, the frame signs the sign-in message while logging in: no prompt, and the session holds.
import { DEVNET_FRAME_URL } from '@berth/devnet/networks'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { uniqueProjectId } from './harness/devnetApi.js'
import { logInByEmail } from './harness/emailLogin.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()

const frameElement = (page: Page) => page.locator(`iframe[src^="${DEVNET_FRAME_URL}"]`)
const frame = (page: Page) => page.frameLocator(`iframe[src^="${DEVNET_FRAME_URL}"]`)
const approveView = (page: Page) => page.getByRole('dialog', { name: 'Approve' })
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@berth.test`
const chain = () => createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']) })

/** The frame shows over the view's box: the same place and size, once the modal's animation is over. */
async function frameOverBox(page: Page, view: Locator) {
  const box = view.locator('[data-slot="approve-transaction-frame"]')
  await until(
    async () => [await box.boundingBox(), await frameElement(page).boundingBox()] as const,
    ([a, b]) => a !== null && b !== null && (['x', 'y', 'width', 'height'] as const).every((key) => Math.abs(a[key] - b[key]) <= 1),
  )
}

test('logged in by email: signs and sends through ApproveTransaction (approved and rejected in the frame), and a refused method says Action not allowed', async () => {
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl())
  await logInByEmail(page, uniqueEmail('approve'))
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })

  // The app's own button, the modal closed: ApproveTransaction opens by itself, the frame over its box.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveView(page).waitFor()
  await frame(page).getByText('Hello from Berth').waitFor()
  await frameOverBox(page, approveView(page))
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  // Signed by the account the modal shows.
  const account = await recoverMessageAddress({ message: 'Hello from Berth', signature })
  // Closed before the request, closed after it.
  await dialog(page).waitFor({ state: 'detached' })
  expect(await frameElement(page).isVisible()).toBe(false)

  // Rejected in the frame: the app hears a declined signature, and the modal closes again.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approveView(page).waitFor()
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await page.getByTestId('sign-error').getByText('Signature declined').waitFor()
  await dialog(page).waitFor({ state: 'detached' })

  // A send from the modal: ApproveTransaction comes over the review, the frame shows the transaction,
  // and after the approval the review goes on to its success; anvil has the ETH at the receiver.
  const receiver = privateKeyToAddress(generatePrivateKey())
  await connectButton(page).click()
  const modal = dialog(page)
  expect(await modal.locator('[data-slot="account-address"]').getAttribute('title')).toBe(account)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: /^Ether/ }).click()
  await modal.getByLabel('Amount', { exact: true }).fill('0.01')
  await modal.getByLabel('To', { exact: true }).fill(receiver)
  await modal.getByRole('button', { name: 'Preview' }).click()
  await modal.locator('[data-slot="send-fee-amount"]').waitFor()
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await approveView(page).waitFor()
  await frame(page).getByText(receiver, { exact: false }).first().waitFor()
  await frameOverBox(page, approveView(page))
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const sent = modal.locator('[data-slot="send-success-amount"]')
  await sent.waitFor({ timeout: 30_000 })
  expect(await sent.textContent()).toBe('Sent 0.01 ETH')
  const hash = (await modal.getByRole('link', { name: 'View on explorer' }).getAttribute('href'))!.split('/').pop() as `0x${string}`
  const receipt = await chain().getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
  expect(await chain().getBalance({ address: receiver })).toBe(parseEther('0.01'))
  await modal.getByRole('button', { name: 'Close' }).click()
  await dialog(page).waitFor({ state: 'detached' })

  // wallet_sendCalls, which the frame refuses: the modal opens and says so; the app hears the refusal.
  await page.getByRole('button', { name: 'Send batch calls' }).click()
  await page.getByTestId('calls-error').getByText('Requested RPC call is not allowed').waitFor()
  const toast = dialog(page).locator('[data-slot="toast"]')
  await toast.getByText('Action not allowed').waitFor()
  expect(await toast.getAttribute('data-variant')).toBe('error')
}, 120_000)

test('sign-in required (SIWX): the frame signs the sign-in message while logging in, so the visitor is signed in with no prompt, and the session holds on reload', async () => {
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl(`?siwx=required&projectId=${uniqueProjectId('siwx-embedded')}`))
  await logInByEmail(page, uniqueEmail('siwx'))
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'signed-in',
    15_000,
  )
  // No sign-in view and no approval were shown: the modal went on to Account.
  expect(await page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0)
  expect(await approveView(page).count()).toBe(0)

  // The devnet server verified and kept the session: a reload restores the login and the session, asking nothing.
  await page.reload()
  await page.getByTestId('status').getByText('connected', { exact: true }).waitFor({ timeout: 20_000 })
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'signed-in',
    15_000,
  )
  expect(await dialog(page).count()).toBe(0)
}, 90_000)
