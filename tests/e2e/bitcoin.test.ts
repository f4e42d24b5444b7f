// Bitcoin in the example app, in Chromium against Berth Bitcoin Regtest (bcoin behind Esplora): the
// Devnet Wallet connects through each kind of Bitcoin wallet (wallet-standard `bitcoin:connect`, and
// its sats-connect provider in window.btc_providers), Account shows the payment address, both
// accounts and the BTC balance the node has, Berth builds and broadcasts a 0.001 BTC send the wallet
// signed, sign-in signs the CAIP-122 Bitcoin message with BIP-322 (checked by the devnet's session
// server, or by the page itself), and the app moves between EVM, Solana and Bitcoin networks. The
// wallet's default account is devnet payment key 0, which sends to key 1; other suites spend from
// keys 6-9, so balances are compared with what the node said before.
import { devnetBitcoinPaymentKeys } from '@berth/devnet'
import { DEVNET_BITCOIN_ESPLORA_URL } from '@berth/devnet/networks'
import type { Locator, Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { uniqueProjectId } from './harness/devnetApi.js'
import { threeDecimals } from './harness/format.js'
import { setupE2E, type WalletDriver } from './harness/index.js'
import { connectButton, dialog, exampleUrl, pageIdle, until } from './harness/modal.js'

const e2e = setupE2E()
const keys = devnetBitcoinPaymentKeys()
const sender = keys[0]!.address
const receiver = keys[1]!.address
/** A page that offers only Berth Bitcoin Regtest, as a Bitcoin dapp does. */
const BITCOIN_PAGE = '?networks=bip122'

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }
/** What Esplora says the address holds: confirmed, and confirmed plus the mempool (what Account shows). */
async function balanceOf(address: string): Promise<{ confirmed: bigint; total: bigint }> {
  const response = await fetch(`${DEVNET_BITCOIN_ESPLORA_URL}/address/${address}`)
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as { chain_stats: AddressStats; mempool_stats: AddressStats }
  const confirmed = BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
  return { confirmed, total: confirmed + BigInt(mempool.funded_txo_sum - mempool.spent_txo_sum) }
}

/** Connect Wallet → Devnet Wallet: the wallet is asked `method` (bitcoin:connect, or getAddresses through sats-connect). */
async function chooseDevnetWallet(page: Page, wallet: WalletDriver, method = 'bitcoin:connect') {
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  return wallet.waitForPending(method)
}

async function connectBitcoin(page: Page, wallet: WalletDriver, method = 'bitcoin:connect'): Promise<Locator> {
  await wallet.approve((await chooseDevnetWallet(page, wallet, method)).id)
  const modal = dialog(page)
  await modal.locator('[data-slot="account"]').waitFor()
  return modal
}

/** Account shows the payment address, both accounts in order, and the balance Esplora has (confirmed and pending). */
async function expectBitcoinAccount(modal: Locator, wallet: WalletDriver) {
  const [payment, ordinal] = await wallet.bitcoinAddresses()
  expect(payment).toBe(sender)
  expect(ordinal).toMatch(/^bcrt1p/)
  const shown = modal.locator('[data-slot="account-address"]')
  await shown.waitFor()
  expect(await shown.getAttribute('title')).toBe(sender)
  const rows = modal.getByRole('list', { name: 'Accounts' }).locator('[data-slot="account-accounts-row"]')
  expect(
    await rows.evaluateAll((items) => items.map((item) => [item.getAttribute('data-type'), item.querySelector('[title]')?.getAttribute('title')])),
  ).toEqual([
    ['payment', payment],
    ['ordinal', ordinal],
  ])
  const { total } = await balanceOf(sender)
  await modal.locator('[data-slot="account-balance"]', { hasText: `${threeDecimals(total, 8)} BTC` }).waitFor()
}

/** Account → Send → Bitcoin → amount and receiver → Preview: the review, and the fee it shows in satoshis. */
async function review(modal: Locator, amount: string): Promise<bigint> {
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: /^Bitcoin/ }).click()
  await modal.getByLabel('Amount', { exact: true }).fill(amount)
  await modal.getByLabel('To', { exact: true }).fill(receiver)
  await modal.getByRole('button', { name: 'Preview' }).click()
  const fee = modal.locator('[data-slot="send-fee-amount"]')
  await fee.waitFor()
  const [value, symbol] = (await fee.textContent())!.split(' ')
  expect(symbol).toBe('BTC')
  return parseUnits(value!, 8)
}

