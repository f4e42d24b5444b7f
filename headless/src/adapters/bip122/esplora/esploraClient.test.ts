import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError } from '../../../errors/http.js'
import { RequestTimeoutError } from '../../../errors/provider.js'
import { defineBip122Network } from '../../../networks/defineBip122Network.js'
import { EsploraResponseError, TransactionRefusedByNodeError } from '../errors.js'
import { esploraClient } from './esploraClient.js'
import { balanceOfStats, getBitcoinBalance } from './getBitcoinBalance.js'

// A local HTTP server that answers what the test puts in `routes` (a fake Esplora API: the shapes a
// real one would never send, a refusal, a hang), so each failure path is reached over real HTTP.
const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const stats = (funded: number, spent: number) => ({ funded_txo_count: 1, funded_txo_sum: funded, spent_txo_count: 1, spent_txo_sum: spent, tx_count: 2 })
let routes: Record<string, { status?: number; body: unknown; delayMs?: number }> = {}
let server: Server
let url = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[`${request.method} ${request.url}`]
    if (!route) {
      response.writeHead(404).end('not found')
      return
    }
    setTimeout(() => {
      response.writeHead(route.status ?? 200, { 'content-type': typeof route.body === 'string' ? 'text/plain' : 'application/json' })
      response.end(typeof route.body === 'string' ? route.body : JSON.stringify(route.body))
    }, route.delayMs ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const regtestAt = (endpoint: string) =>
  defineBip122Network({ id: '0f9188f13cb7b2c71f2a335e3a4fc328', name: 'Test Regtest', addressParams: 'regtest', rpcUrls: { default: { http: [endpoint] } } })

const errorOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('esploraClient', () => {
  it('reads UTXOs, an address, the fee table and a status, and broadcasts', async () => {
    const utxo = { txid: 'ab'.repeat(32), vout: 1, value: 5000, status: { confirmed: true, block_height: 101, block_hash: 'cd'.repeat(32), block_time: 1 } }
    routes = {
      [`GET /address/${ADDRESS}/utxo`]: { body: [utxo] },
      [`GET /address/${ADDRESS}`]: { body: { address: ADDRESS, chain_stats: stats(10_000, 4_000), mempool_stats: stats(500, 0) } },
      'GET /fee-estimates': { body: { '1': 20, '6': 4 } },
      [`GET /tx/${'ab'.repeat(32)}/status`]: { body: { confirmed: false } },
      'POST /tx': { body: 'AB'.repeat(32) },
    }
    const client = esploraClient(regtestAt(`${url}/`))
    expect(await client.utxos(ADDRESS)).toEqual([utxo])
    expect(balanceOfStats(await client.address(ADDRESS))).toBe(6_500n)
    expect(await client.feeEstimates()).toEqual({ '1': 20, '6': 4 })
    expect(await client.txStatus('ab'.repeat(32))).toEqual({ confirmed: false })
    expect(await client.broadcast('00')).toBe('ab'.repeat(32))
    expect(await getBitcoinBalance(regtestAt(url), ADDRESS)).toEqual({ value: 6_500n, decimals: 8, symbol: 'BTC' })
  })

  it('names the endpoint and the wrong field of an answer of the wrong shape', async () => {
    routes = {
      [`GET /address/${ADDRESS}/utxo`]: { body: [{ txid: 'ab'.repeat(32), vout: 0, value: '5000', status: { confirmed: true } }] },
      [`GET /address/${ADDRESS}`]: { body: { address: ADDRESS, chain_stats: stats(-1, 0), mempool_stats: stats(0, 0) } },
      'GET /fee-estimates': { body: { '6': 'fast' } },
      [`GET /tx/${'ab'.repeat(32)}/status`]: { body: 'not json' },
      'POST /tx': { body: 'accepted' },
    }
    const client = esploraClient(regtestAt(url))
    const utxos = await errorOf(client.utxos(ADDRESS))
    expect(utxos).toBeInstanceOf(EsploraResponseError)
    expect((utxos as EsploraResponseError).shortMessage).toBe('Invalid Esplora response')
    expect((utxos as EsploraResponseError).details).toMatch(/^GET \/address\/:address\/utxo: \[0\]\.value is wrong/)
    expect(((await errorOf(client.address(ADDRESS))) as EsploraResponseError).details).toMatch(/^GET \/address\/:address: chain_stats\.funded_txo_sum is wrong/)
    expect(((await errorOf(client.feeEstimates())) as EsploraResponseError).details).toMatch(/^GET \/fee-estimates: 6 is wrong/)
    expect(((await errorOf(client.txStatus('ab'.repeat(32)))) as EsploraResponseError).details).toBe('GET /tx/:txid/status: the answer is not JSON')
    expect(((await errorOf(client.broadcast('00'))) as EsploraResponseError).details).toBe('POST /tx: the answer is not a transaction id')
  })

  it('refuses an address answer about another address, and stats that spend more than they fund', async () => {
    routes = { [`GET /address/${ADDRESS}`]: { body: { address: 'bcrt1qother', chain_stats: stats(0, 0), mempool_stats: stats(0, 0) } } }
    expect(((await errorOf(esploraClient(regtestAt(url)).address(ADDRESS))) as EsploraResponseError).details).toMatch(/not the address asked for/)
    routes = { [`GET /address/${ADDRESS}`]: { body: { address: ADDRESS, chain_stats: stats(100, 200), mempool_stats: stats(0, 0) } } }
    expect(((await errorOf(getBitcoinBalance(regtestAt(url), ADDRESS))) as EsploraResponseError).details).toMatch(/more spent than funded/)
  })

  it('gives the node’s own reason when it refuses a transaction', async () => {
    routes = { 'POST /tx': { status: 400, body: 'sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-missingorspent"}' } }
    const error = await errorOf(esploraClient(regtestAt(url)).broadcast('00'))
    expect(error).toBeInstanceOf(TransactionRefusedByNodeError)
    expect((error as TransactionRefusedByNodeError).nodeMessage).toMatch(/bad-txns-inputs-missingorspent/)
    expect((error as TransactionRefusedByNodeError).shortMessage).toBe('Transaction refused by the node')
  })

  it('says a server error with its status, a node that is down, and a node that does not answer in time', async () => {
    routes = { 'GET /fee-estimates': { status: 503, body: 'overloaded' }, [`GET /address/${ADDRESS}/utxo`]: { body: [], delayMs: 500 } }
    const status = await errorOf(esploraClient(regtestAt(url)).feeEstimates())
    expect(status).toBeInstanceOf(HttpRequestError)
    expect((status as HttpRequestError).status).toBe(503)
    const down = await errorOf(esploraClient(regtestAt('http://127.0.0.1:1')).feeEstimates())
    expect(down).toBeInstanceOf(HttpRequestError)
    expect((down as HttpRequestError).details).toBe('no response from http://127.0.0.1:1/fee-estimates: the Esplora API of Test Regtest is down or unreachable')
    const slow = await errorOf(esploraClient(regtestAt(url), 100).utxos(ADDRESS))
    expect(slow).toBeInstanceOf(RequestTimeoutError)
  })

  it('refuses a balance read for an address of another network before asking', async () => {
    routes = {}
    await expect(getBitcoinBalance(regtestAt(url), 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).rejects.toThrow(
      'Address "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" is invalid',
    )
  })
})
