// Solana in the example app, in Chromium against Berth Solana Devnet: the Devnet Wallet's
// wallet-standard side connects (Account shows the base58 address, SOL and USDC), sends SOL and
// USDC through the stock views, declines a connect and a send, signs in with solana:signIn, and is
// reached from an EVM connection through SwitchActiveChain. Devnet Solana keypair 0 (the wallet's
// default account) sends to keypair 1; other suites send from 2-6 on the same devnet, so every
// balance is checked relative to what the cluster said before.
import { devnetSolanaAccounts, devnetSolanaUsdc } from '@berth/devnet'
import { DEVNET_SOLANA_RPC_URL } from '@berth/devnet/networks'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, createSolanaRpc, type Address } from '@solana/kit'
import type { Locator, Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { expect, test } from 'vitest'
import { uniqueProjectId } from './harness/devnetApi.js'
import { threeDecimals } from './harness/format.js'
import { setupE2E, type WalletDriver } from './harness/index.js'
import { connectButton, dialog, exampleUrl, pageIdle, until } from './harness/modal.js'

const e2e = setupE2E()
const rpc = createSolanaRpc(DEVNET_SOLANA_RPC_URL)
const sender = address(devnetSolanaAccounts[0])
const receiver = address(devnetSolanaAccounts[1])
const mint = address(devnetSolanaUsdc.address)
const SOL = 1_000_000_000n
/** A page that offers only Berth Solana Devnet, as a Solana dapp does. */
const SOLANA_PAGE = '?networks=solana'

const solBalance = async (owner: Address) => (await rpc.getBalance(owner, { commitment: 'confirmed' }).send()).value
async function usdcBalance(owner: Address): Promise<bigint> {
  const [account] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return BigInt((await rpc.getTokenAccountBalance(account, { commitment: 'confirmed' }).send()).value.amount)
}
const balances = async (owner: Address) => ({ sol: await solBalance(owner), usdc: await usdcBalance(owner) })

/** The Tokens row whose name is exactly `name`. */
const tokenQuantity = (modal: Locator, name: string) =>
  modal
    .getByRole('list', { name: 'Tokens' })
    .locator('[data-slot="token-row"]')
    .filter({ has: modal.page().getByText(name, { exact: true }) })
    .locator('[data-slot="token-quantity"]')

/** Connect Wallet → Devnet Wallet: the wallet is asked standard:connect. */
async function chooseDevnetWallet(page: Page, wallet: WalletDriver) {
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  return wallet.waitForPending('standard:connect')
}

async function connectSolana(page: Page, wallet: WalletDriver): Promise<Locator> {
  await wallet.approve((await chooseDevnetWallet(page, wallet)).id)
  const modal = dialog(page)
  await modal.locator('[data-slot="account"]').waitFor()
  return modal
}

/** Account → Send → the token → amount and receiver → Preview: the review, and the fee it shows in lamports. */
async function review(modal: Locator, tokenName: string, amount: string): Promise<bigint> {
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.getByRole('button', { name: 'Select token' }).click()
  await modal.getByRole('button', { name: new RegExp(`^${tokenName}`) }).click()
  await modal.getByLabel('Amount', { exact: true }).fill(amount)
  await modal.getByLabel('To', { exact: true }).fill(receiver)
  await modal.getByRole('button', { name: 'Preview' }).click()
  const fee = modal.locator('[data-slot="send-fee-amount"]')
  await fee.waitFor()
  const [value, symbol] = (await fee.textContent())!.split(' ')
  expect(symbol).toBe('SOL')
  // The receiver has had a USDC account since genesis: nothing to create, no rent.
  expect(await modal.locator('[data-slot="send-rent"]').count()).toBe(0)
  return parseUnits(value!, 9)
}

/** Send on the review, approve solana:signAndSendTransaction, and wait for 'Sent …'. */
async function sendAndApprove(modal: Locator, wallet: WalletDriver, sent: string) {
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  const request = await wallet.waitForPending('solana:signAndSendTransaction')
  expect(request.params).toMatchObject({ account: sender, chain: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE' })
  await wallet.approve(request.id)
  const success = modal.locator('[data-slot="send-success-amount"]')
  await success.waitFor({ timeout: 30_000 })
  expect(await success.textContent()).toBe(sent)
  await modal.getByRole('button', { name: 'Done' }).click()
  await modal.locator('[data-slot="account"]').waitFor()
}

test('connect on a Solana page: Account shows the base58 address, and SOL and USDC as the cluster has them', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(SOLANA_PAGE))
  const request = await chooseDevnetWallet(page, wallet)
  await dialog(page).getByText('Continue in Devnet Wallet').waitFor()
  await wallet.approve(request.id)

  const modal = dialog(page)
  const shown = modal.locator('[data-slot="account-address"]')
  await shown.waitFor()
  expect(await shown.getAttribute('title')).toBe(sender)
  expect(await shown.textContent()).toBe(`${sender.slice(0, 6)}…${sender.slice(-4)}`)
  expect((await wallet.solanaAccounts())[0]).toBe(sender)
  expect(await wallet.solanaAuthorized()).toBe(true)
  expect(await page.getByTestId('network').textContent()).toBe('Berth Solana Devnet')

  const { sol, usdc } = await balances(sender)
  await modal.locator('[data-slot="account-balance"]', { hasText: `${threeDecimals(sol, 9)} SOL` }).waitFor()
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()
  expect(await tokenQuantity(modal, 'Solana').textContent()).toBe(`${threeDecimals(sol, 9)} SOL`)
  expect(await tokenQuantity(modal, 'USD Coin').textContent()).toBe(`${threeDecimals(usdc, 6)} USDC`)
  // Activity and NFTs come from the EVM indexer: not offered on Solana.
  expect(await modal.getByRole('tab').allTextContents()).toEqual(['Tokens'])
})

test("send 0.5 SOL, then 2 USDC: 'Sent …', and both accounts move by exactly the amount (the sender also by the previewed fee)", async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(SOLANA_PAGE))
  const modal = await connectSolana(page, wallet)
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()

  const before = { sender: await balances(sender), receiver: await balances(receiver) }
  const solFee = await review(modal, 'Solana', '0.5')
  expect(await modal.locator('[data-slot="send-summary-amount"]').textContent()).toBe('0.5 SOL')
  await sendAndApprove(modal, wallet, 'Sent 0.5 SOL')
  const afterSol = { sender: await balances(sender), receiver: await balances(receiver) }
  expect(afterSol.sender).toEqual({ sol: before.sender.sol - SOL / 2n - solFee, usdc: before.sender.usdc })
  expect(afterSol.receiver).toEqual({ sol: before.receiver.sol + SOL / 2n, usdc: before.receiver.usdc })

  const usdcFee = await review(modal, 'USD Coin', '2')
  expect(await modal.locator('[data-slot="send-summary-amount"]').textContent()).toBe('2 USDC')
  await sendAndApprove(modal, wallet, 'Sent 2 USDC')
  const after = { sender: await balances(sender), receiver: await balances(receiver) }
  expect(after.sender).toEqual({ sol: afterSol.sender.sol - usdcFee, usdc: before.sender.usdc - 2_000_000n })
  expect(after.receiver).toEqual({ sol: afterSol.receiver.sol, usdc: before.receiver.usdc + 2_000_000n })

  // Account reads the balances again after a send.
  await until(
    () => tokenQuantity(modal, 'USD Coin').textContent(),
    (text) => text === `${threeDecimals(after.sender.usdc, 6)} USDC`,
    20_000,
  )
  await modal.locator('[data-slot="account-balance"]', { hasText: `${threeDecimals(after.sender.sol, 9)} SOL` }).waitFor({ timeout: 20_000 })
})

