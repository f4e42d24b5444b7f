// The Devnet Wallet's Bitcoin side in real Chromium, from its injected bundle (devnet/dist/wallet.iife.js):
// the sats-connect provider in window.btc_providers and the wallet-standard Bitcoin Wallet, approved
// and rejected through the wallet's panel (its buttons, as a person would) and through the test
// handle, a message signed exactly as the wallet signs it in Node, and a sendTransfer accepted and
// mined by Berth Bitcoin Regtest. Payment index 7 sends (no other suite spends from it); index 17
// (never funded at genesis) receives, so every balance is checked relative to before.
import { createDevnetWallet, memoryStorage } from '@berth/devnet/wallet/core'
import type { Page } from 'playwright-core'
import { expect, inject, test } from 'vitest'
import { openBlankPage, setupE2E } from './harness/index.js'
import { until } from './harness/modal.js'

const e2e = setupE2E()
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const SENDER_INDEX = 7
/** m/84'/1'/0'/0/17 of the devnet mnemonic: not funded at genesis, spent from by nobody. */
const receiver = 'bcrt1qzd5sp3lnqxzqpyxwlne3qhkd4yzv0hamvekfl9'

type RpcAnswer = { jsonrpc: '2.0'; id: string; result?: unknown; error?: { code: number; message: string } }

/** Calls the sats-connect provider in the page without waiting: the wallet may be asking the user. */
function request(page: Page, method: string, params: unknown): Promise<RpcAnswer> {
  return page.evaluate(
    ([name, args]) => {
      const provider = (window as unknown as { DevnetWalletProviders: { BitcoinProvider: { request(m: string, p: unknown): Promise<unknown> } } })
        .DevnetWalletProviders.BitcoinProvider
      return provider.request(name, args) as Promise<RpcAnswer>
    },
    [method, params] as const,
  )
}

const panelRequest = (page: Page, method: string) => page.locator('[data-berth-devnet-wallet] li.request').filter({ hasText: method })

async function balance(address: string): Promise<number> {
  const response = await fetch(`${inject('devnetUrls')[REGTEST]}/address/${address}`)
  const stats = (await response.json()) as Record<'chain_stats' | 'mempool_stats', { funded_txo_sum: number; spent_txo_sum: number }>
  return stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum + stats.mempool_stats.funded_txo_sum - stats.mempool_stats.spent_txo_sum
}

test('lists the sats-connect provider and a separate wallet-standard Bitcoin wallet; getAddresses is approved in the panel, a signature rejected then approved there', async () => {
  const session = await e2e.newWalletPage({ wallet: {} })
  await openBlankPage(session)
  const { page, wallet } = session
  const listed = await page.evaluate(() => {
    const found: { name: string; chains: readonly string[]; features: string[] }[] = []
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: {
          register: (...wallets: { name: string; chains: readonly string[]; features: object }[]) =>
            found.push(...wallets.map((w) => ({ name: w.name, chains: w.chains, features: Object.keys(w.features) }))),
        },
      }),
    )
    return { providers: (window as unknown as { btc_providers: { id: string; name: string; methods: string[] }[] }).btc_providers, wallets: found }
  })
  expect(listed.providers).toEqual([
    expect.objectContaining({
      id: 'DevnetWalletProviders.BitcoinProvider',
      name: 'Devnet Wallet',
      methods: ['getAddresses', 'wallet_getNetwork', 'wallet_disconnect', 'signMessage', 'signPsbt', 'sendTransfer'],
    }),
  ])
  expect(listed.wallets.find((w) => w.chains.includes('bitcoin:regtest'))).toEqual({
    name: 'Devnet Wallet',
    chains: ['bitcoin:regtest'],
    features: ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction', 'standard:events', 'standard:disconnect'],
  })

  expect(await request(page, 'wallet_getNetwork', null)).toMatchObject({ error: { code: -32002 } })
  const asking = request(page, 'getAddresses', { purposes: ['payment', 'ordinals'] })
  await panelRequest(page, 'getAddresses').getByRole('button', { name: 'Approve' }).click()
  const addresses = (await asking).result as { addresses: { address: string; purpose: string; addressType: string }[] }
  const expected = createDevnetWallet({ storage: memoryStorage(), autoApprove: true })
  expect(addresses.addresses.map((entry) => [entry.address, entry.purpose, entry.addressType])).toEqual([
    [expected.bitcoinAddresses()[0], 'payment', 'p2wpkh'],
    [expected.bitcoinAddresses()[1], 'ordinals', 'p2tr'],
  ])
  expect(await wallet.pending()).toEqual([])
  expect(await wallet.bitcoinAuthorized()).toBe(true)
  expect(await wallet.bitcoinAddresses()).toEqual(addresses.addresses.map((entry) => entry.address))
  await expect
    .poll(() => page.locator('[data-berth-devnet-wallet] .status').allTextContents())
    .toContainEqual(expect.stringContaining(`Bitcoin: Connected · ${addresses.addresses[0]?.address}`))

  const payment = addresses.addresses[0]!.address
  const rejected = request(page, 'signMessage', { address: payment, message: 'Sign in to Berth' })
  await panelRequest(page, 'signMessage').getByRole('button', { name: 'Reject' }).click()
  expect(await rejected).toMatchObject({ error: { code: -32000, message: 'User rejected the request.' } })

  const signing = request(page, 'signMessage', { address: payment, message: 'Sign in to Berth' })
  await panelRequest(page, 'signMessage').getByRole('button', { name: 'Approve' }).click()
  const signed = (await signing).result as { signature: string; protocol: string }
  // BIP-322 P2WPKH signatures are deterministic (RFC 6979): the bundle in Chromium signs exactly as the wallet in Node.
  await expected.bitcoin.provider.request('getAddresses', { purposes: ['payment'] })
  expect(signed).toEqual(((await expected.bitcoin.provider.request('signMessage', { address: payment, message: 'Sign in to Berth' })) as RpcAnswer).result)
  expect(session.pageErrors()).toEqual([])
})

