// Network switching from the Account view, following docs/views.md/§4, in Chromium against both anvil chains.
import { expect, test } from 'vitest'
import { connectDevnetWallet } from './harness/connectDevnetWallet.js'
import { setupE2E } from './harness/index.js'
import { dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()

test('switching to a chain the wallet lacks adds it (4902), shows SwitchNetwork meanwhile, then returns to Account', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)

  await dialog(page).getByRole('button', { name: 'Berth Devnet', exact: true }).click()
  await page.getByRole('dialog', { name: 'Choose network' }).waitFor()
  const active = dialog(page).getByRole('button', { name: 'Berth Devnet', exact: true })
  expect(await active.getAttribute('aria-current')).toBe('true')

  // Already active: nothing happens, no wallet request.
  await active.click()
  expect(await wallet.pending()).toEqual([])

  await dialog(page).getByRole('button', { name: 'Berth Devnet L2', exact: true }).click()
  await dialog(page).getByText('Approve in wallet').waitFor()
  const add = await wallet.waitForPending('wallet_addEthereumChain')
  expect(add.params).toMatchObject([{ chainId: '0x7a6a', chainName: 'Berth Devnet L2', rpcUrls: ['http://127.0.0.1:8546'] }])
  await wallet.approve()

  await dialog(page).getByRole('button', { name: 'Berth Devnet L2', exact: true }).waitFor()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  expect(await page.getByTestId('network').textContent()).toBe('Berth Devnet L2')
  expect(await wallet.chainId()).toBe(31338)
})

test('a rejected switch goes back one view and keeps the network', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, knownChainIds: [31337, 31338] } })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  await dialog(page).getByRole('button', { name: 'Berth Devnet', exact: true }).click()
  await dialog(page).getByRole('button', { name: 'Berth Devnet L2', exact: true }).click()
  await wallet.waitForPending('wallet_switchEthereumChain')
  await wallet.reject()
  await page.getByRole('dialog', { name: 'Choose network' }).waitFor()
  expect(await page.getByTestId('network').textContent()).toBe('Berth Devnet')
})

test("a chain the wallet cannot add shows 'Chain is not supported'", async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectDevnetWallet(page, wallet)
  await dialog(page).getByRole('button', { name: 'Berth Devnet', exact: true }).click()
  await dialog(page).getByRole('button', { name: 'Berth Devnet L2', exact: true }).click()
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.reject()
  await dialog(page).getByText('Chain is not supported').waitFor()
  await page.getByRole('dialog', { name: 'Choose network' }).waitFor()
})

test('a wallet on a chain the app does not offer opens UnsupportedChain; switching back closes the modal', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, knownChainIds: [31337, 31338] } })
  await page.goto(exampleUrl('?networks=31337'))
  await connectDevnetWallet(page, wallet)
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })

  await wallet.setChain(31338)
  await dialog(page).locator('[data-slot="unsupported-chain"]').waitFor()
  expect(await page.getByTestId('network').textContent()).toBe('unsupported')

  await dialog(page).getByRole('button', { name: 'Berth Devnet', exact: true }).click()
  await wallet.waitForPending('wallet_switchEthereumChain')
  await wallet.approve()
  await dialog(page).waitFor({ state: 'detached' })
  await until(
    () => page.getByTestId('network').textContent(),
    (text) => text === 'Berth Devnet',
  )
})

test('with allowUnsupportedChain the wallet stays connected on another chain without the view', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: true, knownChainIds: [31337, 31338] } })
  await page.goto(exampleUrl('?networks=31337&allowUnsupportedChain=1'))
  await connectDevnetWallet(page, wallet, { approve: false })
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  await wallet.setChain(31338)
  await until(
    () => page.getByTestId('network').textContent(),
    (text) => text === 'unsupported',
  )
  expect(await dialog(page).count()).toBe(0)
})
