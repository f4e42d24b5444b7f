// A visitor logged in by email registers an account name in the stock modal: Account offers
// "Choose account name", RegisterAccountName suggests names as they type (a taken one marked), the
// registration message is approved inside the secure frame, RegisterAccountNameSuccess follows, and
// the name then shows in Account and in the connect button, without a reload. A signature rejected
// in the frame brings the view back with the name and why it failed, and a second Register is
// approved in the same page.
import { berthDevnet, DEVNET_FRAME_URL } from '@berth/devnet/networks'
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { devnetApi } from './harness/devnetApi.js'
import { logInByEmail } from './harness/emailLogin.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl } from './harness/modal.js'

const e2e = setupE2E()

const frame = (page: Page) => page.frameLocator(`iframe[src^="${DEVNET_FRAME_URL}"]`)

/** Answers the registration's signature request inside the secure frame, once the frame shows it (over the modal), and waits until the frame hides. */
async function answerInFrame(page: Page, name: string, answer: 'Approve' | 'Reject') {
  const iframe = page.locator(`iframe[src^="${DEVNET_FRAME_URL}"]`)
  await iframe.waitFor({ state: 'visible' })
  await frame(page).getByText(name).waitFor()
  await frame(page).getByRole('button', { name: answer }).click()
  await iframe.waitFor({ state: 'hidden' })
}
const run = Date.now().toString(36)

/** Logs in with a fresh email through the stock modal, the code read from the devnet's inbox; then opens Account. */
async function logInAndOpenAccount(page: Page, email: string) {
  await logInByEmail(page, email)
  // Opened again, the modal shows Account, which names the login.
  await page.keyboard.press('Escape')
  await connectButton(page).click()
  await dialog(page).locator('[data-slot="account-login"]').getByText(email).waitFor()
}

/** Registers `name` for another account straight through the devnet's API (its own key signs), so that the visitor finds it taken. */
async function registerElsewhere(name: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(`${devnetApi().url}/v1/profile/account?projectId=berth-example&st=berth&sv=0.1.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: (0x80000000 | berthDevnet.id) >>> 0,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
}

/** Opens RegisterAccountName from Account: its name field, the suggestions list and Register. */
async function openRegisterAccountName(page: Page) {
  await dialog(page).getByRole('button', { name: 'Choose account name' }).click()
  return {
    field: dialog(page).getByRole('textbox', { name: 'Account name' }),
    suggestions: dialog(page).getByRole('list', { name: 'Suggested names' }),
    register: dialog(page).getByRole('button', { name: 'Register' }),
  }
}

test('registers an account name approved in the frame; a taken name is marked; Account and the connect button show the name, also after a reload', async () => {
  const label = `e2e${run}`
  const taken = `e2etaken${run}`
  await registerElsewhere(`${taken}.berth.id`)
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl())
  await logInAndOpenAccount(page, `nm-${run}@berth.test`)
  const { field, suggestions, register } = await openRegisterAccountName(page)

  // A taken name: the hint says so, its suggestion is marked and cannot be chosen, and Register is off.
  await field.fill(taken)
  await dialog(page).getByText(`${taken}.berth.id is already taken`).waitFor()
  const takenRow = suggestions.getByRole('button', { name: new RegExp(`^${taken}\\.berth\\.id`) })
  await expect.poll(() => takenRow.textContent()).toContain('Taken')
  expect(await takenRow.isDisabled()).toBe(true)
  expect(await register.isDisabled()).toBe(true)

  // A free name: suggested first, free, with others near it.
  await field.fill(label)
  const freeRow = suggestions.getByRole('button', { name: new RegExp(`^${label}\\.berth\\.id`) })
  await freeRow.waitFor()
  expect(await freeRow.textContent()).not.toContain('Taken')
  expect(await suggestions.getByRole('listitem').count()).toBeGreaterThan(1)

  // Register: the frame shows the registration message; approved there, RegisterAccountNameSuccess names it.
  await register.click()
  await answerInFrame(page, `${label}.berth.id`, 'Approve')
  await dialog(page).locator('[data-slot="registered-name"]').getByText(`${label}.berth.id`).waitFor({ timeout: 20_000 })

  // Account and the connect button show the name, without a reload; Account no longer offers a name.
  await dialog(page).getByRole('button', { name: 'Back to account' }).click()
  await dialog(page).locator('[data-slot="account-name"]').getByText(`${label}.berth.id`).waitFor()
  expect(await dialog(page).getByRole('button', { name: 'Choose account name' }).count()).toBe(0)
  expect(await connectButton(page).textContent()).toBe(`${label}.berth.id`)

  // After a reload the connect button reads the name again (the reverse lookup), once the login is restored.
  await page.reload()
  await expect.poll(() => connectButton(page).textContent(), { timeout: 20_000 }).toBe(`${label}.berth.id`)
}, 120_000)

test('a registration rejected in the frame returns to RegisterAccountName with the name and why, and registers nothing; Register again, approved, registers it', async () => {
  const label = `e2ereject${run}`
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl())
  await logInAndOpenAccount(page, `rej-${run}@berth.test`)
  const { field, suggestions, register } = await openRegisterAccountName(page)
  await field.fill(label)
  await suggestions.getByRole('button', { name: new RegExp(`^${label}\\.berth\\.id`) }).waitFor()

  await register.click()
  await answerInFrame(page, `${label}.berth.id`, 'Reject')
  await dialog(page).locator('[data-slot="register-name-hint"]').getByText('Signature declined').waitFor()
  expect(await field.inputValue()).toBe(label)
  expect(await connectButton(page).textContent()).not.toContain('.berth.id')
  // Nobody holds the name: the devnet API still answers 404 for it.
  const lookup = await fetch(`${devnetApi().url}/v1/profile/account/${label}.berth.id?apiVersion=2&projectId=berth-example&st=berth&sv=0.1.0`)
  expect(lookup.status).toBe(404)

  await register.click()
  await answerInFrame(page, `${label}.berth.id`, 'Approve')
  await dialog(page).locator('[data-slot="registered-name"]').getByText(`${label}.berth.id`).waitFor({ timeout: 20_000 })
}, 120_000)
