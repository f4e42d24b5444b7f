import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_SERVICE } from '../constants'
import type { RegtestNode } from '../node/regtestNode'
import { TxRejectedError } from '../node/txRejectedError'
import type { EsploraReader } from './esploraReader'
import { DEVNET_FEE_ESTIMATES } from './feeEstimates'
import { parseRegtestAddress } from './parseRegtestAddress'
import { heightSchema, mineBodySchema, rawTxSchema, txidSchema } from './schemas'

export interface EsploraAppContext {
  node: RegtestNode
  reader: EsploraReader
  /** Where POST /devnet/mine pays coinbases without an address of its own (the devnet faucet). */
  minerScript: Uint8Array
}

/** A standard transaction is at most 400,000 weight units: 400 kB raw at most, 800 kB in hex. */
const MAX_TX_BODY = 1024 * 1024

const firstIssue = (error: { issues: { message: string }[] }): string => error.issues[0]?.message ?? 'invalid'

/**
 * The Esplora HTTP API (Blockstream's esplora API.md, the subset Bitcoin apps read) over the regtest
 * node, plus the devnet's control routes under /devnet/. Errors answer text/plain, as Esplora does.
 */
export function createEsploraApp(context: EsploraAppContext): Hono {
  const { node, reader } = context
  const app = new Hono()
  // Apps read Esplora from their own origin, as they do public Esplora servers.
  app.use('*', cors({ origin: '*' }))

  const address = (c: Context) => {
    const parsed = parseRegtestAddress(c.req.param('address') ?? '')
    return parsed.ok ? parsed : c.text(`Invalid Bitcoin address: ${parsed.reason}`, 400)
  }
  const txid = (c: Context) => {
    const parsed = txidSchema.safeParse(c.req.param('txid'))
    return parsed.success ? parsed.data : c.text(`Invalid txid: ${firstIssue(parsed.error)}`, 400)
  }
  const notFound = (c: Context) => c.text('Transaction not found', 404)

  app.get('/blocks/tip/height', (c) => c.text(String(node.tip().height)))
  app.get('/blocks/tip/hash', (c) => c.text(node.tip().hash))
  app.get('/block-height/:height', async (c) => {
    const height = heightSchema.safeParse(c.req.param('height'))
    if (!height.success) return c.text('Invalid block height', 400)
    const hash = await node.blockHashAt(height.data)
    return hash ? c.text(hash) : c.text('Block not found', 404)
  })

  app.get('/tx/:txid', async (c) => {
    const id = txid(c)
    if (typeof id !== 'string') return id
    const tx = await reader.tx(id)
    return tx ? c.json(tx) : notFound(c)
  })
  app.get('/tx/:txid/hex', async (c) => {
    const id = txid(c)
    if (typeof id !== 'string') return id
    const hex = await reader.txHex(id)
    return hex ? c.text(hex) : notFound(c)
  })
  app.get('/tx/:txid/status', async (c) => {
    const id = txid(c)
    if (typeof id !== 'string') return id
    const status = await reader.txStatus(id)
    return status ? c.json(status) : notFound(c)
  })
  app.post('/tx', bodyLimit({ maxSize: MAX_TX_BODY, onError: (c) => c.text('The transaction is too large', 400) }), async (c) => {
    const raw = rawTxSchema.safeParse(await c.req.text())
    if (!raw.success) return c.text(firstIssue(raw.error), 400)
    try {
      return c.text(await node.submit(raw.data))
    } catch (error) {
      if (!(error instanceof TxRejectedError)) throw error
      // Esplora passes bitcoind's sendrawtransaction error through in this form.
      return c.text(`sendrawtransaction RPC error: ${JSON.stringify({ code: error.rpcCode, message: error.reason })}`, 400)
    }
  })

  app.get('/address/:address', async (c) => {
    const parsed = address(c)
    if (parsed instanceof Response) return parsed
    return c.json(await reader.address(parsed.address, parsed.outputScript))
  })
  app.get('/address/:address/utxo', async (c) => {
    const parsed = address(c)
    if (parsed instanceof Response) return parsed
    return c.json(await reader.utxo(parsed.outputScript))
  })
  app.get('/address/:address/txs', async (c) => {
    const parsed = address(c)
    if (parsed instanceof Response) return parsed
    return c.json(await reader.addressTxs(parsed.outputScript))
  })

  app.get('/fee-estimates', (c) => c.json(DEVNET_FEE_ESTIMATES))

  app.get('/devnet/health', (c) =>
    c.json({ ok: true, service: DEVNET_BITCOIN_SERVICE, chainId: DEVNET_BITCOIN_CHAIN_ID, height: node.tip().height, mempool: node.mempoolSize() }),
  )
  app.post('/devnet/mine', async (c) => {
    const text = await c.req.text()
    let json: unknown = {}
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text)
      } catch {
        return c.json({ error: 'The body is not JSON: send {"blocks": 1, "address": "bcrt1…"} or nothing' }, 400)
      }
    }
    const body = mineBodySchema.safeParse(json)
    if (!body.success) return c.json({ error: `Invalid body: ${firstIssue(body.error)}` }, 400)
    let script = context.minerScript
    if (body.data.address !== undefined) {
      const parsed = parseRegtestAddress(body.data.address)
      if (!parsed.ok) return c.json({ error: `Invalid address: ${parsed.reason}` }, 400)
      script = parsed.outputScript
    }
    const blocks = await node.mine(body.data.blocks ?? 1, script)
    return c.json({ height: node.tip().height, blocks: blocks.map((block) => block.hash) })
  })

  app.notFound((c) => c.text(`Not found: ${c.req.method} ${c.req.path}`, 404))
  app.onError((error, c) => c.text(`Internal error: ${error.message}`, 500))
  return app
}