test("a declined connect says so and leaves nothing connecting; after connecting, a declined send shows 'Transaction rejected' and moves nothing", async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(SOLANA_PAGE))
  await wallet.reject((await chooseDevnetWallet(page, wallet)).id)
  const modal = dialog(page)
  await modal.getByText('Connection rejected').waitFor()
  expect(await modal.locator('[data-slot="connecting-external"]').getAttribute('aria-busy')).toBeNull()
  expect(await page.getByTestId('status').textContent()).toBe('Status: disconnected')
  expect(await wallet.pending()).toEqual([])
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'detached' })
  expect(await connectButton(page).textContent()).toBe('Connect Wallet')

  await connectSolana(page, wallet)
  await modal.getByRole('list', { name: 'Tokens' }).waitFor()
  const before = { sender: await balances(sender), receiver: await balances(receiver) }
  await review(modal, 'USD Coin', '0.75')
  const send = modal.getByRole('button', { name: 'Send', exact: true })
  await send.click()
  await wallet.reject((await wallet.waitForPending('solana:signAndSendTransaction')).id)

  const error = modal.locator('[data-slot="send-error"]')
  await error.waitFor()
  expect(await error.textContent()).toBe('Transaction rejected')
  await until(
    () => modal.locator('[data-slot="toast"]').textContent(),
    (text) => text === 'Transaction rejected',
  )
  expect(await modal.locator('[data-slot="send-summary-amount"]').textContent()).toBe('0.75 USDC')
  expect(await send.isEnabled()).toBe(true)
  expect({ sender: await balances(sender), receiver: await balances(receiver) }).toEqual(before)
})

