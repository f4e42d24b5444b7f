// Bitcoin over WalletConnect, as a visitor meets it: on a Bitcoin page the example's modal opens the
// Devnet Mobile Wallet (the built app on http://127.0.0.1:5174, a real sign-client) through its
// web-app link; the person approves the session there, then approves or rejects each request on its
// card: a BIP-322 message signature and a 0.001 BTC send (the wallet signs the PSBT Berth built,
// Berth broadcasts). Bitcoin payment key 3 (the wallet's account 3) sends to key 2: no other test uses either.
import type { BrowserContext, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { DEVNET_BITCOIN_ESPLORA_URL } from '@berth/devnet/networks'
import { devnetBitcoinPaymentKeys } from '@berth/devnet'
import { verifyBitcoinMessage } from '../../devnet/src/bitcoin/walletKit/verifyBitcoinMessage.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()
const keys = devnetBitcoinPaymentKeys()
const payment = keys[3]!.address
const receiver = keys[2]!.address
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const requestCard = (wallet: Page, method: string) => wallet.getByRole('article', { name: `Request: ${method}` })

async function confirmedBalance(address: string): Promise<bigint> {
  const { chain_stats: chain } = (await (await fetch(`${DEVNET_BITCOIN_ESPLORA_URL}/address/${address}`)).json()) as {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum)
}

/** A Bitcoin page's modal → Devnet Mobile Wallet → its web-app link (a new tab) → account 3 → Approve; the modal ends on Account. */
async function connectOverWalletConnect(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto(exampleUrl('?networks=bip122'))
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Mobile Wallet', exact: true }).click()
  const link = dialog(page).getByRole('link', { name: /Open Devnet Mobile Wallet/ })
  await link.waitFor({ timeout: 20_000 })
  const [wallet] = await Promise.all([context.waitForEvent('page'), link.click()])
  await wallet.waitForLoadState('domcontentloaded')
  const proposal = wallet.getByRole('article', { name: 'Connection request' })
  await proposal.waitFor({ timeout: 20_000 })
  expect(await proposal.getByRole('listitem').allTextContents()).toEqual(['Berth Bitcoin Regtest (bip122:0f9188f13cb7b2c71f2a335e3a4fc328)'])
  await wallet.getByLabel('Account', { exact: true }).selectOption('3')
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await dialog(page).locator('[data-slot="account"]').waitFor({ timeout: 20_000 })
  return wallet
}

test('connect the Devnet Mobile Wallet on Bitcoin over WalletConnect; sign a message (BIP-322) and decline one; send 0.001 BTC, mined', async () => {
  const { page, context } = await e2e.newWalletPage({ wallet: false })
  const wallet = await connectOverWalletConnect(page, context)
  const modal = dialog(page)
  expect(await modal.locator('[data-slot="account-address"]').getAttribute('title')).toBe(payment)
  expect(await modal.locator('[data-slot="account-accounts-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')))).toEqual([
    'payment',
    'ordinal',
  ])
  expect(await connectButton(page).textContent()).toBe(short(payment))
  expect(await page.getByTestId('network').textContent()).toBe('Berth Bitcoin Regtest')

  // Send 0.001 BTC: the wallet's card shows the PSBT to sign; Berth broadcasts what it signed.
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()
  const before = { sender: await confirmedBalance(payment), receiver: await confirmedBalance(receiver) }
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: /^Bitcoin/ }).click()
  await modal.getByLabel('Amount', { exact: true }).fill('0.001')
  await modal.getByLabel('To', { exact: true }).fill(receiver)
  await modal.getByRole('button', { name: 'Preview' }).click()
  await modal.locator('[data-slot="send-fee-amount"]').waitFor()
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  const psbt = requestCard(wallet, 'signPsbt')
  await psbt.waitFor({ timeout: 20_000 })
  await psbt.getByRole('button', { name: 'Approve' }).click()
  const success = modal.locator('[data-slot="send-success-amount"]')
  await success.waitFor({ timeout: 30_000 })
  expect(await success.textContent()).toBe('Sent 0.001 BTC')
  const after = await until(
    async () => ({ sender: await confirmedBalance(payment), receiver: await confirmedBalance(receiver) }),
    (now) => now.receiver >= before.receiver + 100_000n,
    20_000,
  )
  expect(after.sender).toBeLessThan(before.sender - 100_000n)
  await modal.getByRole('button', { name: 'Done' }).click()
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })

  const sign = page.getByRole('button', { name: 'Sign message' })
  await sign.click()
  const request = requestCard(wallet, 'signMessage')
  await request.waitFor({ timeout: 20_000 })
  await request.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent({ timeout: 20_000 }))!
  expect(verifyBitcoinMessage(payment, 'Hello from Berth', signature)).toBe(true)

  await sign.click()
  await requestCard(wallet, 'signMessage').getByRole('button', { name: 'Reject' }).click()
  await page.getByTestId('sign-error').waitFor({ timeout: 20_000 })
  expect(await page.getByTestId('sign-error').textContent()).toBe('Signature declined')
})
