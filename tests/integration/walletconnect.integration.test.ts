// The real WalletConnect 2.x clients pairing through the devnet relay, in one Node process: the
// dapp side is @walletconnect/universal-provider (what headless/adapters/walletconnect wraps), the
// wallet side @walletconnect/sign-client holding a devnet account. The relay runs on a free port
// of its own, so this file can drop its sockets without disturbing the shared devnet's relay.
//
// No request may leave loopback: tests/support/refuseOutsideFetch refuses every non-loopback URL at
// once (the clients call pulse/telemetry, the verify server and echo), and the flow must complete
// regardless. The refused URLs are printed at the end.
import { refuseOutsideFetch } from '../support/refuseOutsideFetch.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSignClient, startSignClient, type TestSignClient } from '../support/signClient.js'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { createPublicClient, createWalletClient, http, isHex, stringToHex, verifyMessage, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { DEVNET_MNEMONIC, startRelay, type RunningRelay } from '@berth/devnet'

const projectId = 'berth-devnet'
const anvilUrl = 'http://127.0.0.1:8545'
const chain = { ...foundry, id: 31337, rpcUrls: { default: { http: [anvilUrl] } } }
// Index 8: no other test spends from it, so nonces do not race with the shared devnet's users.
const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 8 })
const methods = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const events = ['chainChanged', 'accountsChanged']

type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms))])
}

