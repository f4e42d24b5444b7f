import { describe, expect, it, vi } from 'vitest'
import { devnetAccounts } from '../chain/accounts'
import { createDevnetWallet, type DevnetWalletOptions } from './createDevnetWallet'
import { memoryStorage } from './walletStorage'

/** A stand-in node that records calls; the real node is covered by the integration tests. */
function fakeNode(result: unknown = '0xresult') {
  const calls: { url: string; method: string; params: unknown }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown }
    calls.push({ url: String(url), method: body.method, params: body.params })
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
  })
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch }
}

function setup(options: DevnetWalletOptions = {}) {
  const node = fakeNode()
  const storage = options.storage ?? memoryStorage()
  const wallet = createDevnetWallet({ storage, fetch: node.fetch, ...options })
  const events: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
    wallet.provider.on(event, (payload) => events.push([event, payload]))
  }
  return { wallet, provider: wallet.provider, node, storage, events }
}

const [account0, account1, account2, account3] = devnetAccounts
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createDevnetWallet: connecting', () => {
  it('answers chain and accounts without approval, and eth_requestAccounts only after approval', async () => {
    const { wallet, provider, events } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])

    const connecting = provider.request({ method: 'eth_requestAccounts' })
    await nextTick()
    expect(wallet.pending()).toEqual([{ id: 1, method: 'eth_requestAccounts', params: undefined }])
    wallet.approve()
    expect(await connecting).toEqual([account0])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account0])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [account0]],
    ])
    // Already authorized: no second prompt.
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account0])
    expect(wallet.pending()).toEqual([])
  })

  it('rejects with EIP-1193 code 4001 when the user rejects', async () => {
    const { wallet, provider } = setup()
    const connecting = provider.request({ method: 'eth_requestAccounts' })
    await nextTick()
    wallet.reject()
    await expect(connecting).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.state().authorized).toBe(false)
  })

  it('keeps authorization across a reload through storage', async () => {
    const storage = memoryStorage()
    const first = setup({ storage, autoApprove: true })
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.wallet.selectAccount(2)
    const reloaded = setup({ storage })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([account2])
  })

  it('revokes permissions and reports getPermissions', async () => {
    const { provider, events } = setup({ autoApprove: true })
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    expect(granted).toMatchObject([{ parentCapability: 'eth_accounts', caveats: [{ value: [account0] }] }])
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(events.at(-1)).toEqual(['accountsChanged', []])
    await expect(provider.request({ method: 'wallet_requestPermissions', params: [{ foo: {} }] })).rejects.toMatchObject({ code: -32602 })
  })

  it('rejects malformed request arguments with -32602', async () => {
    const { provider } = setup()
    await expect(provider.request({ method: '' })).rejects.toMatchObject({ code: -32602 })
    await expect((provider.request as (a: unknown) => Promise<unknown>)('eth_chainId')).rejects.toMatchObject({ code: -32602 })
  })
})

