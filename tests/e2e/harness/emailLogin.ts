import { DEVNET_MAIL_INBOX_URL } from '@berth/devnet/mail'
import type { Page } from 'playwright-core'
import { extractCode, waitForMail } from '../../support/inbox.js'
import { connectButton, dialog } from './modal.js'

/**
 * Logs in by email in the stock modal as a visitor does: Connect's email field, then the code the
 * devnet mailed, read from its inbox. Resolves once the example says connected, with the login's
 * mail (its date starts the devnet's 30 s per-email cooldown).
 */
export async function logInByEmail(page: Page, email: string) {
  await connectButton(page).click()
  const sent = new Date()
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  const mail = await waitForMail(DEVNET_MAIL_INBOX_URL, { to: email, subjectIncludes: 'login code', after: sent, timeoutMs: 20_000 })
  await dialog(page).getByRole('textbox', { name: 'Code' }).fill(extractCode(mail.text))
  await page.getByTestId('status').getByText('connected', { exact: true }).waitFor({ timeout: 20_000 })
  return mail
}
