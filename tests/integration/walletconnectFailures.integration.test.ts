// How the headless WalletConnect connector fails, against the real clients and a devnet relay of
// its own: a relay that is down (a clear error at once, and a retry that works once it is up), a
// wallet that pairs but never answers (the wait ends with a clear error), and the user leaving the
// QR code ('Modal closed'). Every non-loopback fetch is refused, as in the other WalletConnect tests.
import { createClient, memoryBackend, ModalClosedError, selectActiveConnection, type Client } from '@berth/headless'
import { berthDevnet } from '@berth/devnet/networks'
import {
  walletConnect,
  WalletConnectApprovalTimeoutError,
  WalletConnectRelayUnavailableError,
  type WalletConnectConnector,
  type WalletConnectParameters,
} from '@berth/headless/walletconnect'
import { startRelay, type RunningRelay } from '@berth/devnet'
import { closeSignClient, startSignClient, type TestSignClient } from '../support/signClient.js'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseOutsideFetch } from '../support/refuseOutsideFetch.js'

const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 })
const quiet = { warn: () => {}, error: () => {} }

const clients: Client[] = []
const wallets: TestSignClient[] = []
const relays: RunningRelay[] = []
let outside: ReturnType<typeof refuseOutsideFetch>
const globalCore = process.env.DISABLE_GLOBAL_CORE

function newClient(relayUrl: string, options: Partial<WalletConnectParameters> = {}) {
  const client = createClient({
    networks: [berthDevnet],
    storage: memoryBackend(),
    logger: quiet,
    requestTimeoutMs: 3_000,
    walletConnect: walletConnect({ relayUrl, projectId: 'berth-devnet', logLevel: 'silent', storagePrefix: `failures-${clients.length}`, ...options }),
  })
  clients.push(client)
  return { client, connector: client.connectors.get('walletConnect') as WalletConnectConnector }
}

async function newWallet(relayUrl: string, approve: boolean): Promise<TestSignClient> {
  const wallet = await startSignClient({ relayUrl: relayUrl, storagePrefix: `failures-wallet-${wallets.length}`, name: 'Berth test wallet' })
  wallets.push(wallet)
  // A wallet that never answers keeps the proposal open: no approve, no reject.
  if (approve) {
    wallet.on('session_proposal', ({ id }) => {
      void wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
            accounts: [`eip155:31337:${account.address}`],
          },
        },
      })
    })
  }
  return wallet
}

/** Pairs `wallet` with the next URI the connector shows. */
function scanWith(connector: WalletConnectConnector, wallet: () => Promise<TestSignClient>): void {
  const stop = connector.uri.subscribe(({ uri }) => {
    if (!uri) return
    stop()
    void wallet().then((paired) => paired.pair({ uri }))
  })
}

beforeAll(() => {
  outside = refuseOutsideFetch()
  process.env.DISABLE_GLOBAL_CORE = 'true'
})

afterAll(async () => {
  for (const client of clients) await (client.connectors.get('walletConnect') as WalletConnectConnector).close()
  for (const wallet of wallets) await closeSignClient(wallet)
  for (const relay of relays) await relay.stop()
  outside.restore()
  if (globalCore === undefined) delete process.env.DISABLE_GLOBAL_CORE
  else process.env.DISABLE_GLOBAL_CORE = globalCore
})

describe('WalletConnect connector failures', () => {
  it('says the relay is out of reach when it is down, and connects on retry once it is up', async () => {
    // A port that was just free: the relay runs there only for the second half.
    const probe = await startRelay({ port: 0 })
    const port = Number(new URL(probe.url).port)
    await probe.stop()
    const { client, connector } = newClient(`ws://127.0.0.1:${port}`)

    const started = Date.now()
    const error = await client.connection.connect('walletConnect').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletConnectRelayUnavailableError)
    expect(error).toMatchObject({ shortMessage: 'Failed to connect', details: `the WalletConnect relay ws://127.0.0.1:${port} did not answer within 3000 ms` })
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(selectActiveConnection(client.connection.store.get())).toMatchObject({ status: 'disconnected', error: { shortMessage: 'Failed to connect' } })
    expect(connector.uri.get().uri).toBeUndefined()

    relays.push(await startRelay({ port }))
    scanWith(connector, () => newWallet(`ws://127.0.0.1:${port}`, true))
    const result = await client.connection.connect('walletConnect')
    expect(result.accounts).toEqual([account.address])
  }, 60_000)

  it('ends the wait for a wallet that paired but never answers, with a clear error', async () => {
    const relay = await startRelay({ port: 0 })
    relays.push(relay)
    const { client, connector } = newClient(relay.url, { approvalTimeoutMs: 4_000 })
    let proposals = 0
    scanWith(connector, async () => {
      const wallet = await newWallet(relay.url, false)
      wallet.on('session_proposal', () => void proposals++)
      return wallet
    })
    const error = await client.connection.connect('walletConnect').catch((caught: unknown) => caught)
    expect(proposals).toBe(1)
    expect(error).toBeInstanceOf(WalletConnectApprovalTimeoutError)
    expect(error).toMatchObject({ shortMessage: 'Failed to connect', details: 'no wallet approved the connection within 4 s' })
    expect(connector.uri.get().uri).toBeUndefined()
  }, 30_000)

  it("ends a connect the user walked away from with 'Modal closed'", async () => {
    const relay = await startRelay({ port: 0 })
    relays.push(relay)
    const { client, connector } = newClient(relay.url)
    const connecting = client.connection.connect('walletConnect')
    await new Promise<void>((resolve) => {
      const stop = connector.uri.subscribe(({ uri }) => {
        if (!uri) return
        stop()
        resolve()
      })
    })
    connector.cancel()
    await expect(connecting).rejects.toBeInstanceOf(ModalClosedError)
    await expect(connecting).rejects.toThrow('Modal closed')
    expect(connector.uri.get().uri).toBeUndefined()
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('disconnected')
  }, 30_000)
})
