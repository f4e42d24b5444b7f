// A visitor without a wallet logs in by email in the stock modal: the code arrives in the devnet's
// inbox, the secure frame (another origin) holds the keys and shows each signature for approval. A
// reload keeps the login; the same email in a fresh browser profile approves that browser from the
// mailed link first and gets the same account.
import { DEVNET_MAIL_INBOX_URL } from '@berth/devnet/mail'
import { DEVNET_FRAME_URL } from '@berth/devnet/networks'
import type { Page } from 'playwright-core'
import { recoverMessageAddress } from 'viem'
import { expect, test } from 'vitest'
import { extractCode, waitForMail } from '../support/inbox.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl } from './harness/modal.js'

const e2e = setupE2E()

// The devnet's login cooldown is per email (SPEC.md §5: 30 s), so the fresh profile's login waits it out.
const COOLDOWN_MS = 30_000

const frame = (page: Page) => page.frameLocator(`iframe[src^="${DEVNET_FRAME_URL}"]`)

async function enterEmail(page: Page, email: string): Promise<Date> {
  await connectButton(page).click()
  const sent = new Date()
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  return sent
}

/** Enters the code mailed after `after`; the mail, whose arrival is later than the send that started the cooldown. */
async function enterMailedCode(page: Page, email: string, after: Date) {
  const mail = await waitForMail(DEVNET_MAIL_INBOX_URL, { to: email, subjectIncludes: 'login code', after })
  await dialog(page).getByRole('textbox', { name: 'Code' }).fill(extractCode(mail.text))
  await page.getByTestId('status').getByText('connected', { exact: true }).waitFor({ timeout: 20_000 })
  return mail
}

/** Signs the example's message, approved in the frame's own panel; the address that signed it. */
async function signApproved(page: Page): Promise<string> {
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await frame(page).getByText('Hello from Berth').waitFor()
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  return recoverMessageAddress({ message: 'Hello from Berth', signature })
}

test('logs in with the mailed code, signs in the frame (approved and rejected), stays logged in on reload, and a fresh profile gets the same account after approving the device', async () => {
  const email = `e2e-${Date.now().toString(36)}@berth.test`
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl())
  const firstCode = await enterEmail(page, email)
  const firstMail = await enterMailedCode(page, email, firstCode)
  // The modal goes on to Account, which names the login.
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  await dialog(page).getByText(email, { exact: true }).waitFor()

  const account = await signApproved(page)
  // Rejected in the frame: the page hears a declined signature, and nothing is signed.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  expect(await page.getByTestId('sign-error').textContent()).toBe('Signature declined')

  // A reload restores the login through the frame, without asking for anything.
  await page.reload()
  await page.getByTestId('status').getByText('connected', { exact: true }).waitFor({ timeout: 20_000 })

  // A fresh browser profile: the account exists, the browser is new, so the mailed link approves it first.
  const fresh = await e2e.newWalletPage({ wallet: false })
  await fresh.page.goto(exampleUrl())
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(firstMail.date) + COOLDOWN_MS + 1_000 - Date.now())))
  const secondLogin = await enterEmail(fresh.page, email)
  const link = await waitForMail(DEVNET_MAIL_INBOX_URL, { to: email, subjectIncludes: 'Approve this device', after: secondLogin })
  const approveUrl = /https?:\/\/\S+\/device\/approve\?token=\S+/.exec(link.text)?.[0]
  expect(approveUrl).toBeDefined()
  const approved = await fetch(approveUrl!)
  expect(approved.status).toBe(200)
  await enterMailedCode(fresh.page, email, secondLogin)
  expect(await signApproved(fresh.page)).toBe(account)
}, 150_000)
