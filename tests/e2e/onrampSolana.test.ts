// Buy on Berth Solana Devnet in examples/modal: the Devnet Wallet's Solana side (keypair 5 of the
// devnet mnemonic, which no other browser test uses; Devnet Ramp's Solana treasury is keypair 8)
// connects on a Solana page, buys 50 USD of USDC through Devnet Ramp in the checkout tab, and the
// modal follows the purchase until the USDC has arrived, which the cluster confirms, and Account's
// token list shows it. The example names its Solana network for the on-ramp through
// `onramp: { networks: devnetOnrampNetworks }`.
import { devnetSolanaAccounts, devnetSolanaUsdc } from '@berth/devnet'
import { DEVNET_SOLANA_RPC_URL } from '@berth/devnet/networks'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, createSolanaRpc } from '@solana/kit'
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'
import { threeDecimals } from './harness/format.js'

const e2e = setupE2E()
const BUYER_INDEX = 5
const buyer = address(devnetSolanaAccounts[BUYER_INDEX])
const rpc = createSolanaRpc(DEVNET_SOLANA_RPC_URL)

async function usdcOf(): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner: buyer, mint: address(devnetSolanaUsdc.address), tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return BigInt((await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()).value.amount)
}

/** docs/validation.md: 3 decimals, rounded down, thousands separators ('10,049.250'). */

test('buy 50 USD of USDC on Berth Solana Devnet through Devnet Ramp: 49.25 USDC arrives, in the modal and in the balance', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, accounts: 10 } })
  await page.goto(exampleUrl('?networks=solana'))
  await wallet.selectAccount(BUYER_INDEX)
  await connectButton(page).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.approve((await wallet.waitForPending('standard:connect')).id)
  await modal.locator('[data-slot="account"]').waitFor()
  expect(await modal.locator('[data-slot="account-address"]').getAttribute('title')).toBe(buyer)
  const before = await usdcOf()

  await modal.getByRole('button', { name: 'Buy', exact: true }).click()
  // Devnet Ramp sells SOL there too.
  await modal.getByRole('radio', { name: 'SOL' }).waitFor()
  await modal.getByRole('radio', { name: 'USDC' }).check()
  await modal.getByLabel('Amount', { exact: true }).fill('50')
  await modal.locator('[data-slot="buy-quote-get"]').getByText('49.25 USDC').waitFor()
  expect(await modal.locator('[data-slot="buy-quote-total"]').textContent()).toBe('50.00 USD')
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), modal.getByRole('button', { name: 'Continue to checkout' }).click()])
  await checkout.waitForURL(/^http:\/\/localhost:8791\/checkout\//)
  expect(await checkout.locator('[data-field="To"]').textContent()).toBe(buyer)
  expect(await checkout.locator('[data-field="Network"]').textContent()).toBe('Berth Solana Devnet')
  await modal.getByText('Complete your purchase of USDC in the checkout tab').waitFor()

  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/40')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: 'Pay 50.00 USD' }).click()
  await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 30_000 })
  await modal.getByText('Bought 49.25 USDC').waitFor({ timeout: 20_000 })
  expect(await usdcOf()).toBe(before + 49_250_000n)

  // Back in Account, the token list shows the new balance (the purchase refreshed it).
  await modal.getByRole('button', { name: 'Done' }).click()
  const quantity = modal
    .getByRole('list', { name: 'Tokens' })
    .locator('[data-slot="token-row"]')
    .filter({ has: page.getByText(devnetSolanaUsdc.name, { exact: true }) })
    .locator('[data-slot="token-quantity"]')
  const expected = `${threeDecimals(await usdcOf(), 6)} USDC`
  await until(
    () => quantity.textContent(),
    (text) => text === expected,
    20_000,
  )
  await checkout.close()
})
