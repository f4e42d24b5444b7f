// Which wallets the Connect view offers, and what it does with wallets that misbehave.
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()
const walletNames = (page: import('playwright-core').Page) =>
  dialog(page)
    .locator('[data-slot="wallet-list"] button')
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('[data-slot="list-item-label"]')?.textContent ?? null))

test('a wallet excluded by rdns is hidden', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl('?exclude=dev.berth.wallet'))
  await connectButton(page).click()
  await until(
    () => walletNames(page),
    (names) => names.length === 1,
  )
  expect(await walletNames(page)).toEqual(['WalletConnect'])
})

test('a legacy window.ethereum is offered as "Browser Wallet" when nothing announces', async () => {
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.addInitScript(() => {
    Object.assign(window, {
      ethereum: {
        request: async () => {
          throw { code: 4001, message: 'rejected' }
        },
      },
    })
  })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await until(
    () => walletNames(page),
    (names) => names.length === 2,
  )
  expect(await walletNames(page)).toEqual(['WalletConnect', 'Browser Wallet'])
  await dialog(page).getByRole('button', { name: 'Browser Wallet' }).click()
  await dialog(page).getByText('Connection rejected').waitFor()
})

test('hostile announcements: markup stays text, unsafe icons are dropped, malformed ones are ignored, no script runs', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.addInitScript(() => {
    const provider = { request: async () => null }
    const announce = (info: Record<string, unknown>, p: unknown = provider) =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: p }) }))
    window.addEventListener('eip6963:requestProvider', () => {
      announce({ uuid: '1', name: '<img src=x onerror="window.__pwned=1">Evil', icon: 'javascript:window.__pwned=2', rdns: 'dev.fake.evil' })
      announce({ uuid: '2', name: 'Plain http icon', icon: 'http://evil.example/icon.png', rdns: 'dev.fake.http' })
      announce({ uuid: '3', name: 'No rdns', icon: 'data:image/png;base64,AA==' })
      announce({ uuid: '4', name: 'No provider', rdns: 'dev.fake.noprovider' }, { notRequest: true })
    })
  })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await until(
    () => walletNames(page),
    (names) => names.length === 4,
  )
  expect(await walletNames(page)).toEqual(['WalletConnect', 'Devnet Wallet', '<img src=x onerror="window.__pwned=1">Evil', 'Plain http icon'])
  expect(await dialog(page).locator('img[src="x"]').count()).toBe(0)
  expect(await dialog(page).locator('[data-slot="wallet-list"] img').count()).toBe(1)
  const sources = await dialog(page)
    .locator('[data-slot="wallet-list"] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  expect(sources.every((src) => src.startsWith('data:image/'))).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})

test('a wallet that throws on connect shows a clear error and a retry, nothing left loading', async () => {
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.addInitScript(() => {
    const provider = {
      request: () => {
        throw new Error('provider exploded')
      },
    }
    const detail = Object.freeze({
      info: { uuid: 't', name: 'Throwing Fake Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.fake.throwing' },
      provider,
    })
    window.addEventListener('eip6963:requestProvider', () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Throwing Fake Wallet' }).click()
  await dialog(page).getByText('Failed to connect').waitFor()
  expect(await dialog(page).getByRole('button', { name: 'Try again' }).count()).toBe(1)
  expect(await dialog(page).locator('[aria-busy="true"]').count()).toBe(0)
  expect(await connectButton(page).textContent()).toBe('Connect Wallet')
})

test('dark theme and theme variables reach the modal', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl('?theme=dark&accent=%23ff0066'))
  await connectButton(page).click()
  await dialog(page).waitFor()
  const theme = await dialog(page).evaluate((element) => {
    const root = element.closest('[data-berth]')
    return { mode: root?.getAttribute('data-theme'), accent: root ? getComputedStyle(root).getPropertyValue('--berth-accent').trim() : '' }
  })
  expect(theme).toEqual({ mode: 'dark', accent: '#ff0066' })
})
