// A client with bitcoin(): a sats-connect provider (a fake answering as btc-contract.md says) found
// on the page's window, connected, remembered and restored on reload without a prompt, with the
// accounts' details in the connection store; a wallet on another network refused; a send to a
// mainnet address refused on regtest before anything is asked.
import { describe, expect, it, vi } from 'vitest'
import { bitcoin } from './adapters/bip122/bitcoin.js'
import { createClient } from './client.js'
import { InvalidSendError } from './errors/send.js'
import { defineBip122Network } from './networks/defineBip122Network.js'
import { memoryBackend } from './storage/backends.js'
import type { StorageBackend } from './storage/types.js'
import { testChain } from './testing/testNetworks.js'

const regtest = defineBip122Network({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Test Regtest',
  addressParams: 'regtest',
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINAL = 'bcrt1pngylwuvf9ud79em6cvp0lzx48t7ujn36670kdfsxt08ngvmc59xs3w9zvk'
const PAYMENT_KEY = `03${'44'.repeat(32)}`
const icon = 'data:image/svg+xml;base64,PHN2Zy8+'

/** A page's window with one sats-connect provider; `approved` is the wallet's memory of the origin, kept across page loads. */
function fakeSatsConnectPage(wallet: { approved: boolean; network: string; calls: string[] }) {
  const target = new EventTarget() as EventTarget & Record<string, unknown>
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  target.FakeSatsProviders = {
    BitcoinProvider: {
      request: async (method: string) => {
        wallet.calls.push(method)
        if (method === 'getAddresses') {
          wallet.approved = true
          return answer({
            addresses: [
              { address: PAYMENT, publicKey: PAYMENT_KEY, purpose: 'payment', addressType: 'p2wpkh' },
              { address: ORDINAL, publicKey: '55'.repeat(32), purpose: 'ordinals', addressType: 'p2tr' },
            ],
          })
        }
        if (!wallet.approved) return { jsonrpc: '2.0', id: '1', error: { code: -32002, message: 'Access denied' } }
        if (method === 'wallet_getNetwork') return answer({ bitcoin: { name: wallet.network } })
        return answer(null)
      },
    },
  }
  target.btc_providers = [
    { id: 'FakeSatsProviders.BitcoinProvider', name: 'Fake Sats Wallet', icon, methods: ['getAddresses', 'wallet_getNetwork', 'signPsbt'] },
  ]
  return target
}

function setup(storage: StorageBackend, wallet: { approved: boolean; network: string; calls: string[] }) {
  const client = createClient({
    networks: [testChain, regtest],
    adapters: [bitcoin()],
    window: fakeSatsConnectPage(wallet) as never,
    storage,
    logger: { warn: vi.fn(), error: vi.fn() },
    connectTimeoutMs: 200,
    requestTimeoutMs: 200,
    discoveryWaitMs: 50,
  })
  const unmount = client.mount()
  return { client, unmount }
}

describe('a client with bitcoin()', () => {
  it('connects a sats-connect wallet: payment first with its details, the regtest network active, and remembers it', async () => {
    const storage = memoryBackend()
    const wallet = { approved: false, network: 'Regtest', calls: [] as string[] }
    const { client, unmount } = setup(storage, wallet)
    await client.connection.reconnect()
    expect(client.connectors.store.get().connectors.map((connector) => connector.id)).toContain('bip122.Fake-Sats-Wallet')
    await client.connection.connect('bip122.Fake-Sats-Wallet')
    const state = client.connection.store.get()
    expect(state.activeNamespace).toBe('bip122')
    expect(state.byNamespace.bip122).toMatchObject({
      status: 'connected',
      accounts: [PAYMENT, ORDINAL],
      address: PAYMENT,
      caipAddress: `${regtest.caipNetworkId}:${PAYMENT}`,
      accountDetails: [
        { address: PAYMENT, type: 'payment', publicKey: PAYMENT_KEY },
        { address: ORDINAL, type: 'ordinal', publicKey: '55'.repeat(32) },
      ],
    })
    expect(client.network.store.get().activeCaipNetworkId).toBe(regtest.caipNetworkId)
    unmount()

    // The next page load: the approved origin is restored without getAddresses prompting.
    wallet.calls.length = 0
    const reload = setup(storage, wallet)
    await reload.client.connection.reconnect()
    expect(reload.client.connection.store.get().byNamespace.bip122).toMatchObject({
      status: 'connected',
      address: PAYMENT,
      accountDetails: [{ type: 'payment' }, { type: 'ordinal' }],
    })
    expect(wallet.calls[0]).toBe('wallet_getNetwork')
    reload.unmount()
  })

  it('does not restore when the wallet forgot the site (no prompt), and refuses a wallet on another network', async () => {
    const storage = memoryBackend()
    const wallet = { approved: false, network: 'Regtest', calls: [] as string[] }
    const first = setup(storage, wallet)
    await first.client.connection.reconnect()
    await first.client.connection.connect('bip122.Fake-Sats-Wallet')
    first.unmount()
    wallet.approved = false
    wallet.calls.length = 0
    const reload = setup(storage, wallet)
    await reload.client.connection.reconnect()
    expect(reload.client.connection.store.get().byNamespace.bip122?.status).toBe('disconnected')
    expect(wallet.calls).not.toContain('getAddresses')
    reload.unmount()

    const mainnetWallet = { approved: false, network: 'Mainnet', calls: [] as string[] }
    const other = setup(memoryBackend(), mainnetWallet)
    await other.client.connection.reconnect()
    await expect(other.client.connection.connect('bip122.Fake-Sats-Wallet')).rejects.toThrow('The connector does not support any of the requested chains')
    other.unmount()
  })

  it('refuses a send to a mainnet address on regtest before anything is asked', async () => {
    const wallet = { approved: false, network: 'Regtest', calls: [] as string[] }
    const { client, unmount } = setup(memoryBackend(), wallet)
    await client.connection.reconnect()
    await client.connection.connect('bip122.Fake-Sats-Wallet')
    const btc = { symbol: 'BTC', decimals: 8, chainId: regtest.caipNetworkId }
    const error = await client.send
      .previewSend({ token: btc, amount: '0.001', receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidSendError)
    expect((error as InvalidSendError).reason).toBe('receiver-invalid')
    unmount()
  })
})
