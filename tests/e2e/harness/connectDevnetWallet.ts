import type { Page } from 'playwright-core'
import type { WalletDriver } from './wallet.js'
import { connectButton, dialog } from './modal.js'

/** Connects the Devnet Wallet through the modal and waits for Account. */
export async function connectDevnetWallet(page: Page, wallet: WalletDriver, options: { approve?: boolean } = {}): Promise<void> {
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  if (options.approve !== false) {
    await wallet.waitForPending('eth_requestAccounts')
    await wallet.approve()
  }
  await dialog(page).locator('[data-slot="account"]').waitFor()
}
