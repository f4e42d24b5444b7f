// WalletConnect one-click sign-in through the devnet relay with the real clients: the connect
// carries a CAIP-122 request, the wallet (sign-client) signs it with its approval, and the
// connector hands the records to the app's verifier (here: viem's EIP-191 check, as SIWX will do).
// A verifier that refuses ends the new session on both sides. Outside fetches are refused.
import { createClient, memoryBackend, selectActiveConnection, serverSiwx, type Client } from '@berth/headless'
import { berthDevnet } from '@berth/devnet/networks'
import { walletConnect, type SignedAuthRecord, type WalletConnectAuthenticator, type WalletConnectConnector } from '@berth/headless/walletconnect'
import { startRelay, type RunningRelay } from '@berth/devnet'
import { closeSignClient, startSignClient, type TestSignClient } from '../support/signClient.js'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fetchFrom, pageTarget } from '../support/pageLike.js'
import { refuseOutsideFetch } from '../support/refuseOutsideFetch.js'

const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 4 })
const quiet = { warn: () => {}, error: () => {} }

let relay: RunningRelay
let wallet: TestSignClient
let outside: ReturnType<typeof refuseOutsideFetch>
const clients: Client[] = []
const globalCore = process.env.DISABLE_GLOBAL_CORE

beforeAll(async () => {
  outside = refuseOutsideFetch()
  process.env.DISABLE_GLOBAL_CORE = 'true'
  relay = await startRelay({ port: 0 })
  wallet = await startSignClient({ relayUrl: relay.url, storagePrefix: 'authenticate-wallet', name: 'Berth test wallet' })
  // The wallet signs each sign-in request it is given, as part of approving the session.
  wallet.on('session_proposal', ({ id, params }) => {
    void (async () => {
      const chains = ['eip155:31337']
      const iss = `did:pkh:eip155:31337:${account.address}`
      const authentication = []
      for (const request of params.requests?.authentication ?? []) {
        const message = wallet.formatAuthMessage({ request, iss })
        const signature = await account.signMessage({ message })
        const { domain, aud, version, nonce, iat, statement, requestId, resources, nbf, exp } = request
        authentication.push({
          h: { t: 'caip122' as const },
          p: { iss, domain, aud, version, nonce, iat, statement, requestId, resources, nbf, exp },
          s: { t: 'eip191' as const, s: signature },
        })
      }
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains,
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
            accounts: chains.map((chain) => `${chain}:${account.address}`),
          },
        },
        ...(authentication.length ? { proposalRequestsResponses: { authentication } } : {}),
      })
    })()
  })
}, 30_000)

afterAll(async () => {
  for (const client of clients) await (client.connectors.get('walletConnect') as WalletConnectConnector).close()
  await closeSignClient(wallet)
  await relay?.stop()
  outside.restore()
  if (globalCore === undefined) delete process.env.DISABLE_GLOBAL_CORE
  else process.env.DISABLE_GLOBAL_CORE = globalCore
})

function connectWith(authenticate: WalletConnectAuthenticator) {
  const client = createClient({
    networks: [berthDevnet],
    storage: memoryBackend(),
    logger: quiet,
    walletConnect: walletConnect({
      relayUrl: relay.url,
      projectId: 'berth-devnet',
      logLevel: 'silent',
      storagePrefix: `authenticate-${clients.length}`,
      authenticate,
    }),
  })
  clients.push(client)
  const connector = client.connectors.get('walletConnect') as WalletConnectConnector
  const stop = connector.uri.subscribe(({ uri }) => {
    if (!uri) return
    stop()
    void wallet.pair({ uri })
  })
  return { client, connecting: client.connection.connect('walletConnect') }
}

const request = { domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173', statement: 'Sign in to the Berth example', nonce: 'n0nce1234567' }

describe('WalletConnect one-click sign-in', () => {
  it('connects and signs in with one approval: the verifier gets the EIP-4361 message the wallet signed', async () => {
    const verified: SignedAuthRecord[] = []
    const { client, connecting } = connectWith({
      request: async (networks) => {
        expect(networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337'])
        return request
      },
      verify: async (records) => {
        for (const record of records) {
          if (!(await verifyMessage({ address: record.address as `0x${string}`, message: record.message, signature: record.signature as `0x${string}` })))
            throw new Error('bad signature')
        }
        verified.push(...records)
      },
    })
    await expect(connecting).resolves.toMatchObject({ accounts: [account.address] })
    expect(verified).toHaveLength(1)
    const [record] = verified
    expect(record).toMatchObject({
      address: account.address,
      caipNetworkId: 'eip155:31337',
      caipAddress: `eip155:31337:${account.address}`,
      signatureType: 'eip191',
    })
    expect(record!.message.split('\n').slice(0, 8)).toEqual([
      '127.0.0.1:5173 wants you to sign in with your Ethereum account:',
      account.address,
      '',
      'Sign in to the Berth example',
      '',
      'URI: http://127.0.0.1:5173',
      'Version: 1',
      'Chain ID: 31337',
    ])
    expect(record!.message).toContain('Nonce: n0nce1234567')
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('connected')
  }, 30_000)

  it('ends the new session when the verifier refuses, and reports why', async () => {
    const sessionsBefore = wallet.session.getAll().length
    const { client, connecting } = connectWith({ request: async () => request, verify: async () => Promise.reject(new Error('nonce already used')) })
    await expect(connecting).rejects.toThrow()
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toMatchObject({ shortMessage: 'Failed to connect', cause: { message: 'nonce already used' } })
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('disconnected')
    // The wallet hears the session end.
    for (let tries = 0; wallet.session.getAll().length > sessionsBefore && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(wallet.session.getAll()).toHaveLength(sessionsBefore)
  }, 30_000)

  it('connects without signing in when the app has no request for this connect', async () => {
    let verifyCalls = 0
    const { connecting } = connectWith({ request: async () => undefined, verify: async () => void verifyCalls++ })
    await expect(connecting).resolves.toMatchObject({ accounts: [account.address] })
    expect(verifyCalls).toBe(0)
  }, 30_000)

  it('with SIWX configured (serverSiwx), the one approval signs in: the devnet server verifies and keeps the session, and no sign-in view follows', async () => {
    const client = createClient({
      networks: [berthDevnet],
      window: pageTarget() as never,
      storage: memoryBackend(),
      logger: quiet,
      projectId: `wc-siwx-${Date.now()}`,
      apiUrl: inject('devnetApiUrl'),
      fetch: fetchFrom(),
      siwx: serverSiwx({ statement: 'Sign in to the Berth example' }),
      walletConnect: walletConnect({
        relayUrl: relay.url,
        projectId: 'berth-devnet',
        logLevel: 'silent',
        storagePrefix: `authenticate-siwx-${clients.length}`,
      }),
    })
    clients.push(client)
    client.mount()
    const connector = client.connectors.get('walletConnect') as WalletConnectConnector
    const stop = connector.uri.subscribe(({ uri }) => {
      if (!uri) return
      stop()
      void wallet.pair({ uri })
    })
    await expect(client.connection.connect('walletConnect')).resolves.toMatchObject({ accounts: [account.address] })
    for (let tries = 0; client.siwx!.store.get().status !== 'signed-in' && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.siwx!.store.get()).toMatchObject({
      status: 'signed-in',
      sessions: [{ data: { accountAddress: account.address, chainId: 'eip155:31337', domain: '127.0.0.1:5173' } }],
    })
    expect(client.modal.store.get().open).toBe(false)
  }, 30_000)
})