describe('WalletConnect through the devnet relay', () => {
  let relay: RunningRelay
  let wallet: TestSignClient
  let dapp: Dapp
  let sessionTopic: string
  let outside: ReturnType<typeof refuseOutsideFetch>
  const walletClient = createWalletClient({ account, chain, transport: http(anvilUrl) })
  const publicClient = createPublicClient({ chain, transport: http(anvilUrl) })

  beforeAll(async () => {
    outside = refuseOutsideFetch()

    relay = await startRelay({ port: 0 })

    wallet = await startSignClient({ relayUrl: relay.url, storagePrefix: 'wallet', name: 'Berth test wallet' })
    wallet.on('session_proposal', (proposal) => {
      const { id, params } = proposal
      const requested = { ...params.optionalNamespaces, ...params.requiredNamespaces }
      const chains = requested.eip155?.chains ?? ['eip155:31337']
      void wallet.approve({
        id,
        namespaces: {
          eip155: { chains, methods, events, accounts: chains.map((chainId) => `${chainId}:${account.address}`) },
        },
      })
    })
    wallet.on('session_request', (event) => {
      const { topic, id, params } = event
      void (async () => {
        const { method, params: args } = params.request as { method: string; params: unknown[] }
        let result: unknown
        if (method === 'personal_sign') {
          result = await account.signMessage({ message: { raw: args[0] as Hex } })
        } else if (method === 'eth_sendTransaction') {
          const tx = args[0] as { to: Hex; value?: Hex; data?: Hex }
          result = await walletClient.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, ...(tx.data ? { data: tx.data } : {}) })
        } else {
          await wallet.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 4200, message: `unsupported ${method}` } } })
          return
        }
        await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      })()
    })

    dapp = await UniversalProvider.init({
      projectId,
      relayUrl: relay.url,
      customStoragePrefix: 'dapp',
      storageOptions: { database: ':memory:' },
      logger: 'silent',
      telemetryEnabled: false,
      metadata: { name: 'Berth test dapp', description: 'universal-provider in a test', url: 'http://127.0.0.1:5173', icons: [] },
    })
    dapp.on('display_uri', (uri: string) => {
      void wallet.pair({ uri })
    })
  }, 30_000)

  afterAll(async () => {
    // WC_DEBUG=1 prints what the relay saw: the requests per method and the event log.
    if (process.env.WC_DEBUG && relay) {
      console.log(JSON.stringify(await (await fetch(`${relay.httpUrl}/devnet/relay/health`)).json()))
      for (const event of relay.log())
        console.log(
          JSON.stringify({ ...event, clientId: event.clientId?.slice(-6), topic: event.topic?.slice(0, 8), messageKey: event.messageKey?.slice(0, 8) }),
        )
    }
    outside.restore()
    console.log(`[walletconnect] refused non-loopback fetches: ${[...new Set(outside.refused.map((url) => new URL(url).origin))].join(', ') || 'none'}`)
    await closeSignClient(dapp?.client)
    await closeSignClient(wallet)
    await relay?.stop()
  })

  it('pairs: the dapp connects, the wallet approves the proposal from display_uri', async () => {
    const session = await within(
      dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods, events, rpcMap: { 31337: anvilUrl } },
        },
      }),
      20_000,
      'connect',
    )
    expect(session).toBeDefined()
    sessionTopic = session!.topic
    expect(session!.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`])
    expect(await dapp.request<string[]>({ method: 'eth_accounts' })).toEqual([account.address])

    // The proposal went through the wc_proposeSession shortcut and waited in the mailbox until the
    // wallet subscribed to the pairing topic; the approval through wc_approveSession.
    const published = relay.log({ types: ['publish'] }).map((event) => event.method)
    expect(published).toContain('wc_proposeSession')
    expect(published).toContain('wc_approveSession')
    expect(relay.log({ types: ['unknown-method', 'invalid-frame'] })).toEqual([])
  })

  it('personal_sign: the wallet signs, viem verifies', async () => {
    const message = 'Berth devnet says hello'
    const signature = await within(
      dapp.request<Hex>({ method: 'personal_sign', params: [stringToHex(message), account.address] }, 'eip155:31337'),
      10_000,
      'personal_sign',
    )
    expect(isHex(signature)).toBe(true)
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('eth_sendTransaction: the wallet sends to anvil, the receipt is on chain', async () => {
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await within(
      dapp.request<Hex>({ method: 'eth_sendTransaction', params: [{ from: account.address, to, value: '0x2386f26fc10000' }] }, 'eip155:31337'),
      10_000,
      'eth_sendTransaction',
    )
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 10_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
  })

  it('the session survives the relay dropping every socket: the clients reconnect', async () => {
    const [last] = relay.log().slice(-1)
    expect(relay.dropConnections()).toBeGreaterThanOrEqual(2)
    // Both clients notice the close, reconnect (the relayer retries after 100 ms) and subscribe
    // again under the same client id. A request published into the dying socket would only be
    // retried after the client's 15 s initial publish timeout, so the test waits for the return.
    await within(
      (async () => {
        for (;;) {
          const back = relay.log({ since: last?.seq ?? 0, types: ['subscribe'] }).map((event) => event.clientId)
          if (new Set(back).size >= 2) return
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })(),
      10_000,
      'reconnect',
    )
    const message = 'signed after the relay dropped the sockets'
    const signature = await within(
      dapp.request<Hex>({ method: 'personal_sign', params: [stringToHex(message), account.address] }, 'eip155:31337'),
      10_000,
      'personal_sign after drop',
    )
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    // Nothing acknowledged before the drop was delivered again after it.
    const delivered = relay.log({ since: last?.seq ?? 0, types: ['deliver'] }).map((event) => `${event.clientId} ${event.messageKey}`)
    const before = new Set(
      relay
        .log({ types: ['ack'] })
        .filter((event) => event.seq <= (last?.seq ?? 0))
        .map((event) => `${event.clientId} ${event.messageKey}`),
    )
    expect(delivered.filter((key) => before.has(key))).toEqual([])
  })

  it('a session deleted by the wallet reaches the dapp', async () => {
    const deleted = new Promise<unknown>((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect({ topic: sessionTopic, reason: { code: 6000, message: 'User disconnected.' } })
    await within(deleted, 10_000, 'session_delete at the dapp')
    expect(dapp.session).toBeUndefined()
  })
})
