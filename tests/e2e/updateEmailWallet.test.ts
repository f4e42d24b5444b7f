// A visitor logged in by email changes the email in the stock modal: Account's Update email opens
// UpdateEmailWallet; an invalid email and the devnet's 30 s per-email cooldown (the login's code was
// just mailed) are said in the view; then the code mailed to the current email and the one mailed to
// the new email, both read from the devnet's inbox, and Account shows the new email.
import { DEVNET_MAIL_INBOX_URL } from '@berth/devnet/mail'
import { expect, test } from 'vitest'
import { extractCode, waitForMail } from '../support/inbox.js'
import { logInByEmail } from './harness/emailLogin.js'
import { setupE2E } from './harness/index.js'
import { dialog, exampleUrl } from './harness/modal.js'

const e2e = setupE2E()

// SPEC.md §5: the devnet refuses another code for an email within 30 s of the last one.
const COOLDOWN_MS = 30_000

/** The newest mail to `to` with `subject` received at or after `after`: its 6-digit code. */
async function mailedCode(to: string, subject: string, after: Date): Promise<{ code: string; date: string }> {
  const mail = await waitForMail(DEVNET_MAIL_INBOX_URL, { to, subjectIncludes: subject, after, timeoutMs: 20_000 })
  return { code: extractCode(mail.text), date: mail.date }
}

test('changes the email with the current and the new email’s codes; an invalid email and the cooldown are said; Account shows the new email', async () => {
  const stamp = Date.now().toString(36)
  const email = `update-${stamp}@berth.test`
  const newEmail = `updated-${stamp}@berth.test`
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl())
  const loginMailDate = (await logInByEmail(page, email)).date
  // The code connected: the modal goes on to Account, which names the login.
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  await dialog(page).getByText(email, { exact: true }).waitFor()

  await dialog(page).getByRole('button', { name: 'Update email' }).click()
  await dialog(page).getByRole('heading', { name: 'Update email' }).waitFor()
  const field = dialog(page).getByRole('textbox', { name: 'New email' })
  await field.fill('not-an-email')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  expect(await dialog(page).getByRole('alert').textContent()).toBe('Please enter a valid email')

  // The login's code went to this email moments ago: the frame refuses another until 30 s have passed.
  await field.fill(newEmail)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  expect(await dialog(page).getByRole('alert').textContent()).toMatch(/^Please try again after \d+ seconds$/)

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(loginMailDate) + COOLDOWN_MS + 1_000 - Date.now())))
  const started = new Date()
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  const primary = await mailedCode(email, 'Confirm your email change', started)
  await dialog(page).getByText(`Enter the code we sent to ${email}`).waitFor()
  const confirmed = new Date()
  await dialog(page).getByRole('textbox', { name: 'Code' }).fill(primary.code)
  const secondary = await mailedCode(newEmail, 'Confirm your email change', confirmed)
  await dialog(page).getByText(`Enter the code we sent to ${newEmail}`).waitFor()
  await dialog(page).getByRole('textbox', { name: 'Code' }).fill(secondary.code)

  // Back on Account, which names the login by its new email.
  await dialog(page).getByRole('heading', { name: 'Account' }).waitFor()
  await dialog(page).getByText(newEmail).waitFor()
  expect(await dialog(page).getByText(email, { exact: true }).count()).toBe(0)
}, 120_000)
