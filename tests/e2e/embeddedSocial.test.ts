// A visitor without a wallet logs in with a social account or with Farcaster in the stock modal:
// Google through the devnet's OpenID Connect provider in the 600×800 popup (an identity picked on
// its login page), Farcaster through the devnet relay's QR code link approved as @alice on another
// page (as a phone would), and a popup the visitor closes. Each ends in Account naming the login.
import { identitiesOf } from '@berth/devnet'
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl } from './harness/modal.js'

const e2e = setupE2E()

/** A fresh profile on the example app with no wallet, the modal open on Connect. */
async function openConnect() {
  const session = await e2e.newWalletPage({ wallet: false })
  await session.page.goto(exampleUrl())
  await connectButton(session.page).click()
  return session
}

test('google: the popup at the OpenID provider, an identity picked, connected, Account names the username', async () => {
  const [, grace] = identitiesOf('google')
  const { page } = await openConnect()
  const popupOpened = page.waitForEvent('popup')
  await dialog(page).getByRole('button', { name: 'Google' }).click()
  const popup = await popupOpened
  await popup.getByRole('heading', { name: 'Sign in with Google (Berth Devnet)' }).waitFor({ timeout: 15_000 })
  await popup.locator(`button[name="sub"][value="${grace!.sub}"]`).click()
  await page.getByTestId('status').getByText('connected', { exact: true }).waitFor({ timeout: 20_000 })
  await expect.poll(() => popup.isClosed(), { timeout: 5_000 }).toBe(true)
  // The modal went on to Account, which names the login.
  await dialog(page).locator('[data-view="Account"]').getByText(grace!.preferred_username, { exact: true }).waitFor({ timeout: 10_000 })
}, 90_000)

test("a popup the visitor closes says 'Popup closed' within about a second, and the buttons are offered again", async () => {
  const { page } = await openConnect()
  const popupOpened = page.waitForEvent('popup')
  await dialog(page).getByRole('button', { name: 'Discord' }).click()
  const popup = await popupOpened
  await popup.getByRole('heading', { name: 'Sign in with Discord (Berth Devnet)' }).waitFor({ timeout: 15_000 })
  await popup.close()
  const closedAt = Date.now()
  await dialog(page).getByRole('alert').getByText('Popup closed', { exact: true }).waitFor({ timeout: 3_000 })
  expect(Date.now() - closedAt).toBeLessThan(2_500)
  expect(await dialog(page).getByRole('button', { name: 'Discord' }).isEnabled()).toBe(true)
  expect(await page.getByTestId('status').locator('output').textContent()).toBe('disconnected')
}, 60_000)

test('Farcaster: the QR code link opened on another page, approved as @alice, connected, Account names alice', async () => {
  const { page } = await openConnect()
  await dialog(page).getByRole('button', { name: 'Farcaster' }).click()
  await dialog(page).getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor({ timeout: 20_000 })
  const url = await dialog(page).getByRole('link', { name: 'Open link' }).getAttribute('href')
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8793\/approve\?channelToken=/)
  expect(await dialog(page).locator('[data-slot="farcaster-qr"]').getAttribute('data-uri')).toBe(url)

  const phone = await page.context().newPage()
  await phone.goto(url!)
  await phone.getByRole('button', { name: /^Approve as @alice/ }).click()
  await page.getByTestId('status').getByText('connected', { exact: true }).waitFor({ timeout: 30_000 })
  await dialog(page).locator('[data-view="Account"]').getByText('alice', { exact: true }).waitFor({ timeout: 10_000 })
  await phone.close()
}, 90_000)
