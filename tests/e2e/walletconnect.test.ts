// WalletConnect from the page: the example shows a QR code of a pairing URI from the devnet relay,
// a real wallet client (@walletconnect/sign-client, here in the test process) pairs with it and
// approves, and the page is connected; a reload restores the session without a prompt.
import { closeSignClient, startSignClient, type TestSignClient } from '../support/signClient.js'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { refuseOutsideFetch } from '../support/refuseOutsideFetch.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()
// Account 6 of the test mnemonic: no other browser test connects with it.
const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 6 })
const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`
const methods = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']
const events = ['chainChanged', 'accountsChanged']

let wallet: TestSignClient
let outside: ReturnType<typeof refuseOutsideFetch>

beforeAll(async () => {
  // The wallet client also calls WalletConnect's hosted services; here they are refused at once.
  outside = refuseOutsideFetch()
  wallet = await startSignClient({ relayUrl: inject('devnetRelayUrl'), storagePrefix: `e2e-wallet-${Date.now()}`, name: 'Berth e2e wallet' })
  wallet.on('session_proposal', ({ id, params }) => {
    const chains = ['eip155:31337', 'eip155:31338'].filter((chain) =>
      Object.values({ ...params.requiredNamespaces, ...params.optionalNamespaces }).some((namespace) => namespace.chains?.includes(chain)),
    )
    void wallet.approve({ id, namespaces: { eip155: { chains, methods, events, accounts: chains.map((chain) => `${chain}:${account.address}`) } } })
  })
}, 30_000)

afterAll(async () => {
  await closeSignClient(wallet)
  outside.restore()
})

test('scanning the QR code with a WalletConnect wallet connects the page; a reload restores it', async () => {
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
  await page.getByRole('dialog', { name: 'WalletConnect' }).waitFor()
  await dialog(page)
    .getByRole('img', { name: /QR code/ })
    .waitFor({ timeout: 20_000 })
  const uri = await dialog(page).locator('[data-slot="walletconnect-qr"]').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]+@2\?/)
  expect(await dialog(page).getByRole('button', { name: 'Copy link' }).count()).toBe(1)

  await wallet.pair({ uri: uri! })
  await dialog(page).locator('[data-slot="account"]').waitFor({ timeout: 20_000 })
  expect(await connectButton(page).textContent()).toBe(short)

  await page.reload()
  await until(
    () => connectButton(page).textContent(),
    (text) => text === short,
    20_000,
  )
})
