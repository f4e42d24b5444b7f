// A visitor connects the Devnet Wallet through the stock modal of examples/modal, in Chromium,
// against the devnet's anvil. Every request to a non-loopback host fails the test (setupE2E).
import { createPublicClient, http } from 'viem'
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { animationsFinished, connectButton, dialog, exampleUrl, pageIdle, until } from './harness/modal.js'

const e2e = setupE2E()
const anvil = createPublicClient({ transport: http('http://127.0.0.1:8545') })

function formatEth(wei: bigint): string {
  const whole = (wei / 10n ** 18n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = ((wei % 10n ** 18n) / 10n ** 15n).toString().padStart(3, '0')
  return `${whole}.${fraction} ETH`
}

async function openConnect(page: import('playwright-core').Page) {
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
}

test('the button opens a labelled 360px dialog listing the announced wallet', async () => {
  const { page } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  expect(await connectButton(page).textContent()).toBe('Connect Wallet')
  await openConnect(page)
  expect(await dialog(page).getAttribute('aria-labelledby')).toBeTruthy()
  expect(await page.getByRole('dialog', { name: 'Connect Wallet' }).count()).toBe(1)
  // Measured once the entrance (which scales the dialog from 97 %) has finished.
  await animationsFinished(dialog(page))
  const box = await dialog(page).boundingBox()
  expect(box?.width).toBe(360)
  const icon = dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).locator('img')
  expect(await icon.getAttribute('src')).toMatch(/^data:image\//)
})

test('connects: ConnectingExternal while the wallet asks, then Account with address, chain balance and network', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await openConnect(page)
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await dialog(page).getByText('Continue in Devnet Wallet').waitFor()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()

  const [address] = await wallet.accounts()
  const short = `${address!.slice(0, 6)}…${address!.slice(-4)}`
  await dialog(page).locator('[data-slot="account-address"]', { hasText: short }).waitFor()
  const balance = formatEth(await anvil.getBalance({ address: address as `0x${string}` }))
  await dialog(page).locator('[data-slot="account-balance"]', { hasText: balance }).waitFor()
  expect(await dialog(page).getByRole('button', { name: 'Berth Devnet', exact: true }).count()).toBe(1)
  expect(await dialog(page).getByRole('button', { name: 'Copy address' }).count()).toBe(1)
  expect(await connectButton(page).textContent()).toBe(short)

  // Account replaces the connect flow: there is nothing to go back to.
  expect(await dialog(page).getByRole('button', { name: 'Back' }).count()).toBe(0)

  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  await connectButton(page).click()
  await dialog(page).locator('[data-slot="account"]').waitFor()
})

test("a rejected request shows 'Connection rejected' with a retry that connects", async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await openConnect(page)
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.reject()
  await dialog(page).getByText('Connection rejected').waitFor()
  expect(await page.getByTestId('status').textContent()).toContain('disconnected')

  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await dialog(page).locator('[data-slot="account"]').waitFor()
})

test('Escape, the overlay and the close button each close the modal', async () => {
  const { page } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())

  await openConnect(page)
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })

  await openConnect(page)
  // As a visitor's press can: after the modal's first frame (focus moves to the dialog a frame after
  // it shows). Radix's DismissableLayer starts hearing outside presses in a task after it mounts,
  // so that the press that opened it is not one; a press dispatched the instant the dialog is
  // visible (input outranks that task) was missed about 1 run in 10.
  await until(
    () => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null),
    (role) => role === 'dialog',
  )
  await page.mouse.click(5, 5)
  await dialog(page).waitFor({ state: 'detached' })

  await openConnect(page)
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await dialog(page).waitFor({ state: 'detached' })
})

test('while the modal shows, the page behind it neither scrolls nor reaches assistive technology; closing gives both back', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl())
  // A page taller than the window, as a dapp's often is.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })))
  const root = page.locator('#root')
  const scrollY = () => page.evaluate(() => window.scrollY)
  await openConnect(page)
  await until(
    () => root.getAttribute('aria-hidden'),
    (hidden) => hidden === 'true',
  )
  // The wheel over the overlay: the page stays where it is.
  await page.mouse.move(5, 5)
  await page.mouse.wheel(0, 800)
  await pageIdle(page)
  expect(await scrollY()).toBe(0)

  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  expect(await root.getAttribute('aria-hidden')).toBeNull()
  // The same wheel now scrolls the page: the lock was what held it.
  await page.mouse.wheel(0, 800)
  await until(scrollY, (y) => y > 0)
})

test('disconnect from Account returns the page to "Connect Wallet"', async () => {
  const { page } = await e2e.newWalletPage({ wallet: { autoApprove: true } })
  await page.goto(exampleUrl())
  await openConnect(page)
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await dialog(page).waitFor({ state: 'detached' })
  await until(
    () => connectButton(page).textContent(),
    (text) => text === 'Connect Wallet',
  )
})
