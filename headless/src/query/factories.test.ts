import { hashKey, QueryClient } from '@tanstack/query-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../client.js'
import { InternalError } from '../errors/internal.js'
import { NetworkNotFoundError } from '../errors/network.js'
import { testChain } from '../testing/testNetworks.js'
import type { Network } from '../networks/types.js'
import { memoryBackend } from '../storage/backends.js'
import { startScriptedNode } from '../testing/scriptedNode.js'
import { balanceQueryOptions } from './balance.js'
import { balancesQueryOptions } from './balances.js'
import { identityQueryOptions } from './identity.js'
import { nftsQueryOptions } from './nfts.js'
import { berthErrors } from './berthErrors.js'
import { sendReceiptQueryOptions, previewSendQueryOptions } from './send.js'
import { transactionsInfiniteQueryOptions } from './transactions.js'
import { waitForTransactionReceiptQueryOptions } from './waitForTransactionReceipt.js'
import { recommendedWalletsQueryOptions, walletsInfiniteQueryOptions } from './wallets.js'

const address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const hash = `0x${'ab'.repeat(32)}` as const
const quiet = { warn: vi.fn(), error: vi.fn() }

let node: Awaited<ReturnType<typeof startScriptedNode>> | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

const clientFor = (networks: readonly [Network, ...Network[]] = [testChain]) =>
  createClient({ networks, storage: memoryBackend(), logger: quiet, window: new EventTarget() as never })

describe('query factories', () => {
  it('a read that cannot succeed fails at once: an unknown network is not retried', async () => {
    const queryClient = new QueryClient()
    const options = balanceQueryOptions(clientFor(), { address, caipNetworkId: 'eip155:999' })
    await expect(queryClient.fetchQuery(options)).rejects.toBeInstanceOf(NetworkNotFoundError)
    // fetchQuery settles after the last retry: one failure means none was tried.
    expect(queryClient.getQueryState(options.queryKey)?.fetchFailureCount).toBe(1)
  })

  it('a node that cannot answer now (503) is retried, and the balance then arrives formatted', async () => {
    node = await startScriptedNode((method, _params, index) =>
      method === 'eth_getBalance' && index < 4 ? { status: 503 } : { result: `0x${(15n * 10n ** 17n).toString(16)}` },
    )
    const queryClient = new QueryClient()
    const options = balanceQueryOptions(clientFor([node.network]), { address, caipNetworkId: node.network.caipNetworkId, query: { retryDelay: 0 } })
    await expect(queryClient.fetchQuery(options)).resolves.toEqual({ value: 15n * 10n ** 17n, decimals: 18, symbol: 'ETH', formatted: '1.5' })
    // The transport's own attempt and its 3 retries met the outage; the query's retry got the answer.
    expect(node.methods).toEqual(Array(5).fill('eth_getBalance'))
  })

  it("spreads the caller's query options over its own, but never runs a query that lacks its account or network", () => {
    const client = clientFor()
    const select = (balance: { formatted: string }) => balance.formatted
    const options = balanceQueryOptions(client, { address, caipNetworkId: testChain.caipNetworkId, query: { staleTime: 5, refetchInterval: 1_000, select } })
    expect(options).toMatchObject({ staleTime: 5, refetchInterval: 1_000, select, enabled: true })
    expect(balanceQueryOptions(client, { address, caipNetworkId: testChain.caipNetworkId }).staleTime).toBe(30_000)
    expect(balanceQueryOptions(client, { address, caipNetworkId: testChain.caipNetworkId, query: { enabled: false } }).enabled).toBe(false)
    expect(balanceQueryOptions(client, { caipNetworkId: testChain.caipNetworkId, query: { enabled: true } }).enabled).toBe(false)
    const enabled = () => true
    expect(identityQueryOptions(client, { address, query: { enabled } }).enabled).toBe(enabled)
    expect(identityQueryOptions(client, { query: { enabled } }).enabled).toBe(false)
    expect(waitForTransactionReceiptQueryOptions(client, { caipNetworkId: testChain.caipNetworkId }).enabled).toBe(false)
  })

  it('keys hold only strings, numbers and plain objects, so a QueryClient built with no options hashes them', async () => {
    const client = clientFor()
    const account = { address, caipNetworkId: testChain.caipNetworkId } as const
    const keys = [
      balanceQueryOptions(client, account).queryKey,
      balancesQueryOptions(client, account).queryKey,
      nftsQueryOptions(client, account).queryKey,
      transactionsInfiniteQueryOptions(client, account).queryKey,
      identityQueryOptions(client, { address }).queryKey,
      walletsInfiniteQueryOptions(client, { search: 'rain' }).queryKey,
      recommendedWalletsQueryOptions(client).queryKey,
      waitForTransactionReceiptQueryOptions(client, { hash, caipNetworkId: testChain.caipNetworkId, confirmations: 2 }).queryKey,
      sendReceiptQueryOptions(client, {}).queryKey,
      previewSendQueryOptions(client, { ...account, token: { symbol: 'ETH', decimals: 18, chainId: 'eip155:31337' }, amount: '1', receiverAddress: address })
        .queryKey,
    ]
    for (const key of keys) {
      expect(JSON.parse(JSON.stringify(key))).toEqual(key)
      expect(hashKey(key)).toBe(JSON.stringify(JSON.parse(hashKey(key))))
    }
    expect(new Set(keys.map(hashKey)).size).toBe(keys.length)
    // Same account in another case, same key: addresses are compared as the chain compares them.
    expect(hashKey(balanceQueryOptions(client, { ...account, address: address.toLowerCase() as `0x${string}` }).queryKey)).toBe(hashKey(keys[0]!))

    const queryClient = new QueryClient()
    const balanceKey = balanceQueryOptions(client, account).queryKey
    queryClient.setQueryData(balanceKey, { value: 1n, decimals: 18, symbol: 'ETH', formatted: '0.000000000000000001' })
    expect(queryClient.getQueryData(balanceKey)?.value).toBe(1n)
  })

  it('whatever goes wrong inside a factory arrives as a Berth error: a bug is wrapped in InternalError with its cause', async () => {
    const bug = new TypeError('undefined is not a function')
    const error = await berthErrors(() => Promise.reject(bug)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InternalError)
    expect(error).toMatchObject({ shortMessage: 'Internal SDK error', cause: bug })
    const own = new NetworkNotFoundError('eip155:1')
    await expect(berthErrors(() => Promise.reject(own))).rejects.toBe(own)
  })
})
