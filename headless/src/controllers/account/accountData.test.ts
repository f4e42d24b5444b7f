import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Handler } from '../../testing/testServer.js'
import type { Transaction } from '../../api/getTransactions.js'
import { createClient } from '../../client.js'
import { testChain, testChainL2 } from '../../testing/testNetworks.js'
import { memoryBackend } from '../../storage/backends.js'
import { CONFIGURATION_ALERTS } from '../features/configurationAlerts.js'
import { BALANCE_RETRY_GUARD_MS, canFetchBalance } from './createAccountDataController.js'
import { groupTransactionsByMonth } from './groupTransactions.js'
import { visibleTransactions } from './visibleTransactions.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const quiet = { warn: () => undefined, error: () => undefined }

const tx = (id: string, minedAt: string, chain = 'eip155:31337', transfers: Transaction['transfers'] = []): Transaction => ({
  id,
  hash: `0x${id}`,
  operationType: 'send',
  minedAt,
  chain,
  status: 'confirmed',
  sentFrom: address,
  sentTo: address,
  transfers,
})
const spamNft = { direction: 'in' as const, quantity: '1', value: undefined, fungible: undefined, nft: { name: 'Voucher', imageUrl: undefined, isSpam: true } }
const usdc = { direction: 'out' as const, quantity: '1.5', value: 1.5, fungible: { name: 'USD Coin', symbol: 'USDC', iconUrl: undefined }, nft: undefined }

describe('account rules', () => {
  it('drops transactions whose transfers are all spam NFTs, and other networks', () => {
    const list = [
      tx('a', '2026-11-01T00:00:00Z', 'eip155:31337', [spamNft]),
      tx('b', '2026-11-02T00:00:00Z', 'eip155:31337', [spamNft, usdc]),
      tx('c', '2026-11-03T00:00:00Z', 'eip155:31338', [usdc]),
      tx('d', '2026-11-04T00:00:00Z', 'eip155:31337', []),
    ]
    expect(visibleTransactions(list, 'eip155:31337').map((entry) => entry.id)).toEqual(['b', 'd'])
  })

  it('groups by year then month, newest first', () => {
    const list = [tx('1', '2026-09-15T10:00:00Z'), tx('2', '2026-11-02T10:00:00Z'), tx('3', '2025-12-31T10:00:00Z'), tx('4', '2026-11-20T10:00:00Z')]
    expect(groupTransactionsByMonth(list, 'UTC').map(({ year, month, transactions }) => [year, month, transactions.map((entry) => entry.id)])).toEqual([
      [2026, 10, ['4', '2']],
      [2026, 8, ['1']],
      [2025, 11, ['3']],
    ])
  })

  it('refuses a balance fetch within 30 s of a failure (docs/validation.md)', () => {
    expect(BALANCE_RETRY_GUARD_MS).toBe(30_000)
    expect(canFetchBalance(undefined, 0)).toBe(true)
    expect(canFetchBalance(1_000, 30_999)).toBe(false)
    expect(canFetchBalance(1_000, 31_000)).toBe(true)
  })
})

