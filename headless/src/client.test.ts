import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { selectActiveConnection } from './controllers/connection/types.js'
import { testChain, testChainL2 } from './testing/testNetworks.js'
import { memoryBackend } from './storage/backends.js'
import type { StorageBackend } from './storage/types.js'
import { announceFake, createScriptedProviderFake } from './testing/fakeProvider.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const icon = 'data:image/svg+xml;base64,PHN2Zy8+'

type Handlers = Parameters<typeof createScriptedProviderFake>[0]

function setup(handlers: Handlers, options: { storage?: StorageBackend; announce?: boolean } = {}) {
  const target = new EventTarget()
  const wallet = createScriptedProviderFake({ eth_chainId: () => '0x7a69', ...handlers })
  if (options.announce !== false) announceFake(target, { uuid: 'u', name: 'Scripted', icon, rdns: 'dev.scripted' }, wallet.provider)
  const logger = { warn: vi.fn(), error: vi.fn() }
  const client = createClient({
    networks: [testChain, testChainL2],
    window: target as never,
    storage: options.storage ?? memoryBackend(),
    logger,
    connectTimeoutMs: 100,
    requestTimeoutMs: 100,
    discoveryWaitMs: 20,
  })
  const unmount = client.mount()
  const status = () => selectActiveConnection(client.connection.store.get()).status
  return { client, wallet, logger, unmount, status, target }
}

const approve = { eth_requestAccounts: () => [alice], eth_accounts: () => [alice] }

describe('connect', () => {
  it('connects, remembers the wallet as recent and the connection for reload', async () => {
    const storage = memoryBackend()
    const { client, status } = setup(approve, { storage })
    await client.connection.connect('dev.scripted')
    expect(status()).toBe('connected')
    expect(selectActiveConnection(client.connection.store.get()).caipAddress).toBe(`eip155:31337:${alice}`)
    expect(client.connectors.store.get().recentWallets).toEqual([{ id: 'dev.scripted', name: 'Scripted' }])
    expect(JSON.parse(storage.getItem('@berth/connections')!)).toEqual([{ connectorId: 'dev.scripted', namespace: 'eip155' }])
  })

  it("leaves the status disconnected with 'Connection rejected' on 4001", async () => {
    const { client, status } = setup({ eth_requestAccounts: () => Promise.reject({ code: 4001 }) })
    await expect(client.connection.connect('dev.scripted')).rejects.toMatchObject({ shortMessage: 'Connection rejected' })
    expect(status()).toBe('disconnected')
    expect(client.events.store.get().events.map((event) => event.name)).toContain('CONNECT_ERROR')
  })

  it('does not stay connecting when the wallet never answers', async () => {
    const { client, status } = setup({ eth_requestAccounts: () => new Promise(() => {}) })
    await expect(client.connection.connect('dev.scripted')).rejects.toMatchObject({ shortMessage: 'Failed to connect' })
    expect(status()).toBe('disconnected')
  })

  it('names a missing connector', async () => {
    const { client } = setup(approve)
    await expect(client.connection.connect('com.unknown')).rejects.toMatchObject({ shortMessage: 'No connector found for connection' })
  })
})

describe('wallet events', () => {
  it('follows account changes and disconnects on an empty list', async () => {
    const { client, wallet, status } = setup(approve)
    await client.connection.connect('dev.scripted')
    wallet.emit('accountsChanged', [bob])
    expect(selectActiveConnection(client.connection.store.get()).address).toBe(bob)
    wallet.emit('accountsChanged', [])
    expect(status()).toBe('disconnected')
  })

  it('follows chain changes and opens UnsupportedChain for a chain the app does not list', async () => {
    const { client, wallet } = setup(approve)
    await client.connection.connect('dev.scripted')
    wallet.emit('chainChanged', '0x7a6a')
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:31338')
    expect(client.modal.store.get().open).toBe(false)
    wallet.emit('chainChanged', '0x1')
    expect(client.modal.store.get().open).toBe(true)
    expect(client.router.current()?.view).toBe('UnsupportedChain')
  })

  it('disconnects and closes the modal on the wallet disconnect event', async () => {
    const { client, wallet, status } = setup(approve)
    await client.connection.connect('dev.scripted')
    client.modal.open()
    wallet.emit('disconnect', { code: 4900 })
    expect(status()).toBe('disconnected')
    expect(client.modal.store.get().open).toBe(false)
  })
})

