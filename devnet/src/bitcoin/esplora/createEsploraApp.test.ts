import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_SERVICE } from '../constants'
import { seedRegtest, SEED_TRANSFERS } from '../genesis/seedRegtest'
import { regtestNetwork } from '../keys/bitcoinNetwork'
import { deriveDevnetBitcoinKey, DEVNET_BITCOIN_FAUCET_PATH, devnetBitcoinPaymentKeys } from '../keys/devnetBitcoinKeys'
import { RegtestNode } from '../node/regtestNode'
import { createEsploraApp } from './createEsploraApp'
import { EsploraReader } from './esploraReader'
import { DEVNET_FEE_ESTIMATES } from './feeEstimates'

// Esplora's shapes (its API.md), strict: no field more or less than Esplora answers.
const status = z.union([
  z.strictObject({ confirmed: z.literal(true), block_height: z.number().int(), block_hash: z.string().regex(/^[0-9a-f]{64}$/), block_time: z.number().int() }),
  z.strictObject({ confirmed: z.literal(false) }),
])
const vout = z.strictObject({
  scriptpubkey: z.string().regex(/^[0-9a-f]*$/),
  scriptpubkey_asm: z.string(),
  scriptpubkey_type: z.string(),
  scriptpubkey_address: z.string().optional(),
  value: z.number().int(),
})
const tx = z.strictObject({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  version: z.number().int(),
  locktime: z.number().int(),
  vin: z.array(
    z.strictObject({
      txid: z.string(),
      vout: z.number().int(),
      prevout: vout.nullable(),
      scriptsig: z.string(),
      scriptsig_asm: z.string(),
      witness: z.array(z.string()).optional(),
      is_coinbase: z.boolean(),
      sequence: z.number().int(),
    }),
  ),
  vout: z.array(vout),
  size: z.number().int(),
  weight: z.number().int(),
  fee: z.number().int(),
  status,
})
const stats = z.strictObject({
  funded_txo_count: z.number().int(),
  funded_txo_sum: z.number().int(),
  spent_txo_count: z.number().int(),
  spent_txo_sum: z.number().int(),
  tx_count: z.number().int(),
})
const addressInfo = z.strictObject({ address: z.string(), chain_stats: stats, mempool_stats: stats })
const utxo = z.strictObject({ txid: z.string(), vout: z.number().int(), status, value: z.number().int() })

let node: RegtestNode
let app: Hono
const accounts = devnetBitcoinPaymentKeys()
const faucet = deriveDevnetBitcoinKey(DEVNET_BITCOIN_FAUCET_PATH)

beforeAll(async () => {
  // The real node, in this process, served through app.request: no port.
  node = await RegtestNode.open()
  await seedRegtest(node, faucet, accounts)
  app = createEsploraApp({ node, reader: new EsploraReader(node, regtestNetwork), minerScript: faucet.outputScript })
}, 30_000)
afterAll(() => node?.close())

const get = (path: string) => app.request(path)
const account = (index: number) => accounts[index]?.address ?? ''