describe('account data over HTTP', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let handler: Handler = () => ({ status: 500 })
  let now = 1_000_000

  beforeAll(async () => {
    server = await startTestServer((request, index) => handler(request, index))
  })
  afterAll(() => server.close())

  const newClient = (options: { projectId?: string | undefined; apiUrl?: string | undefined } = { projectId: 'p1', apiUrl: server.url }) =>
    createClient({
      networks: [testChain, testChainL2],
      storage: memoryBackend(),
      logger: quiet,
      apiRetryDelayMs: 0,
      now: () => now,
      ...options,
    })

  const balance = {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402',
    value: 1.5,
    price: 1,
    quantity: { decimals: '6', numeric: '1.5' },
    iconUrl: 'javascript:alert(1)',
    decimals: 6,
  }

  it('reads balances with currency, chain and forceUpdate after a change; drops zero-decimal tokens; never keeps an unsafe icon', async () => {
    const client = newClient()
    handler = () => ({ body: { balances: [balance, { ...balance, symbol: 'ZERO', decimals: 0, quantity: { decimals: '0', numeric: '3' } }] } })
    const first = await client.account.balances({ address, caipNetworkId: 'eip155:31337' })
    expect(first.map((token) => [token.symbol, token.iconUrl])).toEqual([['USDC', undefined]])
    const request = server.requests.at(-1)!
    expect(request.path).toBe(`/v1/account/${address}/balance`)
    expect([request.query.get('currency'), request.query.get('chainId'), request.query.get('forceUpdate')]).toEqual(['usd', 'eip155:31337', null])
    client.account.markChanged(address)
    await client.account.balances({ address, caipNetworkId: 'eip155:31337' })
    expect(server.requests.at(-1)!.query.get('forceUpdate')).toMatch(/^\d+$/)
    await client.account.balances({ address, caipNetworkId: 'eip155:31337' })
    expect(server.requests.at(-1)!.query.get('forceUpdate')).toBeNull()
  })

  it("a failure says 'Token Balance Unavailable' and blocks the next fetch for 30 s", async () => {
    const client = newClient()
    handler = () => ({ body: { balances: [{ ...balance, price: 'free' }] } })
    const before = server.requests.length
    await expect(client.account.balances({ address, caipNetworkId: 'eip155:31337' })).rejects.toMatchObject({ shortMessage: 'Token Balance Unavailable' })
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Token Balance Unavailable' })
    handler = () => ({ body: { balances: [balance] } })
    now += 29_999
    await expect(client.account.balances({ address, caipNetworkId: 'eip155:31337' })).rejects.toMatchObject({ shortMessage: 'Token Balance Unavailable' })
    expect(server.requests.length).toBe(before + 1)
    now += 1
    await expect(client.account.balances({ address, caipNetworkId: 'eip155:31337' })).resolves.toHaveLength(1)
  })

  it("an unsupported network says 'Token Balance Unavailable' without a request", async () => {
    const client = newClient()
    const before = server.requests.length
    await expect(client.account.balances({ address, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({ shortMessage: 'Token Balance Unavailable' })
    expect(server.requests.length).toBe(before)
  })

  it("history: cursor and chain sent; a malformed page is 'Failed to fetch transactions' and ERROR_FETCH_TRANSACTIONS", async () => {
    const client = newClient()
    const entry = {
      id: 'x',
      metadata: {
        operationType: 'send',
        hash: '0x1',
        minedAt: '2026-11-01T00:00:00Z',
        chain: 'eip155:31337',
        status: 'confirmed',
        sentFrom: address,
        sentTo: address,
      },
      transfers: [{ quantity: { numeric: '1' }, direction: 'out', fungible_info: { name: '<b>Coin</b>', symbol: 'C', icon: { url: 'data:text/html,x' } } }],
    }
    handler = () => ({ body: { data: [entry], next: 'c2' } })
    const page = await client.account.transactions({ address, caipNetworkId: 'eip155:31337', cursor: 'c1' })
    expect(page.next).toBe('c2')
    expect(page.transactions[0]!.transfers[0]!.fungible).toEqual({ name: '<b>Coin</b>', symbol: 'C', iconUrl: undefined })
    expect(server.requests.at(-1)!.query.get('cursor')).toBe('c1')
    expect(server.requests.at(-1)!.query.get('chainId')).toBe('eip155:31337')

    handler = () => ({ body: { data: [{ ...entry, metadata: { ...entry.metadata, minedAt: 42 } }] } })
    await expect(client.account.transactions({ address, caipNetworkId: 'eip155:31337' })).rejects.toMatchObject({
      name: 'ApiError',
      field: 'data.0.metadata.minedAt',
    })
    expect(client.alerts.store.get().notification).toMatchObject({ variant: 'error', message: 'Failed to fetch transactions' })
    expect(client.events.store.get().events.at(-1)).toMatchObject({ name: 'ERROR_FETCH_TRANSACTIONS' })
  })

  it('identity: name and avatar, or neither; sender is the address', async () => {
    const client = newClient()
    handler = () => ({ body: { name: 'alice.berth', avatar: `${server.url}/avatar.png` } })
    await expect(client.account.identity({ address })).resolves.toEqual({ name: 'alice.berth', avatar: `${server.url}/avatar.png` })
    expect(server.requests.at(-1)!.query.get('sender')).toBe(address)
    handler = () => ({ body: { name: null, avatar: null } })
    await expect(client.account.identity({ address })).resolves.toEqual({ name: undefined, avatar: undefined })
  })

  describe('a configuration that rules the data API out makes no request and says what is missing', () => {
    const reads = (client: ReturnType<typeof newClient>) => ({
      balances: () => client.account.balances({ address, caipNetworkId: 'eip155:31337' }),
      transactions: () => client.account.transactions({ address, caipNetworkId: 'eip155:31337' }),
      identity: () => client.account.identity({ address }),
      nfts: () => client.account.nfts({ address, caipNetworkId: 'eip155:31337' }),
    })

    it.each([
      ['no projectId', { projectId: undefined, apiUrl: 'SERVER' }, 'projectId', 'Project ID Not Configured', CONFIGURATION_ALERTS.projectId],
      ['no apiUrl', { projectId: 'p1', apiUrl: undefined }, 'apiUrl', 'API URL Not Configured', CONFIGURATION_ALERTS.apiUrl],
      ['a blank apiUrl', { projectId: 'p1', apiUrl: '  ' }, 'apiUrl', 'API URL Not Configured', CONFIGURATION_ALERTS.apiUrl],
    ])('%s: every read fails with the configuration error and raises the configuration alert', async (_, options, option, shortMessage, alert) => {
      const client = newClient({ ...options, apiUrl: options.apiUrl === 'SERVER' ? server.url : options.apiUrl })
      handler = () => ({ body: { balances: [balance] } })
      const before = server.requests.length
      for (const read of Object.values(reads(client))) {
        client.alerts.closeAlert()
        await expect(read()).rejects.toMatchObject({ name: 'ConfigurationError', option, shortMessage })
        expect(client.alerts.store.get().alert).toEqual({ variant: 'error', message: alert, open: true })
      }
      expect(server.requests.length).toBe(before)
      // What failed is the configuration, not a fetch: no notification, no tracked fetch error.
      expect(client.alerts.store.get().notification).toBeUndefined()
      expect(client.events.store.get().events).toEqual([])
    })

    it('arms no 30 s balance guard: each read says what is missing again, never "the last attempt failed"', async () => {
      const client = newClient({ projectId: undefined, apiUrl: server.url })
      await expect(reads(client).balances()).rejects.toMatchObject({ shortMessage: 'Project ID Not Configured' })
      now += 1
      await expect(reads(client).balances()).rejects.toMatchObject({ shortMessage: 'Project ID Not Configured' })
    })
  })
})
