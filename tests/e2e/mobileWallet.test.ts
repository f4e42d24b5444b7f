// The Devnet Mobile Wallet (devnet/mobile-wallet, the real sign-client 2.25 in a page on
// http://127.0.0.1:5174) as "the phone": the example's modal opens it through the listing's web-app
// link, and the person approves, signs, switches and disconnects there. Every page of the test
// passes the harness's guard: nothing reaches a host outside this machine.
import { createServer } from 'node:net'
import type { BrowserContext, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()
const mnemonic = 'test test test test test test test test test test test junk'
// Accounts 7 and 8 of the test mnemonic: no other browser test uses them.
const accounts = { 7: mnemonicToAccount(mnemonic, { addressIndex: 7 }), 8: mnemonicToAccount(mnemonic, { addressIndex: 8 }) }
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const mobileWalletUrl = (path = '/') => `${inject('mobileWalletUrl')}${path}`

const proposalCard = (wallet: Page) => wallet.getByRole('article', { name: 'Connection request' })
const requestCard = (wallet: Page, method: string) => wallet.getByRole('article', { name: `Request: ${method}` })
const announcement = (wallet: Page) => wallet.getByRole('status')

/** The example's modal → Devnet Mobile Wallet → its web-app link, which opens the wallet in a new tab. */
async function openWalletFromModal(page: Page, context: BrowserContext): Promise<{ wallet: Page; href: string }> {
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Mobile Wallet', exact: true }).click()
  const link = dialog(page).getByRole('link', { name: /Open Devnet Mobile Wallet/ })
  await link.waitFor({ timeout: 20_000 })
  const href = (await link.getAttribute('href'))!
  const [wallet] = await Promise.all([context.waitForEvent('page'), link.click()])
  await wallet.waitForLoadState('domcontentloaded')
  return { wallet, href }
}

/** Connects the example through the wallet with the given account; the modal ends on Account. */
async function connectWithMobileWallet(index: 7 | 8) {
  const session = await e2e.newWalletPage({ wallet: false })
  const { page, context } = session
  await page.goto(exampleUrl())
  const { wallet, href } = await openWalletFromModal(page, context)
  await wallet.getByLabel('Account', { exact: true }).selectOption(String(index))
  await proposalCard(wallet).getByRole('button', { name: 'Approve' }).click()
  await dialog(page).locator('[data-slot="account"]').waitFor({ timeout: 20_000 })
  return { ...session, wallet, href }
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
}

test('the modal deep-links to the Devnet Mobile Wallet; approving its proposal connects the example with the chosen account', async () => {
  const { page, context } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl())
  const { wallet, href } = await openWalletFromModal(page, context)
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:5174\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
  // The wallet took the URI out of its address bar, so a reload cannot pair it twice.
  expect(new URL(wallet.url()).pathname).toBe('/')

  const card = proposalCard(wallet)
  await card.waitFor({ timeout: 20_000 })
  expect(await card.getByTestId('dapp-name').textContent()).toBe('Berth example')
  expect(await card.getByTestId('dapp-url').textContent()).toBe(new URL(exampleUrl()).origin)
  // The proposal asks for the example's EVM chains and, optionally, its Bitcoin network.
  expect(await card.getByRole('listitem').allTextContents()).toEqual([
    'Berth Devnet (eip155:31337)',
    'Berth Devnet L2 (eip155:31338)',
    'Berth Bitcoin Regtest (bip122:0f9188f13cb7b2c71f2a335e3a4fc328)',
  ])
  expect(await announcement(wallet).textContent()).toBe('Connection request from Berth example')

  await wallet.getByLabel('Account', { exact: true }).selectOption('7')
  expect(await wallet.getByTestId('address').textContent()).toBe(accounts[7].address)
  await card.getByRole('button', { name: 'Approve' }).click()

  await dialog(page).locator('[data-slot="account"]').waitFor({ timeout: 20_000 })
  expect(await connectButton(page).textContent()).toBe(short(accounts[7].address))
  expect(await page.getByTestId('network').textContent()).toBe('Berth Devnet')
  await until(
    () => announcement(wallet).textContent(),
    (text) => text === 'Connected to Berth example',
  )
  expect(await wallet.getByTestId('session').textContent()).toContain(short(accounts[7].address))
  expect(await wallet.getByTestId('relay-status').textContent()).toBe('Relay ws://127.0.0.1:8555: connected')

  // docs/entities.md: the listed wallet is the recent one, and the link the visitor opened is kept (href, name).
  const stored = await page.evaluate(() => [localStorage.getItem('@berth/recent-wallets'), localStorage.getItem('@berth/wallet-connect-deep-link')])
  expect(JSON.parse(stored[0]!)).toEqual([{ id: expect.any(String), name: 'Devnet Mobile Wallet' }])
  expect(JSON.parse(stored[1]!)).toEqual({ href: 'http://127.0.0.1:5174', name: 'Devnet Mobile Wallet' })
})

