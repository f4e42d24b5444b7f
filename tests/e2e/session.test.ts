// What happens in the wallet reaches the page; a reload restores the connection without a prompt.
import { expect, test } from 'vitest'
import { connectDevnetWallet } from './harness/connectDevnetWallet.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'
import { recordWalletCalls } from './harness/recordWalletCalls.js'

const e2e = setupE2E()
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

test('account and chain changes made in the wallet reach the page; a wallet-side disconnect disconnects', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, knownChainIds: [31337, 31338] } })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  const accounts = await wallet.accounts()

  await wallet.selectAccount(1)
  await until(
    () => connectButton(page).textContent(),
    (text) => text === short(accounts[1]!),
  )
  await dialog(page)
    .locator('[data-slot="account-address"]', { hasText: short(accounts[1]!) })
    .waitFor()

  await wallet.setChain(31338)
  await until(
    () => page.getByTestId('network').textContent(),
    (text) => text === 'Berth Devnet L2',
  )
  await dialog(page).getByRole('button', { name: 'Berth Devnet L2', exact: true }).waitFor()

  await wallet.disconnect()
  await until(
    () => connectButton(page).textContent(),
    (text) => text === 'Connect Wallet',
  )
  expect(await dialog(page).count()).toBe(0)
})

test('a reload shows connecting, then restores the connection with eth_accounts and no prompt', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  const calls = await recordWalletCalls(page)
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  const [address] = await wallet.accounts()

  // Hold the wallet's answer to see the intermediate state the visitor sees.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __statusSeen: seen })
    new MutationObserver(() => {
      const status = document.querySelector('[data-slot="connect-button"]')?.getAttribute('data-status')
      if (status && seen.at(-1) !== status) seen.push(status)
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  await page.reload()
  await until(
    () => connectButton(page).textContent(),
    (text) => text === short(address!),
  )
  const seen = await page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen)
  expect(seen[0]).toBe('connecting')
  expect(seen.at(-1)).toBe('connected')
  expect(seen).not.toContain('disconnected')
  const methods = await calls()
  expect(methods).toContain('eth_accounts')
  expect(methods).not.toContain('eth_requestAccounts')
  expect(await wallet.pending()).toEqual([])
})

test('a reload after the wallet forgot the site ends disconnected', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  await page.evaluate(() => {
    // The wallet revokes the site while the page is away (the state the wallet persists).
    const handle = (window as unknown as { berthDevnetWallet: { disconnect(): void } }).berthDevnetWallet
    handle.disconnect()
  })
  await page.reload()
  await until(
    () => connectButton(page).getAttribute('data-status'),
    (status) => status === 'disconnected',
  )
  expect(await connectButton(page).textContent()).toBe('Connect Wallet')
})

test('the wallet used last is listed first, tagged Recent', async () => {
  const { page } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.addInitScript(() => {
    // A second wallet, announced after the Devnet Wallet, that approves at once.
    const answers: Record<string, unknown> = {
      eth_requestAccounts: ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
      eth_accounts: ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'],
      eth_chainId: '0x7a69',
    }
    const provider = {
      request: async ({ method }: { method: string }) => {
        if (method in answers) return answers[method]
        throw { code: 4200, message: `${method} unsupported` }
      },
    }
    const detail = Object.freeze({
      info: { uuid: 'other', name: 'Other Fake Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.fake.other' },
      provider,
    })
    window.addEventListener('eip6963:requestProvider', () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  const names = () =>
    dialog(page)
      .locator('[data-slot="wallet-list"] button')
      .evaluateAll((buttons) => buttons.map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent ?? null))
  await until(names, (list) => list.length === 3)
  // The documented connector order (docs/views.md): WalletConnect, recent, injected.
  expect(await names()).toEqual(['WalletConnect', 'Devnet Wallet', 'Other Fake Wallet'])

  await dialog(page).getByRole('button', { name: 'Other Fake Wallet', exact: true }).click()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await dialog(page).waitFor({ state: 'detached' })
  await page.reload()
  await connectButton(page).click()
  await until(names, (list) => list.length === 3)
  expect(await names()).toEqual(['WalletConnect', 'Other Fake Wallet', 'Devnet Wallet'])
  expect(await dialog(page).getByRole('button', { name: 'Other Fake Wallet', exact: true }).textContent()).toContain('Recent')
})

test('corrupt stored state is ignored: the app starts disconnected and still lists wallets', async () => {
  const { page, pageErrors } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.addInitScript(() => {
    localStorage.setItem('@berth/connections', '{{{ not json')
    localStorage.setItem('@berth/recent-wallets', JSON.stringify({ id: 42 }))
  })
  await page.goto(exampleUrl())
  await until(
    () => connectButton(page).getAttribute('data-status'),
    (status) => status === 'disconnected',
  )
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  expect(pageErrors()).toEqual([])
})

test('unavailable storage (localStorage throws) is only logged: the visitor can still connect', async () => {
  const { page, wallet, pageErrors } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true })
  })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  expect(await connectButton(page).getAttribute('data-status')).toBe('connected')
  expect(pageErrors()).toEqual([])
})