test('connect through wallet-standard on a Bitcoin page: Account shows the payment address, both accounts and the BTC the node has', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(BITCOIN_PAGE))
  const request = await chooseDevnetWallet(page, wallet)
  await dialog(page).getByText('Continue in Devnet Wallet').waitFor()
  await wallet.approve(request.id)
  const modal = dialog(page)
  await expectBitcoinAccount(modal, wallet)
  expect(await wallet.bitcoinAuthorized()).toBe(true)
  expect(await page.getByTestId('network').textContent()).toBe('Berth Bitcoin Regtest')
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()
  // Activity and NFTs come from the EVM indexer: not offered on Bitcoin.
  expect(await modal.getByRole('tab').allTextContents()).toEqual(['Tokens'])

  // A reload restores the connection from the wallet's granted accounts, asking nothing.
  await page.reload()
  await until(
    () => page.getByTestId('status').textContent(),
    (status) => status === 'Status: connected',
    15_000,
  )
  await pageIdle(page)
  expect(await wallet.pending()).toEqual([])
  expect(await connectButton(page).textContent()).toBe(`${sender.slice(0, 6)}…${sender.slice(-4)}`)
})

test("send 0.001 BTC to another devnet address: 'Sent 0.001 BTC', and once mined both balances move by the amount (the sender also by the previewed fee)", async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(BITCOIN_PAGE))
  const modal = await connectBitcoin(page, wallet)
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()
  const before = { sender: await balanceOf(sender), receiver: await balanceOf(receiver) }

  const fee = await review(modal, '0.001')
  expect(fee).toBeGreaterThan(0n)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  const request = await wallet.waitForPending('bitcoin:signTransaction')
  await wallet.approve(request.id)
  const success = modal.locator('[data-slot="send-success-amount"]')
  await success.waitFor({ timeout: 30_000 })
  expect(await success.textContent()).toBe('Sent 0.001 BTC')

  const sent = 100_000n
  const after = await until(
    async () => ({ sender: await balanceOf(sender), receiver: await balanceOf(receiver) }),
    (now) => now.receiver.confirmed === before.receiver.confirmed + sent,
    20_000,
  )
  expect(after.sender.confirmed).toBe(before.sender.confirmed - sent - fee)
})

test("a declined connect says so; after connecting, a declined send shows 'Transaction rejected' and broadcasts nothing", async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(BITCOIN_PAGE))
  await wallet.reject((await chooseDevnetWallet(page, wallet)).id)
  const modal = dialog(page)
  await modal.getByText('Connection rejected').waitFor()
  expect(await page.getByTestId('status').textContent()).toBe('Status: disconnected')
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })

  await connectBitcoin(page, wallet)
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()
  const before = { sender: await balanceOf(sender), receiver: await balanceOf(receiver) }
  await review(modal, '0.002')
  const send = modal.getByRole('button', { name: 'Send', exact: true })
  await send.click()
  await wallet.reject((await wallet.waitForPending('bitcoin:signTransaction')).id)
  const error = modal.locator('[data-slot="send-error"]')
  await error.waitFor()
  expect(await error.textContent()).toBe('Transaction rejected')
  expect(await modal.locator('[data-slot="send-summary-amount"]').textContent()).toBe('0.002 BTC')
  expect(await send.isEnabled()).toBe(true)
  expect({ sender: await balanceOf(sender), receiver: await balanceOf(receiver) }).toEqual(before)
})

test('connect through the sats-connect provider (window.btc_providers); sign a message, decline one; a reload asks nothing', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(`${BITCOIN_PAGE}&bitcoinWallets=sats-connect`))
  const modal = await connectBitcoin(page, wallet, 'getAddresses')
  await expectBitcoinAccount(modal, wallet)
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })

  const sign = page.getByRole('button', { name: 'Sign message' })
  await sign.click()
  const request = await wallet.waitForPending('signMessage')
  expect(request.params).toMatchObject({ address: sender, protocol: 'BIP-322' })
  await wallet.approve(request.id)
  // A BIP-322 "simple" signature: the witness, base64.
  expect(await page.getByTestId('signature').textContent()).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)

  await sign.click()
  await wallet.reject((await wallet.waitForPending('signMessage')).id)
  await page.getByTestId('sign-error').waitFor()
  expect(await page.getByTestId('sign-error').textContent()).toBe('Signature declined')
  expect(await sign.isEnabled()).toBe(true)

  await page.reload()
  await until(
    () => page.getByTestId('status').textContent(),
    (status) => status === 'Status: connected',
    15_000,
  )
  await pageIdle(page)
  expect(await wallet.pending()).toEqual([])
})

