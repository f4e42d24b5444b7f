import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { selectActiveConnection } from './controllers/connection/types.js'
import { testChain, testChainL2 } from './testing/testNetworks.js'
import { memoryBackend } from './storage/backends.js'
import type { StorageBackend } from './storage/types.js'
import { announceFake, createScriptedProviderFake } from './testing/fakeProvider.js'
import { walletConnect } from './adapters/walletconnect/walletConnect.js'
import type { WalletConnectConnector } from './adapters/walletconnect/createWalletConnect.js'

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
const storedRecord = JSON.stringify({ version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:31337:${alice}` }] })

describe('connect', () => {
  it('connects, remembers the wallet as recent and the connection for reload', async () => {
    const storage = memoryBackend()
    const { client, status } = setup(approve, { storage })
    await client.connection.connect('dev.scripted')
    expect(status()).toBe('connected')
    expect(selectActiveConnection(client.connection.store.get()).caipAddress).toBe(`eip155:31337:${alice}`)
    expect(client.connectors.store.get().recentWallets).toEqual([{ id: 'dev.scripted', name: 'Scripted' }])
    expect(JSON.parse(storage.getItem('@berth/connections')!)).toEqual({
      version: 1,
      connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:31337:${alice}` }],
    })
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
    const profile = (name: string) => client.connection.store.set((state) => ({ byNamespace: { eip155: { ...state.byNamespace.eip155!, profileName: name } } }))
    profile('first.berth.id')
    // The same account announced again keeps its profile name; another account does not inherit it.
    const first = selectActiveConnection(client.connection.store.get()).address!
    wallet.emit('accountsChanged', [first])
    expect(selectActiveConnection(client.connection.store.get()).profileName).toBe('first.berth.id')
    wallet.emit('accountsChanged', [bob])
    expect(selectActiveConnection(client.connection.store.get()).address).toBe(bob)
    expect(selectActiveConnection(client.connection.store.get()).profileName).toBeUndefined()
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
  const stored = () => memoryBackend({ '@berth/connections': storedRecord })

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
    await vi.waitFor(() => expect(client.router.current()).toMatchObject({ view: 'SwitchNetwork', params: { network: testChainL2 } }))
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
    storage.setItem('@berth/connections', storedRecord)
    await client.connection.reconnect()
    expect(status()).toBe('connected')
  })
})

