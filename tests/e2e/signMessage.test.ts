// The example's "Sign message" button signs through useSignMessage with whichever wallet is
// connected: here the injected Devnet Wallet, approved and then declined.
import { verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { connectDevnetWallet } from './harness/connectDevnetWallet.js'
import { setupE2E } from './harness/index.js'
import { dialog, exampleUrl } from './harness/modal.js'

const e2e = setupE2E()

test('signs "Hello from Berth" with the connected account; a declined request says so and the button works again', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })

  const sign = page.getByRole('button', { name: 'Sign message' })
  await sign.click()
  const pending = await wallet.waitForPending('personal_sign')
  expect(pending.params).toEqual([expect.stringMatching(/^0x/), expect.stringMatching(/^0x/)])
  await wallet.approve()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  const [address] = await wallet.accounts()
  expect(await verifyMessage({ address: address as `0x${string}`, message: 'Hello from Berth', signature })).toBe(true)

  await sign.click()
  await wallet.waitForPending('personal_sign')
  await wallet.reject()
  await page.getByTestId('sign-error').waitFor()
  expect(await page.getByTestId('sign-error').textContent()).toBe('Signature declined')
  expect(await sign.isEnabled()).toBe(true)
})
