import { describe, expect, it, vi } from 'vitest'
import { testChainL2 } from '../../testing/testNetworks.js'
import { createScriptedProviderFake } from '../../testing/fakeProvider.js'
import type { Connector } from '../connector.js'
import { createEip155Adapter } from './createEip155Adapter.js'

const quiet = { warn: vi.fn(), error: vi.fn() }
const adapter = createEip155Adapter({ connectTimeoutMs: 50, requestTimeoutMs: 50 }, quiet)
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connectorOf = (handlers: Parameters<typeof createScriptedProviderFake>[0]): Connector => ({
  id: 'fake',
  name: 'Fake',
  type: 'ANNOUNCED',
  chain: 'eip155',
  provider: createScriptedProviderFake(handlers).provider,
})

describe('eip155 adapter: connect', () => {
  it('returns accounts and the CAIP network', async () => {
    const connector = connectorOf({ eth_requestAccounts: () => [address], eth_chainId: () => '0x7a69' })
    await expect(adapter.connect(connector, testChainL2)).resolves.toEqual({ accounts: [address], caipNetworkId: 'eip155:31337' })
  })

  it("maps a 4001 rejection to 'Connection rejected'", async () => {
    const connector = connectorOf({ eth_requestAccounts: () => Promise.reject({ code: 4001, message: 'User rejected' }) })
    await expect(adapter.connect(connector, testChainL2)).rejects.toMatchObject({ shortMessage: 'Connection rejected', code: 4001 })
  })

  it('gives up on a wallet that never answers', async () => {
    const connector = connectorOf({ eth_requestAccounts: () => new Promise(() => {}) })
    await expect(adapter.connect(connector, testChainL2)).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
      details: expect.stringContaining('did not answer within 50 ms'),
    })
  })

  it('turns a synchronous throw into a clear error', async () => {
    const connector: Connector = {
      id: 'x',
      name: 'X',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider: {
        request: () => {
          throw new Error('boom')
        },
      },
    }
    await expect(adapter.connect(connector, testChainL2)).rejects.toMatchObject({ shortMessage: 'Failed to connect', details: expect.stringContaining('boom') })
  })

  it.each([
    ['accounts that are not addresses', { eth_requestAccounts: () => ['<b>not an address</b>'], eth_chainId: () => '0x1' }],
    ['a chain id that is not hex', { eth_requestAccounts: () => [address], eth_chainId: () => 'mainnet' }],
    ['no accounts', { eth_requestAccounts: () => [], eth_chainId: () => '0x1' }],
  ])('rejects %s', async (_, handlers) => {
    await expect(adapter.connect(connectorOf(handlers), testChainL2)).rejects.toMatchObject({ shortMessage: 'Failed to connect' })
  })
})