test('from an EVM account, choosing Berth Solana Devnet shows SwitchActiveChain; it leads to Connect, and both namespaces stay connected', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  const modal = dialog(page)
  const row = modal.getByRole('button', { name: 'Devnet Wallet', exact: true })
  await row.waitFor()
  // One row for both sides of the wallet.
  expect(await row.count()).toBe(1)
  expect(await row.locator('[data-slot="wallet-namespaces"]').textContent()).toBe('EVM · Solana · Bitcoin')
  await row.click()
  await wallet.approve((await wallet.waitForPending('eth_requestAccounts')).id)
  await modal.locator('[data-slot="account"]').waitFor()
  const [evmAddress] = await wallet.accounts()
  expect(await modal.locator('[data-slot="account-address"]').getAttribute('title')).toBe(evmAddress)

  await modal.getByRole('button', { name: 'Berth Devnet', exact: true }).click()
  await page.getByRole('dialog', { name: 'Choose network' }).waitFor()
  await modal.getByRole('button', { name: 'Berth Solana Devnet', exact: true }).click()
  const view = modal.locator('[data-slot="switch-active-chain"]')
  await view.waitFor()
  expect(await view.locator('[data-slot="switch-active-chain-title"]').textContent()).toBe('Switch to Solana')
  expect(await wallet.pending()).toEqual([])

  await modal.getByRole('button', { name: 'Switch to Solana' }).click()
  await modal.locator('[data-slot="connect"]').waitFor()
  await modal.getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.approve((await wallet.waitForPending('standard:connect')).id)
  await modal
    .locator('[data-slot="account-address"]')
    .and(modal.locator(`[title="${sender}"]`))
    .waitFor()
  expect(await page.getByTestId('network').textContent()).toBe('Berth Solana Devnet')

  // Back to EVM: its connection is still there, so the app moves without asking the wallet.
  await modal.getByRole('button', { name: 'Berth Solana Devnet', exact: true }).click()
  await page.getByRole('dialog', { name: 'Choose network' }).waitFor()
  await modal.getByRole('button', { name: 'Berth Devnet', exact: true }).click()
  await modal
    .locator('[data-slot="account-address"]')
    .and(modal.locator(`[title="${evmAddress}"]`))
    .waitFor()
  expect(await page.getByTestId('network').textContent()).toBe('Berth Devnet')
  await pageIdle(page)
  expect(await wallet.pending()).toEqual([])
})

test('sign in on Solana through solana:signIn; a reload is connected and signed in with nothing asked of the wallet', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(`${SOLANA_PAGE}&siwx=required&projectId=${uniqueProjectId('siws')}`))
  await wallet.approve((await chooseDevnetWallet(page, wallet)).id)
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.waitFor()
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  const request = await wallet.waitForPending('solana:signIn')
  const { account, message } = request.params as { account: string; message: string }
  expect(account).toBe(sender)
  expect(message).toMatch(
    new RegExp(
      `^127\\.0\\.0\\.1:5273 wants you to sign in with your Solana account:\\n${sender}\\n\\nSign in to the Berth example\\n\\nURI: http://127\\.0\\.0\\.1:5273\\nVersion: 1\\nChain ID: `,
    ),
  )
  await wallet.approve(request.id)
  await dialog(page).waitFor({ state: 'detached' })
  expect(await page.getByTestId('siwx-status').textContent()).toBe('signed-in')

  await page.reload()
  await until(
    () => page.getByTestId('siwx-status').textContent(),
    (status) => status === 'signed-in',
    15_000,
  )
  await pageIdle(page)
  expect(await dialog(page).count()).toBe(0)
  expect(await wallet.pending()).toEqual([])
  expect(await page.getByTestId('status').textContent()).toBe('Status: connected')
  expect(await connectButton(page).textContent()).toBe(`${sender.slice(0, 6)}…${sender.slice(-4)}`)
})