for (const storage of ['server', 'browser'] as const) {
  test(`sign in on Bitcoin with BIP-322, the session kept by the ${storage === 'server' ? "devnet's session server" : 'page (localSiwx, bip322-js in the browser)'}; a reload is signed in with nothing asked`, async () => {
    const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
    const query = `${BITCOIN_PAGE}&siwx=required&projectId=${uniqueProjectId('siwb')}${storage === 'browser' ? '&siwxStorage=browser' : ''}`
    await page.goto(exampleUrl(query))
    await wallet.approve((await chooseDevnetWallet(page, wallet)).id)
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor()
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    const request = await wallet.waitForPending('bitcoin:signMessage')
    const { address, message, protocol } = request.params as { address: string; message: string; protocol: string }
    expect(address).toBe(sender)
    expect(protocol).toBe('BIP-322')
    expect(message).toMatch(
      new RegExp(
        `^127\\.0\\.0\\.1:5273 wants you to sign in with your Bitcoin account:\\n${sender}\\n\\nSign in to the Berth example\\n\\nURI: http://127\\.0\\.0\\.1:5273\\nVersion: 1\\nChain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328\\nNonce: `,
      ),
    )
    await wallet.approve(request.id)
    await dialog(page).waitFor({ state: 'detached' })
    expect(await page.getByTestId('siwx-status').textContent()).toBe('signed-in')
    if (storage === 'browser') {
      const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('@berth/siwx-sessions'))) ?? '[]') as { data: { accountAddress: string } }[]
      expect(kept.map((session) => session.data.accountAddress)).toEqual([sender])
    }

    await page.reload()
    await until(
      () => page.getByTestId('siwx-status').textContent(),
      (status) => status === 'signed-in',
      15_000,
    )
    await pageIdle(page)
    expect(await dialog(page).count()).toBe(0)
    expect(await wallet.pending()).toEqual([])
  })
}

test('from an EVM account to Bitcoin through SwitchActiveChain, then to Solana and back: each namespace connects once, and moving back asks nothing', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  const modal = dialog(page)
  const row = modal.getByRole('button', { name: 'Devnet Wallet', exact: true })
  await row.waitFor()
  expect(await row.locator('[data-slot="wallet-namespaces"]').textContent()).toBe('EVM · Solana · Bitcoin')
  await row.click()
  await wallet.approve((await wallet.waitForPending('eth_requestAccounts')).id)
  await modal.locator('[data-slot="account"]').waitFor()
  const [evmAddress] = await wallet.accounts()
  const [solanaAddress] = await wallet.solanaAccounts()

  const chooseNetwork = async (from: string, to: string) => {
    await modal.getByRole('button', { name: from, exact: true }).click()
    await page.getByRole('dialog', { name: 'Choose network' }).waitFor()
    await modal.getByRole('button', { name: to, exact: true }).click()
  }
  const accountShows = (address: string) =>
    modal
      .locator('[data-slot="account-address"]')
      .and(modal.locator(`[title="${address}"]`))
      .waitFor()

  await chooseNetwork('Berth Devnet', 'Berth Bitcoin Regtest')
  const view = modal.locator('[data-slot="switch-active-chain"]')
  await view.waitFor()
  expect(await view.locator('[data-slot="switch-active-chain-title"]').textContent()).toBe('Switch to Bitcoin')
  await modal.getByRole('button', { name: 'Switch to Bitcoin' }).click()
  await modal.locator('[data-slot="connect"]').waitFor()
  await modal.getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.approve((await wallet.waitForPending('bitcoin:connect')).id)
  await accountShows(sender)
  expect(await page.getByTestId('network').textContent()).toBe('Berth Bitcoin Regtest')

  await chooseNetwork('Berth Bitcoin Regtest', 'Berth Solana Devnet')
  await modal.getByRole('button', { name: 'Switch to Solana' }).click()
  await modal.getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.approve((await wallet.waitForPending('standard:connect')).id)
  await accountShows(solanaAddress!)

  // Bitcoin and EVM are still connected: the app moves without asking the wallet.
  await chooseNetwork('Berth Solana Devnet', 'Berth Bitcoin Regtest')
  await accountShows(sender)
  await chooseNetwork('Berth Bitcoin Regtest', 'Berth Devnet')
  await accountShows(evmAddress!)
  expect(await page.getByTestId('network').textContent()).toBe('Berth Devnet')
  await pageIdle(page)
  expect(await wallet.pending()).toEqual([])
})
