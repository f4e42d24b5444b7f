// The headless client's WalletConnect connector (headless/adapters/walletconnect over the real
// UniversalProvider) against a real wallet-side @walletconnect/sign-client, through the devnet relay
// started on a free port of its own. The wallet approves with the first test-mnemonic account on
// eip155:31337; the test follows the client's own state: connected with that address, personal_sign
// verified, a switch to eip155:31338 sent over the session, a second client restoring the session from
// the same storage without a proposal, and the wallet deleting the session disconnecting the client.
//
// No request may leave loopback: globalThis.fetch is wrapped to refuse every non-loopback URL at once
// (the WalletConnect clients call pulse/telemetry, verify and echo); the flows must complete anyway.
import { refuseOutsideFetch } from '../support/refuseOutsideFetch.js'
import { createClient, memoryBackend, selectActiveConnection, type Client } from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { walletConnect, type WalletConnectConnector } from '@berth/headless/walletconnect'
import { startRelay, type RunningRelay } from '@berth/devnet'
import { closeSignClient, startSignClient, type TestSignClient } from '../support/signClient.js'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const methods = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']
const events = ['chainChanged', 'accountsChanged']
const quiet = { warn: () => {}, error: () => {} }

/** Resolves when `check` holds on the client's state, or fails after `ms`. */
function until(client: Client, check: () => boolean, ms: number, what: string): Promise<void> {
  if (check()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = []
    const done = (error?: Error) => {
      clearTimeout(timer)
      for (const stop of stops) stop()
      if (error) reject(error)
      else resolve()
    }
    const timer = setTimeout(() => done(new Error(`${what}: not within ${ms} ms`)), ms)
    const test = () => check() && done()
    stops.push(client.connection.store.subscribe(test), client.network.store.subscribe(test))
  })
}

describe('headless WalletConnect connector through the devnet relay', () => {
  let relay: RunningRelay
  let wallet: TestSignClient
  const storage = memoryBackend()
  const clients: Client[] = []
  const proposals: string[] = []
  const walletRequests: string[] = []
  let outside: ReturnType<typeof refuseOutsideFetch>
  const globalCore = process.env.DISABLE_GLOBAL_CORE

  const newClient = () => {
    const client = createClient({
      networks: [berthDevnet, berthDevnetL2],
      storage,
      logger: quiet,
      connectTimeoutMs: 20_000,
      walletConnect: walletConnect({ relayUrl: relay.url, projectId: 'berth-devnet', logLevel: 'silent' }),
    })
    clients.push(client)
    return client
  }
  const connectorOf = (client: Client) => client.connectors.get('walletConnect') as WalletConnectConnector

  beforeAll(async () => {
    outside = refuseOutsideFetch()
    // The second client must read the session from storage, not share the first one's in-memory core.
    process.env.DISABLE_GLOBAL_CORE = 'true'

    relay = await startRelay({ port: 0 })
    wallet = await startSignClient({ relayUrl: relay.url, storagePrefix: 'adapter-test-wallet', name: 'Berth test wallet' })
    wallet.on('session_proposal', ({ id, params }) => {
      proposals.push(params.proposer.metadata.name)
      void wallet.approve({
        id,
        namespaces: { eip155: { chains: ['eip155:31337'], methods, events, accounts: [`eip155:31337:${account.address}`] } },
      })
    })
    wallet.on('session_request', ({ topic, id, params }) => {
      const { method, params: args } = params.request as { method: string; params: unknown[] }
      walletRequests.push(method)
      void (async () => {
        if (method === 'personal_sign') {
          const signature = await account.signMessage({ message: { raw: args[0] as Hex } })
          await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
        } else if (method === 'wallet_switchEthereumChain') {
          // A wallet that switches: adds the chain to the session, answers, then reports the change.
          const chains = ['eip155:31337', 'eip155:31338']
          const { acknowledged } = await wallet.update({
            topic,
            namespaces: { eip155: { chains, methods, events, accounts: chains.map((chain) => `${chain}:${account.address}`) } },
          })
          await acknowledged()
          await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: null } })
          await wallet.emit({ topic, chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } })
        } else {
          await wallet.respond({ topic, response: { id, jsonrpc: '2.0', error: { code: 4200, message: `unsupported ${method}` } } })
        }
      })()
    })
  }, 30_000)

  afterAll(async () => {
    for (const client of clients) await connectorOf(client)?.close()
    await closeSignClient(wallet)
    await relay?.stop()
    outside.restore()
    if (globalCore === undefined) delete process.env.DISABLE_GLOBAL_CORE
    else process.env.DISABLE_GLOBAL_CORE = globalCore
  })

  let first: Client

  it('lists the WalletConnect connector first and connects with the account the wallet approved', async () => {
    first = newClient()
    expect(first.connectors.store.get().connectors.map((connector) => [connector.id, connector.type])).toEqual([['walletConnect', 'WALLET_CONNECT']])
    const connector = connectorOf(first)
    // The phone: pair with whatever URI the connector shows.
    const stop = connector.uri.subscribe(({ uri }) => {
      if (uri) void wallet.pair({ uri })
    })
    const result = await first.connection.connect('walletConnect')
    stop()
    expect(result).toEqual({ connectorId: 'walletConnect', accounts: [account.address], caipNetworkId: 'eip155:31337' })
    expect(selectActiveConnection(first.connection.store.get())).toMatchObject({
      status: 'connected',
      address: account.address,
      caipAddress: `eip155:31337:${account.address}`,
    })
    expect(proposals).toHaveLength(1)
    expect(connector.uri.get().uri).toBeUndefined()
  })

  it('signs with personal_sign over the session, and the signature verifies', async () => {
    const message = 'Berth over WalletConnect'
    const signature = (await first.connection.signMessage({ message })) as Hex
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(walletRequests).toContain('personal_sign')
  })

  it('switches to eip155:31338 with wallet_switchEthereumChain over the session', async () => {
    await first.switchNetwork('eip155:31338')
    await until(first, () => first.network.store.get().activeCaipNetworkId === 'eip155:31338', 5_000, 'network switch')
    expect(walletRequests).toContain('wallet_switchEthereumChain')
    expect(await connectorOf(first).provider.request({ method: 'eth_chainId' })).toBe(31338)
    expect(selectActiveConnection(first.connection.store.get()).caipAddress).toBe(`eip155:31338:${account.address}`)
  })

  let second: Client

  it('restores the session in a second client from the same storage, without a proposal', async () => {
    await connectorOf(first).close()
    second = newClient()
    await second.connection.reconnect()
    expect(selectActiveConnection(second.connection.store.get())).toMatchObject({ status: 'connected', address: account.address })
    expect(proposals).toHaveLength(1)
    const message = 'restored'
    const signature = (await connectorOf(second).provider.request({ method: 'personal_sign', params: [stringToHex(message), account.address] })) as Hex
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('disconnects when the wallet deletes the session', async () => {
    const [topic] = wallet.session.keys
    await wallet.disconnect({ topic: topic!, reason: { code: 6000, message: 'User disconnected.' } })
    await until(second, () => selectActiveConnection(second.connection.store.get()).status === 'disconnected', 10_000, 'session delete')
    expect(storage.getItem('@berth/connections')).toBeNull()
  })
})