test('"Sign message": the wallet shows the text; approving returns a signature that verifies, rejecting shows the rejection', async () => {
  const { page, wallet } = await connectWithMobileWallet(8)
  await closeModal(page)
  const sign = page.getByRole('button', { name: 'Sign message' })

  await sign.click()
  const card = requestCard(wallet, 'personal_sign')
  await card.waitFor({ timeout: 20_000 })
  expect(await card.getByTestId('request-message').textContent()).toBe('Hello from Berth')
  expect(await announcement(wallet).textContent()).toBe('Request from Berth example: personal_sign')
  await card.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent({ timeout: 20_000 })) as `0x${string}`
  expect(await verifyMessage({ address: accounts[8].address, message: 'Hello from Berth', signature })).toBe(true)

  await sign.click()
  await card.getByRole('button', { name: 'Reject' }).click()
  await page.getByTestId('sign-error').waitFor({ timeout: 20_000 })
  expect(await page.getByTestId('sign-error').textContent()).toBe('Signature declined')
  await card.waitFor({ state: 'detached' })
})

test('switching to Berth Devnet L2 in the modal moves the example there; the next request is for that chain', async () => {
  const { page, wallet } = await connectWithMobileWallet(7)
  await dialog(page).getByRole('button', { name: 'Berth Devnet', exact: true }).click()
  await page.getByRole('dialog', { name: 'Choose network' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Berth Devnet L2', exact: true }).click()
  await until(
    () => page.getByTestId('network').textContent(),
    (text) => text === 'Berth Devnet L2',
    20_000,
  )

  await closeModal(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const card = requestCard(wallet, 'personal_sign')
  await card.waitFor({ timeout: 20_000 })
  expect(await card.getByText('On Berth Devnet L2 (eip155:31338)').count()).toBe(1)
  await card.getByRole('button', { name: 'Reject' }).click()
})

test('"Disconnect" in the wallet disconnects the example', async () => {
  const { page, wallet } = await connectWithMobileWallet(8)
  await closeModal(page)
  await wallet
    .getByTestId('session')
    .getByRole('button', { name: /^Disconnect/ })
    .click()
  await until(
    () => connectButton(page).textContent(),
    (text) => text === 'Connect Wallet',
    20_000,
  )
  expect(await wallet.getByText('No app is connected.').count()).toBe(1)
  expect(await announcement(wallet).textContent()).toBe('Disconnected from Berth example')
  // The stored wallet link goes with the session.
  expect(await page.evaluate(() => localStorage.getItem('@berth/wallet-connect-deep-link'))).toBeNull()
})

test('a reload of the example restores the session without a new proposal in the wallet', async () => {
  const { page, wallet } = await connectWithMobileWallet(7)
  await page.reload()
  await until(
    () => connectButton(page).textContent(),
    (text) => text === short(accounts[7].address),
    20_000,
  )
  expect(await wallet.getByText('Nothing to approve.').count()).toBe(1)
  expect(await wallet.getByTestId('session').count()).toBe(1)
})

test('malformed and expired links show an error in the wallet, which still pairs a good link afterwards', async () => {
  const { page, context } = await e2e.newWalletPage({ wallet: false })
  const wallet = await context.newPage()
  await wallet.goto(mobileWalletUrl())
  // Nothing paired yet: the client has no socket open, and the status says the relay answers.
  await until(
    () => wallet.getByTestId('relay-status').textContent(),
    (text) => text === 'Relay ws://127.0.0.1:8555: reachable (the wallet connects when it has something to listen to)',
  )
  const field = wallet.getByLabel('WalletConnect link')
  const connect = wallet.getByRole('button', { name: 'Connect', exact: true })
  const alert = wallet.getByRole('alert')
  const topic = 'ab'.repeat(32)
  const symKey = 'cd'.repeat(32)

  const cases: [string, RegExp][] = [
    ['https://example.invalid/not-a-pairing', /not a WalletConnect link/],
    [`wc:${topic}@2?relay-protocol=irn`, /symKey is missing/],
    ['wc:garbage', /has no pairing topic/],
    [`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=${Math.floor(Date.now() / 1000) - 60}`, /has expired/],
  ]
  for (const [uri, error] of cases) {
    await field.fill(uri)
    await connect.click()
    expect(await alert.textContent()).toMatch(error)
    expect(await field.inputValue()).toBe(uri)
  }
  // The deep link with an expired URI says the same.
  await wallet.goto(mobileWalletUrl(`/wc?uri=${encodeURIComponent(cases[3]![0])}`))
  await alert.waitFor()
  expect(await alert.textContent()).toMatch(/has expired/)

  // Still usable: a live URI from the example pairs and shows the proposal.
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await dialog(page)
    .getByRole('img', { name: /QR code/ })
    .waitFor({ timeout: 20_000 })
  const live = await dialog(page).locator('[data-slot="walletconnect-qr"]').getAttribute('data-uri')
  await field.fill(live!)
  await connect.click()
  await proposalCard(wallet).waitFor({ timeout: 20_000 })
  expect(await alert.isHidden()).toBe(true)
  expect(await field.inputValue()).toBe('')
  await proposalCard(wallet).getByRole('button', { name: 'Reject' }).click()
})

test('a second wallet tab hands its link to the first one, which shows the proposal', async () => {
  const { page, context } = await e2e.newWalletPage({ wallet: false })
  const first = await context.newPage()
  await first.goto(mobileWalletUrl())
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await dialog(page)
    .getByRole('img', { name: /QR code/ })
    .waitFor({ timeout: 20_000 })
  const live = await dialog(page).locator('[data-slot="walletconnect-qr"]').getAttribute('data-uri')

  const second = await context.newPage()
  await second.goto(mobileWalletUrl(`/wc?uri=${encodeURIComponent(live!)}`))
  await second.getByText('The wallet is already open in another tab: the link was handed to it.', { exact: false }).waitFor()
  await proposalCard(first).waitFor({ timeout: 20_000 })
  expect(await second.getByRole('article').count()).toBe(0)
  await proposalCard(first).getByRole('button', { name: 'Approve' }).click()
  await dialog(page).locator('[data-slot="account"]').waitFor({ timeout: 20_000 })
})

test('with its relay out of reach the wallet says so, and a link pasted then gets an error, not a silent wait', async () => {
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(mobileWalletUrl(`/?relay=${encodeURIComponent(`ws://127.0.0.1:${await closedPort()}`)}`))
  await until(
    () => page.getByTestId('relay-status').textContent(),
    (text) => /^Relay ws:\/\/127\.0\.0\.1:\d+: unreachable, retrying$/.test(text ?? ''),
  )
  const live = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`
  await page.getByLabel('WalletConnect link').fill(live)
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  expect(await page.getByRole('alert').textContent()).toMatch(/relay at ws:\/\/127\.0\.0\.1:\d+ cannot be reached/)
  expect(await page.getByRole('button', { name: 'Connect', exact: true }).isEnabled()).toBe(true)
})

/** A port nothing listens on: taken from the OS, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

test('with sign-in on (?siwx=optional), one approval in the wallet connects and signs in: no sign-in view follows', async () => {
  const { page, context } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl(`?siwx=optional&projectId=e2e-wc-siwx-${Date.now()}`))
  const { wallet } = await openWalletFromModal(page, context)
  const card = proposalCard(wallet)
  await card.waitFor({ timeout: 20_000 })
  expect(await card.getByTestId('proposal-sign-in').textContent()).toBe(`Approving also signs you in to ${new URL(exampleUrl()).host}`)
  await wallet.getByLabel('Account', { exact: true }).selectOption('8')
  await card.getByRole('button', { name: 'Approve' }).click()
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'signed-in',
    20_000,
  )
  expect(await connectButton(page).textContent()).toBe(short(accounts[8].address))
  expect(await page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0)
  await until(
    () => announcement(wallet).textContent(),
    (text) => text === 'Connected and signed in to Berth example',
  )
})