describe('reconnect', () => {
  const stored = () => memoryBackend({ '@berth/connections': JSON.stringify([{ connectorId: 'dev.scripted', namespace: 'eip155' }]) })

  it('starts connecting and restores with eth_accounts only', async () => {
    const storage = stored()
    const target = new EventTarget()
    const wallet = createScriptedProviderFake({ eth_chainId: () => '0x7a69', eth_accounts: () => [alice] })
    announceFake(target, { uuid: 'u', name: 'Scripted', icon, rdns: 'dev.scripted' }, wallet.provider)
    const client = createClient({ networks: [testChain], window: target as never, storage, logger: { warn: vi.fn(), error: vi.fn() } })
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('connecting')
    client.mount()
    await client.connection.reconnect()
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('connected')
    expect(wallet.calls).not.toContain('eth_requestAccounts')
  })

  it('runs one reconnect at a time', async () => {
    const { client, wallet } = setup(approve, { storage: stored() })
    await Promise.all([client.connection.reconnect(), client.connection.reconnect()])
    expect(wallet.calls.filter((method) => method === 'eth_accounts')).toHaveLength(1)
  })

  it('ends disconnected when the wallet no longer authorises the site', async () => {
    const { client, status } = setup({ eth_accounts: () => [] }, { storage: stored() })
    await client.connection.reconnect()
    expect(status()).toBe('disconnected')
  })

  it('ends disconnected when the stored wallet never announces', async () => {
    const { client, status } = setup(approve, { storage: stored(), announce: false })
    await client.connection.reconnect()
    expect(status()).toBe('disconnected')
  })

  it('starts disconnected and logs when storage is corrupt or throws', async () => {
    const corrupt = setup(approve, { storage: memoryBackend({ '@berth/connections': '{{{' }) })
    await corrupt.client.connection.reconnect()
    expect(corrupt.status()).toBe('disconnected')
    expect(corrupt.logger.warn).toHaveBeenCalled()

    const throwing = setup(approve, {
      storage: {
        getItem: () => {
          throw new Error('denied')
        },
        setItem: () => {
          throw new Error('denied')
        },
        removeItem: () => {},
      },
    })
    await throwing.client.connection.reconnect()
    expect(throwing.status()).toBe('disconnected')
    await throwing.client.connection.connect('dev.scripted')
    expect(throwing.status()).toBe('connected')
  })
})

describe('switchNetwork', () => {
  async function connectedWithNetworkList(handlers: Handlers) {
    const context = setup({ ...approve, ...handlers })
    await context.client.connection.connect('dev.scripted')
    context.client.modal.open()
    context.client.router.push('Networks')
    return context
  }

  it('does nothing when the network is already active', async () => {
    const { client, wallet } = await connectedWithNetworkList({})
    await client.switchNetwork(testChain.caipNetworkId)
    expect(wallet.calls).not.toContain('wallet_switchEthereumChain')
    expect(client.router.current()?.view).toBe('Networks')
  })

  it('shows SwitchNetwork while the wallet confirms, then returns to Account and tracks SWITCH_NETWORK', async () => {
    let confirm: (value: null) => void = () => {}
    const { client, wallet } = await connectedWithNetworkList({ wallet_switchEthereumChain: () => new Promise((resolve) => (confirm = resolve)) })
    const switching = client.switchNetwork(testChainL2.caipNetworkId)
    expect(client.router.current()).toMatchObject({ view: 'SwitchNetwork', params: { network: testChainL2 } })
    await vi.waitFor(() => expect(wallet.calls).toContain('wallet_switchEthereumChain'))
    confirm(null)
    await switching
    expect(client.router.current()?.view).toBe('Account')
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:31338')
    expect(client.events.store.get().events.at(-1)).toMatchObject({ name: 'SWITCH_NETWORK', properties: { network: 'eip155:31338' } })
  })

  it('goes back one view when the wallet rejects', async () => {
    const { client } = await connectedWithNetworkList({ wallet_switchEthereumChain: () => Promise.reject({ code: 4001 }) })
    await expect(client.switchNetwork(testChainL2.caipNetworkId)).rejects.toBeDefined()
    expect(client.router.current()?.view).toBe('Networks')
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:31337')
  })

  it("notifies 'Chain is not supported' when the wallet cannot add the chain", async () => {
    const { client } = await connectedWithNetworkList({
      wallet_switchEthereumChain: () => Promise.reject({ code: 4902 }),
      wallet_addEthereumChain: () => Promise.reject({ code: -32603 }),
    })
    await expect(client.switchNetwork(testChainL2.caipNetworkId)).rejects.toMatchObject({ shortMessage: 'Chain is not supported' })
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Chain is not supported' })
  })

  it('closes the modal when leaving a network the app does not list', async () => {
    const { client, wallet } = setup({ ...approve, wallet_switchEthereumChain: () => null })
    await client.connection.connect('dev.scripted')
    wallet.emit('chainChanged', '0x1')
    expect(client.router.current()?.view).toBe('UnsupportedChain')
    await client.switchNetwork(testChain.caipNetworkId)
    expect(client.modal.store.get().open).toBe(false)
  })

  it('changes the app network without a wallet when disconnected', async () => {
    const { client, wallet } = setup(approve)
    await client.switchNetwork(testChainL2.caipNetworkId)
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:31338')
    expect(wallet.calls).not.toContain('wallet_switchEthereumChain')
  })

  it('refuses a network the app does not list', async () => {
    const { client } = setup(approve)
    await expect(client.switchNetwork('eip155:999')).rejects.toMatchObject({ shortMessage: 'Network not found' })
    expect(client.alerts.store.get().alert).toMatchObject({ open: true, message: 'Network not found' })
  })
})

describe('modal and router', () => {
  it('opens on Connect when disconnected and Account when connected; back from the first view closes', async () => {
    const { client } = setup(approve)
    client.modal.open()
    expect(client.router.current()?.view).toBe('Connect')
    client.router.goBack()
    expect(client.modal.store.get().open).toBe(false)
    await client.connection.connect('dev.scripted')
    client.modal.open()
    expect(client.router.current()?.view).toBe('Account')
  })
})

describe('reconnect after a run with nothing stored', () => {
  it('runs again and restores what was stored since', async () => {
    const storage = memoryBackend()
    const { client, status } = setup(approve, { storage })
    await client.connection.reconnect()
    expect(status()).toBe('disconnected')
    storage.setItem('@berth/connections', JSON.stringify([{ connectorId: 'dev.scripted', namespace: 'eip155' }]))
    await client.connection.reconnect()
    expect(status()).toBe('connected')
  })
})