describe('createDevnetWallet: chains', () => {
  it('switches only to known chains, 4902 otherwise', async () => {
    const { wallet, provider, events } = setup({ knownChainIds: [31337, 31338] })
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID',
    })
    const switching = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await nextTick()
    expect(wallet.pending()[0]?.method).toBe('wallet_switchEthereumChain')
    wallet.approve()
    expect(await switching).toBeNull()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(events.at(-1)).toEqual(['chainChanged', '0x7a6a'])
  })

  it('knows only 31337 by default; 31338 arrives through wallet_addEthereumChain with its rpcUrls[0]', async () => {
    const { wallet, provider, node, events } = setup()
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).rejects.toMatchObject({ code: 4902 })
    const adding = provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Berth Devnet L2',
          rpcUrls: ['http://127.0.0.1:18546', 'http://127.0.0.1:9'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    await nextTick()
    expect(wallet.pending()[0]?.method).toBe('wallet_addEthereumChain')
    wallet.approve()
    expect(await adding).toBeNull()
    expect(events.at(-1)).toEqual(['chainChanged', '0x7a6a'])
    expect(wallet.state().knownChains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    await provider.request({ method: 'eth_blockNumber' })
    expect(node.calls.at(-1)).toEqual({ url: 'http://127.0.0.1:18546', method: 'eth_blockNumber', params: [] })
  })

  it.each([
    ['no params', undefined],
    ['empty list', []],
    ['decimal chainId', [{ chainId: '31338', chainName: 'L2', rpcUrls: ['http://127.0.0.1:8546'] }]],
    ['no rpcUrls', [{ chainId: '0x7a6a', chainName: 'L2', rpcUrls: [] }]],
    ['non-http rpc', [{ chainId: '0x7a6a', chainName: 'L2', rpcUrls: ['javascript:alert(1)'] }]],
    ['no chainName', [{ chainId: '0x7a6a', rpcUrls: ['http://127.0.0.1:8546'] }]],
    ['bad decimals', [{ chainId: '0x7a6a', chainName: 'L2', rpcUrls: ['http://127.0.0.1:8546'], nativeCurrency: { name: 'E', symbol: 'ETH', decimals: 9 } }]],
  ])('rejects wallet_addEthereumChain with %s (-32602, nothing pending)', async (_, params) => {
    const { wallet, provider } = setup()
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: params as unknown[] })).rejects.toMatchObject({ code: -32602 })
    expect(wallet.pending()).toEqual([])
  })

  it('wallet-side chain and account changes emit events (accountsChanged only when authorized)', async () => {
    const { wallet, provider, events } = setup({ knownChainIds: [31337, 31338] })
    await nextTick()
    events.length = 0
    wallet.selectAccount(1)
    expect(events).toEqual([])
    wallet.setChain(31338)
    expect(events).toEqual([['chainChanged', '0x7a6a']])
    wallet.setAutoApprove(true)
    await provider.request({ method: 'eth_requestAccounts' })
    wallet.selectAccount(2)
    expect(events.at(-1)).toEqual(['accountsChanged', [account2]])
    expect(() => wallet.setChain(1)).toThrow(RangeError)
    expect(() => wallet.selectAccount(3)).toThrow(RangeError)
  })

  it('disconnect emits accountsChanged [] then disconnect; the next connect emits connect again', async () => {
    const { wallet, provider, events } = setup({ autoApprove: true })
    await provider.request({ method: 'eth_requestAccounts' })
    events.length = 0
    wallet.disconnect()
    expect(events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[1]?.[1]).toMatchObject({ code: 4900 })
    expect(provider.isConnected()).toBe(false)
    await provider.request({ method: 'eth_requestAccounts' })
    expect(events.slice(2)).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [account0]],
    ])
  })

  it('removeListener stops delivery, and a throwing listener does not break the others', async () => {
    const { wallet, provider } = setup({ knownChainIds: [31337, 31338] })
    const heard: unknown[] = []
    const listener = (chainId: unknown) => heard.push(chainId)
    const errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
    provider.on('chainChanged', () => {
      throw new Error('dapp bug')
    })
    provider.on('chainChanged', listener)
    wallet.setChain(31338)
    provider.removeListener('chainChanged', listener)
    wallet.setChain(31337)
    expect(heard).toEqual(['0x7a6a'])
    errorSpy.mockRestore()
  })

  it('reset rejects pending requests and returns to defaults', async () => {
    const { wallet, provider, storage } = setup({ knownChainIds: [31337, 31338] })
    wallet.setAutoApprove(true)
    await provider.request({ method: 'eth_requestAccounts' })
    wallet.setChain(31338)
    wallet.setAutoApprove(false)
    const waiting = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account0] })
    await nextTick()
    wallet.reset()
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
    expect(wallet.state()).toMatchObject({ authorized: false, chainId: 31337, accountIndex: 0 })
    expect(storage.getItem('berth-devnet-wallet')).toBeNull()
  })
})

describe('createDevnetWallet: signing and forwarding', () => {
  it('refuses to sign before authorization (4100) and for foreign accounts (4200), without prompting', async () => {
    const { wallet, provider } = setup()
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', account0] })).rejects.toMatchObject({ code: 4100 })
    wallet.setAutoApprove(true)
    await provider.request({ method: 'eth_requestAccounts' })
    wallet.setAutoApprove(false)
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', account3] })).rejects.toMatchObject({ code: 4200 })
    await expect(provider.request({ method: 'eth_sign', params: [account1, '0x00'] })).rejects.toMatchObject({ code: 4100 })
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', 'nope'] })).rejects.toMatchObject({ code: -32602 })
    expect(wallet.pending()).toEqual([])
  })

  it('forwards signing to the node only after approval, filling in `from`', async () => {
    const { wallet, provider, node } = setup()
    wallet.setAutoApprove(true)
    await provider.request({ method: 'eth_requestAccounts' })
    wallet.setAutoApprove(false)
    const sending = provider.request({ method: 'eth_sendTransaction', params: [{ to: account1, value: '0x1' }] })
    await nextTick()
    expect(node.calls).toEqual([])
    expect(wallet.pending()).toEqual([{ id: 1, method: 'eth_sendTransaction', params: [{ to: account1, value: '0x1' }] }])
    wallet.approve(1)
    expect(await sending).toBe('0xresult')
    expect(node.calls).toEqual([{ url: 'http://127.0.0.1:8545', method: 'eth_sendTransaction', params: [{ to: account1, value: '0x1', from: account0 }] }])
  })

  it('parses typed data sent as a JSON string before forwarding', async () => {
    const { provider, node } = setup({ autoApprove: true })
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'eth_signTypedData_v4', params: [account0, JSON.stringify({ primaryType: 'Mail' })] })
    expect(node.calls.at(-1)?.params).toEqual([account0, { primaryType: 'Mail' }])
  })

  it('forwards plain reads without approval, and refuses unknown wallet_ methods with 4200', async () => {
    const { provider, node } = setup()
    expect(await provider.request({ method: 'eth_getBalance', params: [account0, 'latest'] })).toBe('0xresult')
    expect(node.calls).toEqual([{ url: 'http://127.0.0.1:8545', method: 'eth_getBalance', params: [account0, 'latest'] }])
    await expect(provider.request({ method: 'wallet_watchAsset', params: [] })).rejects.toMatchObject({ code: 4200 })
  })
})
