import { describe, expect, it, vi } from 'vitest'
import { sendTransaction } from '../../controllers/transaction/sendTransaction.js'
import { InvalidRelayUrlError } from '../../errors/configuration.js'
import { createClient } from '../../client.js'
import { memoryBackend } from '../../storage/backends.js'
import { testChain } from '../../testing/testNetworks.js'
import { createScriptedProviderFake } from '../../testing/fakeProvider.js'
import type { Connector } from '../connector.js'
import type { WalletAdapter } from '../types.js'
import type { WalletConnectConnector } from './createWalletConnect.js'
import type { WalletConnectOption } from './types.js'
import { walletConnect } from './walletConnect.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const quiet = { warn: vi.fn(), error: vi.fn() }

function fakeOption() {
  const connector: Connector = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
    provider: createScriptedProviderFake({}).provider,
  }
  const adapter: WalletAdapter = {
    namespace: 'eip155',
    connect: vi.fn(async () => ({ accounts: [address], caipNetworkId: 'eip155:31337' as const })),
    reconnect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    watch: vi.fn(() => () => {}),
    getBalance: vi.fn(),
    signMessage: vi.fn(async () => '0x01' as const),
    signTypedData: vi.fn(async () => '0x02' as const),
    sendTransaction: vi.fn(async () => `0x${'03'.repeat(32)}` as const),
    waitForTransactionReceipt: vi.fn(),
  }
  // A WalletConnect connector's pairing parts are not used by the routing.
  const setup = vi.fn(() => ({ connector: connector as WalletConnectConnector, adapter }))
  const option: WalletConnectOption = { relayUrl: 'ws://127.0.0.1:8555', projectId: undefined, setup }
  return { option, connector, adapter, setup }
}

describe('createClient walletConnect option', () => {
  it('adds no WalletConnect connector without the option', () => {
    const client = createClient({ networks: [testChain], storage: memoryBackend(), logger: quiet })
    expect(client.connectors.get('walletConnect')).toBeUndefined()
  })

  it('lists the connector, keeps it when discovery replaces the list, and routes it to its adapter', async () => {
    const { option, connector, adapter, setup } = fakeOption()
    const client = createClient({ networks: [testChain], storage: memoryBackend(), logger: quiet, walletConnect: option })
    expect(setup).toHaveBeenCalledWith(expect.objectContaining({ networks: [testChain], timeouts: { connectTimeoutMs: 120_000, requestTimeoutMs: 10_000 } }))
    const injected: Connector = { ...connector, id: 'injected', type: 'INJECTED', name: 'Browser Wallet' }
    client.connectors.store.set({ connectors: [injected] })
    expect(client.connectors.store.get().connectors.map((entry) => entry.id)).toEqual(['walletConnect', 'injected'])

    await expect(client.connection.connect('walletConnect')).resolves.toMatchObject({ accounts: [address] })
    expect(adapter.connect).toHaveBeenCalledWith(connector, expect.objectContaining({ chainNamespace: 'eip155' }))
    expect(adapter.watch).toHaveBeenCalled()
    await expect(client.connection.signMessage({ message: 'hi' })).resolves.toBe('0x01')
    expect(adapter.signMessage).toHaveBeenCalledWith(connector, { address, message: 'hi' })
    const typedData = {
      domain: { name: 'Mail' },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    await expect(client.connection.signTypedData({ typedData })).resolves.toBe('0x02')
    expect(adapter.signTypedData).toHaveBeenCalledWith(connector, { address, typedData })
    await expect(sendTransaction(client, { to: address, value: 1n })).resolves.toBe(`0x${'03'.repeat(32)}`)
    expect(adapter.sendTransaction).toHaveBeenCalledWith(
      connector,
      expect.objectContaining({ from: address, to: address, value: 1n, caipNetworkId: 'eip155:31337' }),
    )
    await client.connection.disconnect()
    expect(adapter.disconnect).toHaveBeenCalledWith(connector)
  })
})

describe('walletConnect()', () => {
  it('needs a relay URL, and refuses one that is not ws:// or wss://', () => {
    expect(() => walletConnect(undefined as never)).toThrow('walletConnect needs relayUrl')
    expect(() => walletConnect({} as never)).toThrow('Invalid relay URL')
    expect(walletConnect({ relayUrl: 'ws://127.0.0.1:9999' }).relayUrl).toBe('ws://127.0.0.1:9999')
    expect(walletConnect({ relayUrl: 'wss://relay.example' }).relayUrl).toBe('wss://relay.example')
    expect(() => walletConnect({ relayUrl: 'https://relay.example' })).toThrow('Invalid relay URL')
    expect(() => walletConnect({ relayUrl: 'javascript:alert(1)' })).toThrow('Invalid relay URL')
    expect(() => walletConnect({ relayUrl: 'https://relay.example' })).toThrow(InvalidRelayUrlError)
  })
})