test('wallet-standard bitcoin:connect rejected through the test handle rejects with a user-rejected Error', async () => {
  const session = await e2e.newWalletPage({ wallet: {} })
  await openBlankPage(session)
  const connecting = session.page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        window.dispatchEvent(
          new CustomEvent('wallet-standard:app-ready', {
            detail: {
              register: (...wallets: { chains: readonly string[]; features: Record<string, { connect(): Promise<unknown> }> }[]) => {
                const bitcoin = wallets.find((w) => w.chains.includes('bitcoin:regtest'))
                bitcoin?.features['bitcoin:connect']?.connect().then(
                  () => resolve('connected'),
                  (error: Error) => resolve(`${error instanceof Error}: ${error.message}`),
                )
              },
            },
          }),
        )
      }),
  )
  await session.wallet.waitForPending('bitcoin:connect')
  await session.wallet.reject()
  expect(await connecting).toBe('true: User rejected the request.')
})

test('sendTransfer from the page: approved, broadcast to Berth Bitcoin Regtest, mined, and the balances move', async () => {
  const session = await e2e.newWalletPage({ wallet: { accounts: SENDER_INDEX + 1 } })
  await openBlankPage(session)
  const { page, wallet } = session
  await wallet.selectAccount(SENDER_INDEX)
  const asking = request(page, 'getAddresses', { purposes: ['payment'] })
  await wallet.waitForPending('getAddresses')
  await wallet.approve()
  const sender = ((await asking).result as { addresses: { address: string }[] }).addresses[0]!.address
  const [senderBefore, receiverBefore] = [await balance(sender), await balance(receiver)]

  const sending = request(page, 'sendTransfer', { recipients: [{ address: receiver, amount: 100_000 }] })
  const pending = await wallet.waitForPending('sendTransfer')
  expect(pending.params).toMatchObject({ from: sender, recipients: [`100000 sats to ${receiver}`] })
  await wallet.approve(pending.id)
  const answer = await sending
  expect(answer.error).toBeUndefined()
  const { txid } = answer.result as { txid: string }
  const esplora = inject('devnetUrls')[REGTEST]
  await until(
    async () => ((await (await fetch(`${esplora}/tx/${txid}/status`)).json()) as { confirmed: boolean }).confirmed,
    (confirmed) => confirmed,
  )
  const { fee } = (await (await fetch(`${esplora}/tx/${txid}`)).json()) as { fee: number }
  expect(await balance(receiver)).toBe(receiverBefore + 100_000)
  expect(await balance(sender)).toBe(senderBefore - 100_000 - fee)
  expect(session.pageErrors()).toEqual([])
})
