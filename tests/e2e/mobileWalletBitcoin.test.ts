// The Devnet Mobile Wallet's Bitcoin over WalletConnect in Chromium: a WalletConnect sign-client in
// the test process plays the dapp and asks for bip122 on Berth Bitcoin Regtest; the wallet page
// (the built app, with bip322-js and bitcoinjs-message bundled) shows each request as a card the
// person approves or rejects. Bitcoin account 8 (m/84'/1'/0'/0/8): no other test spends from it;
// its transfer goes back to itself and is mined by the regtest node.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../devnet/src/bitcoin/constants.js'
import { bitcoinAccountAt } from '../../devnet/mobile-wallet/src/bitcoinKeys.js'
import { verifyBitcoinMessage } from '../../devnet/src/bitcoin/walletKit/verifyBitcoinMessage.js'
import { closeSignClient, startSignClient, type TestSignClient } from '../support/signClient.js'
import { refuseOutsideFetch } from '../support/refuseOutsideFetch.js'
import { setupE2E } from './harness/index.js'

const e2e = setupE2E()
const account = bitcoinAccountAt(8)
const methods = ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt']
const card = (wallet: Page, name: string) => wallet.getByRole('article', { name })
const hexToBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64')

let dapp: TestSignClient
let outside: ReturnType<typeof refuseOutsideFetch>

beforeAll(async () => {
  outside = refuseOutsideFetch()
  dapp = await startSignClient({
    relayUrl: inject('devnetRelayUrl'),
    storagePrefix: `e2e-mobile-bitcoin-${Date.now()}`,
    name: 'Berth Bitcoin dapp',
    url: 'http://127.0.0.1:5998',
  })
}, 30_000)

afterAll(async () => {
  await closeSignClient(dapp)
  outside.restore()
})

test('bip122: the wallet approves Berth Bitcoin Regtest with its payment address, signs (BIP-322, ECDSA) and sends when approved, refuses when rejected', async () => {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      bip122: { chains: [DEVNET_BITCOIN_CHAIN_ID, 'bip122:000000000019d6689c085ae165831e93'], methods, events: ['bip122_addressesChanged'] },
    },
  })
  const { page: wallet } = await e2e.newWalletPage({ wallet: false })
  await wallet.goto(`${inject('mobileWalletUrl')}/wc?account=8&uri=${encodeURIComponent(uri!)}`)
  const proposal = card(wallet, 'Connection request')
  await proposal.waitFor({ timeout: 20_000 })
  expect(await proposal.getByRole('listitem').allTextContents()).toEqual([
    `Berth Bitcoin Regtest (${DEVNET_BITCOIN_CHAIN_ID})`,
    'bip122:000000000019d6689c085ae165831e93',
  ])
  await proposal.getByRole('button', { name: 'Approve' }).click()
  const session = await approval()
  expect(session.namespaces.bip122).toMatchObject({
    chains: [DEVNET_BITCOIN_CHAIN_ID],
    methods,
    accounts: [`${DEVNET_BITCOIN_CHAIN_ID}:${account.payment.address}`],
  })
  const ask = (method: string, params: object) =>
    dapp.request<Record<string, unknown>>({ topic: session.topic, chainId: DEVNET_BITCOIN_CHAIN_ID, request: { method, params } })

  // The session already shared the account: its addresses come without a card.
  expect(await ask('getAccountAddresses', { account: account.payment.address })).toEqual([
    { address: account.payment.address, publicKey: account.payment.publicKey, path: "m/84'/1'/0'/0/8", intention: 'payment' },
    { address: account.ordinal.address, publicKey: account.ordinal.publicKey, path: "m/86'/1'/0'/0/8", intention: 'ordinal' },
  ])

  const bip322 = ask('signMessage', { account: account.payment.address, message: 'Hello from Chromium', protocol: 'bip322' })
  const signCard = card(wallet, 'Request: signMessage')
  await signCard.waitFor({ timeout: 20_000 })
  expect(await signCard.getByTestId('request-message').textContent()).toBe('Hello from Chromium')
  await signCard.getByRole('button', { name: 'Approve' }).click()
  const signed = await bip322
  expect(signed.address).toBe(account.payment.address)
  expect(verifyBitcoinMessage(account.payment.address, 'Hello from Chromium', hexToBase64(signed.signature as string))).toBe(true)

  // No protocol: ECDSA (BIP-137), WalletConnect's default.
  const ecdsa = ask('signMessage', { account: account.payment.address, message: 'Hello again' })
  await signCard.getByRole('button', { name: 'Approve' }).click()
  const ecdsaSigned = await ecdsa
  expect((ecdsaSigned.signature as string).length).toBe(130)
  expect(verifyBitcoinMessage(account.payment.address, 'Hello again', hexToBase64(ecdsaSigned.signature as string))).toBe(true)

  const rejected = ask('signMessage', { account: account.payment.address, message: 'No', protocol: 'bip322' }).catch((error: unknown) => error)
  await signCard.getByRole('button', { name: 'Reject' }).click()
  expect(await rejected).toMatchObject({ code: 4001 })
  await signCard.waitFor({ state: 'detached' })

  const sending = ask('sendTransfer', { account: account.payment.address, recipientAddress: account.payment.address, amount: '100000' })
  const sendCard = card(wallet, 'Request: sendTransfer')
  await sendCard.waitFor({ timeout: 20_000 })
  expect(await sendCard.getByTestId('request-transfer').textContent()).toBe(`100000 sats to ${account.payment.address}`)
  await sendCard.getByRole('button', { name: 'Approve' }).click()
  const { txid } = (await sending) as { txid: string }
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  const esplora = inject('devnetUrls')[DEVNET_BITCOIN_CHAIN_ID]!
  let confirmed = false
  for (let tries = 0; tries < 100 && !confirmed; tries++) {
    confirmed = ((await (await fetch(`${esplora}/tx/${txid}/status`)).json()) as { confirmed: boolean }).confirmed
    if (!confirmed) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(confirmed).toBe(true)
  await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'done' } })
})
