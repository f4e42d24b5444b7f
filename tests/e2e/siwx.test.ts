// Sign-in with X in the example (`?siwx=optional|required`), with sessions verified and kept by the
// devnet server: the Devnet Wallet signs the EIP-4361 message, a reload asks nothing, sign out
// revokes; a declined signature stays in the view; required sign-in cannot be closed, and cancel
// disconnects.
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, pageIdle, until } from './harness/modal.js'
import { uniqueProjectId } from './harness/devnetApi.js'

const e2e = setupE2E()

type Page = import('playwright-core').Page
type Wallet = Awaited<ReturnType<typeof e2e.newWalletPage>>['wallet']

const signInView = (page: Page) => page.getByRole('dialog', { name: 'Sign In' })
const withSiwx = (mode: 'optional' | 'required') => exampleUrl(`?siwx=${mode}&projectId=${uniqueProjectId('siwx')}`)

/** Connect Wallet → Devnet Wallet → approve; the sign-in view follows. */
async function connect(page: Page, wallet: Wallet) {
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await signInView(page).waitFor()
}

test('optional: sign the message after connecting; a reload asks nothing; sign out revokes the session', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(withSiwx('optional'))
  await connect(page, wallet)
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  const request = await wallet.waitForPending('personal_sign')
  const text = Buffer.from(String((request.params as unknown[])[0]).slice(2), 'hex').toString('utf8')
  expect(text).toMatch(
    /^127\.0\.0\.1:5273 wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\nSign in to the Berth example\n\nURI: http:\/\/127\.0\.0\.1:5273\nVersion: 1\nChain ID: 31337\nNonce: [0-9A-Za-z]{16,}\nIssued At: /,
  )
  await wallet.approve()
  await dialog(page).waitFor({ state: 'detached' })
  expect(await page.getByTestId('siwx-status').textContent()).toBe('signed-in')

  await page.reload()
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'signed-in',
    15_000,
  )
  expect(await dialog(page).count()).toBe(0)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'ready',
  )
  await page.reload()
  await signInView(page).waitFor({ timeout: 15_000 })
})

test('browser-kept sessions (`&siwxStorage=browser`): the page checks the signature on chain, keeps the session in localStorage, a reload asks nothing, sign out forgets it', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(`${withSiwx('optional')}&siwxStorage=browser`)
  await connect(page, wallet)
  const sessionRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/sessions')) sessionRequests.push(request.url())
  })
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  const request = await wallet.waitForPending('personal_sign')
  const text = Buffer.from(String((request.params as unknown[])[0]).slice(2), 'hex').toString('utf8')
  expect(text).toMatch(/\nNonce: [0-9A-Za-z]{24}\n/)
  await wallet.approve()
  await dialog(page).waitFor({ state: 'detached' })
  expect(await page.getByTestId('siwx-status').textContent()).toBe('signed-in')
  const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('@berth/siwx-sessions'))) ?? '[]') as { message: string }[]
  expect(kept.map((session) => session.message)).toEqual([text])

  await page.reload()
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'signed-in',
    15_000,
  )
  expect(await dialog(page).count()).toBe(0)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'ready',
  )
  expect(await page.evaluate(() => localStorage.getItem('@berth/siwx-sessions'))).toBe('[]')
  // Nothing of it went to the sign-in server.
  expect(sessionRequests).toEqual([])
})

test("a declined signature says 'Signature declined' and keeps the view; optional cancel keeps the visitor connected", async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(withSiwx('optional'))
  await connect(page, wallet)
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.waitForPending('personal_sign')
  await wallet.reject()
  await dialog(page).getByText('Signature declined').waitFor()
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await dialog(page).waitFor({ state: 'detached' })
  expect(await page.getByTestId('status').textContent()).toContain('connected')
})

test('required: Escape does not close the sign-in view; cancel disconnects', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(withSiwx('required'))
  await connect(page, wallet)
  await page.keyboard.press('Escape')
  // A close would have taken the dialog out of its open state by the frames after the key: it is still open.
  await pageIdle(page)
  expect(await dialog(page).getAttribute('data-state')).toBe('open')
  expect(await signInView(page).count()).toBe(1)
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  await until(
    () => connectButton(page).textContent(),
    (text) => text === 'Connect Wallet',
  )
})