describe('the remembered connection', () => {
  const record = (storage: StorageBackend) => JSON.parse(storage.getItem('@berth/connections') ?? 'null')

  it('keeps the account and its network, and follows account and chain changes', async () => {
    const storage = memoryBackend()
    const { client, wallet } = setup(approve, { storage })
    await client.connection.connect('dev.scripted')
    wallet.emit('accountsChanged', [bob])
    expect(record(storage)).toEqual({ version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:31337:${bob}` }] })
    wallet.emit('chainChanged', '0x7a6a')
    expect(record(storage)).toEqual({ version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:31338:${bob}` }] })
    await client.connection.disconnect()
    expect(storage.getItem('@berth/connections')).toBeNull()
  })

  it('keeps a wallet on a chain the app does not list on the app’s first network (a stored record names listed networks only)', async () => {
    const storage = memoryBackend()
    const { client, wallet } = setup({ ...approve, eth_chainId: () => '0x1' }, { storage })
    await client.connection.connect('dev.scripted')
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:1')
    expect(record(storage).connections).toEqual([{ connectorId: 'dev.scripted', caipAddress: `eip155:31337:${alice}` }])
    wallet.emit('chainChanged', '0x7a6a')
    expect(record(storage).connections).toEqual([{ connectorId: 'dev.scripted', caipAddress: `eip155:31338:${alice}` }])
  })

  it('a reload starts with the remembered account, reconnecting; the wallet then confirms it and its network', async () => {
    const storage = memoryBackend({
      '@berth/connections': JSON.stringify({ version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:31338:${bob}` }] }),
    })
    const { client } = setup({ eth_accounts: () => [bob], eth_chainId: () => '0x7a6a' }, { storage })
    expect(client.connection.store.get()).toMatchObject({
      reconnecting: true,
      byNamespace: { eip155: { status: 'connecting', address: bob, accounts: [bob], caipAddress: `eip155:31338:${bob}` } },
    })
    await client.connection.reconnect()
    expect(client.network.store.get().activeCaipNetworkId).toBe('eip155:31338')
    expect(selectActiveConnection(client.connection.store.get())).toMatchObject({ status: 'connected', address: bob, caipAddress: `eip155:31338:${bob}` })
  })

  it('a reload whose wallet is gone ends disconnected, the record forgotten', async () => {
    const storage = memoryBackend({
      '@berth/connections': JSON.stringify({ version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:31338:${bob}` }] }),
    })
    const { client, status } = setup(approve, { storage, announce: false })
    await client.connection.reconnect()
    expect(status()).toBe('disconnected')
    expect(selectActiveConnection(client.connection.store.get()).address).toBeUndefined()
    expect(storage.getItem('@berth/connections')).toBeNull()
  })

  it.each([
    ['an older version', [{ connectorId: 'dev.scripted', namespace: 'eip155' }]],
    ['an unknown network', { version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:1:${alice}` }] }],
    ['WalletConnect, which this client does not have', { version: 1, connections: [{ connectorId: 'walletConnect', caipAddress: `eip155:31337:${alice}` }] }],
    ['a bad address', { version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: 'eip155:31337:0xnope' }] }],
  ])('a record naming %s is ignored with a log line: the page starts disconnected and reconnects nothing', async (_, value) => {
    const storage = memoryBackend({ '@berth/connections': JSON.stringify(value) })
    const { client, status, wallet, logger } = setup(approve, { storage })
    expect(status()).toBe('disconnected')
    expect(logger.warn).toHaveBeenCalledWith('[berth] storage value of connections has an unexpected shape; ignored')
    await client.connection.reconnect()
    expect(status()).toBe('disconnected')
    expect(wallet.calls).toEqual([])
  })
})

describe('storage that throws', () => {
  const refusing = (fail: 'write' | 'every access'): StorageBackend => {
    const deny = (name: string) => () => {
      throw new DOMException(`${name} refused`, fail === 'write' ? 'QuotaExceededError' : 'SecurityError')
    }
    const inner = memoryBackend()
    return {
      getItem: fail === 'write' ? inner.getItem : deny('read'),
      setItem: deny('write'),
      removeItem: fail === 'write' ? inner.removeItem : deny('removal'),
    }
  }

  it.each(['write', 'every access'] as const)(
    'refusing %s: connect still works, each failure is logged once, and the session reads back what it wrote',
    async (fail) => {
      const target = new EventTarget()
      const wallet = createScriptedProviderFake({ eth_chainId: () => '0x7a69', ...approve })
      announceFake(target, { uuid: 'u', name: 'Scripted', icon, rdns: 'dev.scripted' }, wallet.provider)
      const logger = { warn: vi.fn(), error: vi.fn() }
      const option = walletConnect({ relayUrl: 'ws://127.0.0.1:8555' })
      const client = createClient({
        networks: [testChain],
        window: target as never,
        storage: refusing(fail),
        logger,
        discoveryWaitMs: 20,
        walletConnect: option,
      })
      client.mount()
      await client.connection.connect('dev.scripted')
      await client.connection.disconnect()
      await client.connection.connect('dev.scripted')
      expect(selectActiveConnection(client.connection.store.get()).status).toBe('connected')
      // The WalletConnect wallet link the user chose is read back from storage by the QR view.
      const connector = client.connectors.get('walletConnect') as WalletConnectConnector
      connector.deepLink.set({ href: 'https://wallet.example/wc', name: 'Example Wallet' })
      expect(connector.deepLink.get()).toEqual({ href: 'https://wallet.example/wc', name: 'Example Wallet' })
      const messages = logger.warn.mock.calls.map(([message]) => message as string)
      expect(messages.filter((message) => message.startsWith('[berth] storage write of @berth/connections failed'))).toHaveLength(1)
      expect(messages.filter((message) => message.startsWith('[berth] storage write of @berth/wallet-connect-deep-link failed'))).toHaveLength(1)
      expect(logger.error).not.toHaveBeenCalled()
    },
  )
})