describe('eip155 adapter: reconnect', () => {
  it('uses eth_accounts and never eth_requestAccounts', async () => {
    const fake = createScriptedProviderFake({ eth_accounts: () => [address], eth_chainId: () => '0x7a6a' })
    const connector: Connector = { id: 'f', name: 'F', type: 'ANNOUNCED', chain: 'eip155', provider: fake.provider }
    await expect(adapter.reconnect(connector, testChainL2)).resolves.toEqual({ accounts: [address], caipNetworkId: 'eip155:31338' })
    expect(fake.calls).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('returns undefined when the wallet has not authorised the site', async () => {
    await expect(adapter.reconnect(connectorOf({ eth_accounts: () => [] }), testChainL2)).resolves.toBeUndefined()
  })

  it('rejects garbage from eth_accounts', async () => {
    await expect(adapter.reconnect(connectorOf({ eth_accounts: () => 'yes' }), testChainL2)).rejects.toMatchObject({ shortMessage: 'Invalid wallet response' })
  })
})

describe('eip155 adapter: switchNetwork', () => {
  it('adds the chain when the wallet answers 4902', async () => {
    const fake = createScriptedProviderFake({
      wallet_switchEthereumChain: () => Promise.reject({ code: 4902, message: 'Unrecognized chain' }),
      wallet_addEthereumChain: () => null,
    })
    await adapter.switchNetwork({ id: 'f', name: 'F', type: 'ANNOUNCED', chain: 'eip155', provider: fake.provider }, testChainL2)
    expect(fake.calls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  it("says 'Chain is not supported' when adding fails too", async () => {
    const connector = connectorOf({
      wallet_switchEthereumChain: () => Promise.reject({ code: 4902 }),
      wallet_addEthereumChain: () => Promise.reject({ code: 4001 }),
    })
    await expect(adapter.switchNetwork(connector, testChainL2)).rejects.toMatchObject({ shortMessage: 'Chain is not supported' })
  })

  it('reads 4902 nested in data.originalError', async () => {
    const fake = createScriptedProviderFake({
      wallet_switchEthereumChain: () => Promise.reject({ code: -32603, data: { originalError: { code: 4902 } } }),
      wallet_addEthereumChain: () => null,
    })
    await adapter.switchNetwork({ id: 'f', name: 'F', type: 'ANNOUNCED', chain: 'eip155', provider: fake.provider }, testChainL2)
    expect(fake.calls).toContain('wallet_addEthereumChain')
  })
})

describe('eip155 adapter: events', () => {
  it('forwards valid events, reports invalid ones, and unsubscribes', () => {
    const fake = createScriptedProviderFake({})
    const handlers = { onAccountsChanged: vi.fn(), onNetworkChanged: vi.fn(), onDisconnect: vi.fn(), onError: vi.fn() }
    const stop = adapter.watch({ id: 'f', name: 'F', type: 'ANNOUNCED', chain: 'eip155', provider: fake.provider }, handlers)
    fake.emit('accountsChanged', [address])
    fake.emit('chainChanged', '0x7a6a')
    fake.emit('chainChanged', { evil: true })
    fake.emit('disconnect')
    expect(handlers.onAccountsChanged).toHaveBeenCalledWith([address])
    expect(handlers.onNetworkChanged).toHaveBeenCalledWith('eip155:31338')
    expect(handlers.onError).toHaveBeenCalledTimes(1)
    expect(handlers.onDisconnect).toHaveBeenCalledTimes(1)
    stop()
    expect(fake.listenerCount('accountsChanged')).toBe(0)
  })
})

describe('eip155 adapter: chain ids from wallets', () => {
  it('accepts a decimal string some wallets send in chainChanged', () => {
    const fake = createScriptedProviderFake({})
    const handlers = { onAccountsChanged: vi.fn(), onNetworkChanged: vi.fn(), onDisconnect: vi.fn(), onError: vi.fn() }
    adapter.watch({ id: 'f', name: 'F', type: 'ANNOUNCED', chain: 'eip155', provider: fake.provider }, handlers)
    fake.emit('chainChanged', '31338')
    fake.emit('chainChanged', 31337)
    fake.emit('chainChanged', '0012')
    expect(handlers.onNetworkChanged.mock.calls).toEqual([['eip155:31338'], ['eip155:31337']])
    expect(handlers.onError).toHaveBeenCalledTimes(1)
  })
})

describe('eip155 adapter: signMessage', () => {
  it('sends the message as UTF-8 hex with the address, and returns the signature', async () => {
    const seen: unknown[] = []
    const connector = connectorOf({
      personal_sign: ({ params }) => {
        seen.push(params)
        return '0xabcd'
      },
    })
    await expect(adapter.signMessage(connector, { address, message: 'hé' })).resolves.toBe('0xabcd')
    expect(seen).toEqual([['0x68c3a9', address]])
  })

  it.each([
    ['a declined request', () => Promise.reject({ code: 4001, message: 'no' }), { shortMessage: 'Signature declined', code: 4001 }],
    ['a reply that is not a hex signature', () => 'signed!', { shortMessage: 'Invalid wallet response' }],
    ['a wallet that never answers', () => new Promise(() => {}), { shortMessage: 'Request timed out' }],
    ['a wallet error', () => Promise.reject({ code: -32603, message: 'internal' }), { shortMessage: 'RPC request failed', code: -32603 }],
  ])('reports %s clearly', async (_, personal_sign, expected) => {
    await expect(adapter.signMessage(connectorOf({ personal_sign }), { address, message: 'x' })).rejects.toMatchObject(expected)
  })
})