describe('the Esplora facade: shapes', () => {
  it('GET /address/:a answers chain and mempool stats', async () => {
    const response = await get(`/address/${account(0)}`)
    expect(response.status).toBe(200)
    const info = addressInfo.parse(await response.json())
    expect(info.address).toBe(account(0))
    // Funded at genesis, then 0 -> 1 and 2 -> 0 in the seeded history.
    expect(info.chain_stats.tx_count).toBe(3)
    expect(info.mempool_stats).toEqual({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })
  })

  it('GET /address/:a/utxo and /txs answer Esplora utxos and transactions, newest first', async () => {
    const utxos = z.array(utxo).parse(await (await get(`/address/${account(1)}/utxo`)).json())
    expect(utxos.length).toBeGreaterThan(0)
    expect(utxos.every((u) => u.status.confirmed)).toBe(true)
    const txs = z.array(tx).parse(await (await get(`/address/${account(1)}/txs`)).json())
    expect(txs).toHaveLength(3)
    const heights = txs.map((t) => (t.status.confirmed ? t.status.block_height : 0))
    expect(heights).toEqual([...heights].sort((a, b) => b - a))
    expect(SEED_TRANSFERS.some((transfer) => transfer.to === 1)).toBe(true)
  })

  it('GET /tx/:id, /tx/:id/hex and /tx/:id/status describe a seeded payment, fee included', async () => {
    const [latest] = z.array(tx).parse(await (await get(`/address/${account(2)}/txs`)).json())
    if (!latest) throw new Error('no history')
    const full = tx.parse(await (await get(`/tx/${latest.txid}`)).json())
    expect(full).toEqual(latest)
    expect(full.fee).toBeGreaterThan(0)
    expect(full.vin[0]?.prevout?.scriptpubkey_type).toBe('v0_p2wpkh')
    expect(full.vin[0]?.witness).toHaveLength(2)
    expect(await (await get(`/tx/${latest.txid.toUpperCase()}/hex`)).text()).toMatch(/^02000000/)
    expect(status.parse(await (await get(`/tx/${latest.txid}/status`)).json())).toEqual(full.status)
  })

  it('describes a coinbase as Esplora does', async () => {
    const hash = await (await get('/block-height/1')).text()
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const faucetUtxos = z.array(utxo).parse(await (await get(`/address/${faucet.address}/utxo`)).json())
    const faucetTxs = await Promise.all(faucetUtxos.map(async (u) => tx.parse(await (await get(`/tx/${u.txid}`)).json())))
    const coinbase = faucetTxs.find((t) => t.vin[0]?.is_coinbase)
    if (!coinbase) throw new Error('the faucet holds no coinbase')
    expect(coinbase.vin[0]).toMatchObject({ txid: '0'.repeat(64), vout: 0xffffffff, prevout: null })
    expect(coinbase.fee).toBe(0)
  })

  it('GET /fee-estimates answers the fixed table, /blocks/tip/* the tip, /devnet/health who it is', async () => {
    const fees = z.record(z.string(), z.number()).parse(await (await get('/fee-estimates')).json())
    expect(fees).toEqual(DEVNET_FEE_ESTIMATES)
    expect(Object.keys(fees)).toEqual(expect.arrayContaining(['1', '6', '25', '144', '504', '1008']))
    expect(Object.values(fees).every((rate) => rate >= 1)).toBe(true)
    expect(await (await get('/blocks/tip/height')).text()).toBe(String(node.tip().height))
    expect(await (await get('/blocks/tip/hash')).text()).toBe(node.tip().hash)
    expect(await (await get('/devnet/health')).json()).toMatchObject({ ok: true, service: DEVNET_BITCOIN_SERVICE, chainId: DEVNET_BITCOIN_CHAIN_ID })
  })

  it('answers CORS for apps on other origins', async () => {
    const response = await app.request('/blocks/tip/height', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('the Esplora facade: validation', () => {
  it('answers 400 for a malformed txid and 404 for an unknown one', async () => {
    for (const path of ['/tx/xyz', '/tx/abc/hex', `/tx/${'g'.repeat(64)}/status`]) {
      const response = await get(path)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe('Invalid txid: a txid is 64 hex characters')
    }
    for (const path of [`/tx/${'ab'.repeat(32)}`, `/tx/${'ab'.repeat(32)}/hex`, `/tx/${'ab'.repeat(32)}/status`]) {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Transaction not found')
    }
  })

  it('answers 400 for a malformed address and for another network', async () => {
    const malformed = await get('/address/notanaddress')
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toBe('Invalid Bitcoin address: notanaddress is not a valid Bitcoin address')
    const mainnet = await get('/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/utxo')
    expect(mainnet.status).toBe(400)
    expect(await mainnet.text()).toContain('is a Bitcoin mainnet address; this node is regtest')
  })

  it('POST /tx answers 400 for an empty body, non-hex and an undecodable transaction', async () => {
    const post = (body: string) => app.request('/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body })
    const empty = await post('')
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('the body is empty')
    const notHex = await post('not hex')
    expect(notHex.status).toBe(400)
    expect(await notHex.text()).toContain('not hex')
    const garbage = await post('deadbeef')
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toBe('sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}')
  })

  it('POST /devnet/mine validates its body and mines to a given regtest address', async () => {
    const post = (body: string) => app.request('/devnet/mine', { method: 'POST', body })
    expect((await post('{')).status).toBe(400)
    expect((await post('{"blocks":0}')).status).toBe(400)
    expect((await post('{"blocks":1,"extra":true}')).status).toBe(400)
    const wrongNetwork = await post('{"address":"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"}')
    expect(wrongNetwork.status).toBe(400)
    expect(await wrongNetwork.json()).toEqual({ error: expect.stringContaining('mainnet') })
    const before = node.tip().height
    const mined = await post(JSON.stringify({ blocks: 2, address: account(9) }))
    expect(mined.status).toBe(200)
    expect(await mined.json()).toMatchObject({ height: before + 2 })
    const coinbases = z.array(utxo).parse(await (await get(`/address/${account(9)}/utxo`)).json())
    expect(coinbases.filter((u) => u.status.confirmed && u.status.block_height > before)).toHaveLength(2)
  })

  it('answers 404 for a route Esplora has but this devnet does not serve', async () => {
    const response = await get('/mempool/recent')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found: GET /mempool/recent')
  })
})
