// The Devnet Mobile Wallet against a dapp the example cannot play: a WalletConnect sign-client in
// the test process asks for one-click sign-in (wc_sessionAuthenticate) and sends the requests the
// modal never sends (typed data, a transaction, chain switches to a chain the session lacks, to
// one it has, to an unknown one). The wallet page is opened with the dapp's URI as its deep link.
import { closeSignClient, startSignClient, type TestSignClient } from '../support/signClient.js'
import type { Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage, verifyTypedData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { refuseOutsideFetch } from '../support/refuseOutsideFetch.js'
import { setupE2E } from './harness/index.js'
import { until } from './harness/modal.js'

const e2e = setupE2E()
// Account 8 of the test mnemonic: no other browser test signs or sends with it.
const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 8 })
const methods = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']

let dapp: TestSignClient
let outside: ReturnType<typeof refuseOutsideFetch>

beforeAll(async () => {
  // The dapp client also calls WalletConnect's hosted services; here they are refused at once.
  outside = refuseOutsideFetch()
  dapp = await startSignClient({
    relayUrl: inject('devnetRelayUrl'),
    storagePrefix: `e2e-mobile-dapp-${Date.now()}`,
    name: 'Berth e2e dapp',
    url: 'http://127.0.0.1:5999',
  })
}, 30_000)

afterAll(async () => {
  await closeSignClient(dapp)
  outside.restore()
})

/** The wallet page on the dapp's pairing URI, with account 8 picked by the link. */
async function openWallet(uri: string): Promise<Page> {
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(`${inject('mobileWalletUrl')}/wc?account=8&uri=${encodeURIComponent(uri)}`)
  return page
}

const card = (wallet: Page, name: string) => wallet.getByRole('article', { name })

test('one-click sign-in: the wallet shows the SIWE messages; approving returns cacaos signed by the account, rejecting refuses', async () => {
  const { uri, response } = await dapp.authenticate({
    chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
    domain: '127.0.0.1:5999',
    uri: 'http://127.0.0.1:5999/login',
    nonce: 'berth-e2e-nonce',
    statement: 'Sign in to the Berth e2e dapp',
    methods: ['personal_sign'],
  })
  const wallet = await openWallet(uri!)
  const request = card(wallet, 'Sign-in request')
  await request.waitFor({ timeout: 20_000 })
  expect(await request.getByTestId('dapp-name').textContent()).toBe('Berth e2e dapp')
  // eip155:1 is not a devnet chain: one message per chain the wallet has.
  const messages = await request.getByTestId('auth-message').allTextContents()
  expect(messages).toHaveLength(2)
  expect(messages[0]).toMatch(/^127\.0\.0\.1:5999 wants you to sign in with your Ethereum account:\n0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f\n/)
  expect(messages[0]).toContain('Chain ID: 31337')
  expect(messages[1]).toContain('Chain ID: 31338')
  expect(messages[0]).toContain('Nonce: berth-e2e-nonce')
  await request.getByRole('button', { name: 'Approve' }).click()

  const { auths, session } = await response()
  expect(auths?.map((cacao) => cacao.p.iss)).toEqual([`did:pkh:eip155:31337:${account.address}`, `did:pkh:eip155:31338:${account.address}`])
  for (const cacao of auths ?? []) {
    const message = dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    expect(await verifyMessage({ address: account.address, message, signature: cacao.s.s as `0x${string}` })).toBe(true)
  }
  expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${account.address}`)
  await until(
    () => wallet.getByTestId('session').count(),
    (count) => count === 1,
  )
  expect(await wallet.getByRole('status').textContent()).toBe('Signed in to Berth e2e dapp')

  const second = await dapp.authenticate({ chains: ['eip155:31337'], domain: '127.0.0.1:5999', uri: 'http://127.0.0.1:5999/login', nonce: 'berth-e2e-nonce-2' })
  // Caught at once: the rejection arrives while the test is still clicking.
  const refused = second.response().catch((error: unknown) => error)
  await wallet.getByLabel('WalletConnect link').fill(second.uri!)
  await wallet.getByRole('button', { name: 'Connect', exact: true }).click()
  await card(wallet, 'Sign-in request').getByRole('button', { name: 'Reject' }).click()
  // The sign-client rejects with the error's message: getSdkError('USER_REJECTED').
  expect(await refused).toBe('User rejected.')
})

test('typed data, a transaction and chain switches from a dapp: signed, sent on anvil, switched (widening the session), refused for an unknown chain', async () => {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods, events: ['chainChanged', 'accountsChanged'] } },
  })
  const wallet = await openWallet(uri!)
  await card(wallet, 'Connection request').getByRole('button', { name: 'Approve' }).click()
  const { topic, namespaces } = await approval()
  expect(namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`])
  const request = (method: string, params: unknown[], chainId = 'eip155:31337') => dapp.request<unknown>({ topic, chainId, request: { method, params } })
  const approve = async (method: string) => card(wallet, `Request: ${method}`).getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 })

  const typedData = {
    domain: { name: 'Berth', version: '1', chainId: 31337 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting' as const,
    message: { text: 'Hello from Berth' },
  }
  const signed = request('eth_signTypedData_v4', [account.address, JSON.stringify(typedData)])
  await approve('eth_signTypedData_v4')
  expect(await verifyTypedData({ address: account.address, ...typedData, signature: (await signed) as `0x${string}` })).toBe(true)

  const sent = request('eth_sendTransaction', [{ from: account.address, to: account.address, value: '0x1' }])
  await approve('eth_sendTransaction')
  const hash = (await sent) as `0x${string}`
  const receipt = await createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']) }).waitForTransactionReceipt({ hash, timeout: 10_000 })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())

  // Answered without asking: the wallet knows 31338 already; it has never heard of chain 1.
  expect(await request('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'Berth Devnet L2', rpcUrls: ['http://127.0.0.1:8546'] }])).toBeNull()
  await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject({ code: 4902 })

  const events: unknown[] = []
  dapp.on('session_event', ({ params }) => events.push(params.event))
  const switched = request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
  await approve('wallet_switchEthereumChain')
  expect(await switched).toBeNull()
  // The session now has the second chain, and the dapp heard chainChanged.
  expect(dapp.session.get(topic).namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
  await until(
    async () => events,
    (seen) => seen.length > 0,
  )
  expect(events).toEqual([{ name: 'chainChanged', data: 31338 }])

  // Requests for the new chain are signed for it; rejection is 4001.
  const refused = request('personal_sign', ['0x48656c6c6f', account.address], 'eip155:31338').catch((error: unknown) => error)
  const signCard = card(wallet, 'Request: personal_sign')
  await signCard.waitFor({ timeout: 20_000 })
  expect(await signCard.getByText('On Berth Devnet L2 (eip155:31338)').count()).toBe(1)
  expect(await signCard.getByTestId('request-message').textContent()).toBe('Hello')
  await signCard.getByRole('button', { name: 'Reject' }).click()
  expect(await refused).toMatchObject({ code: 4001, message: 'User rejected the request.' })
})
