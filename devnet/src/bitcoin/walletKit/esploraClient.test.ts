import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { esploraClient } from './esploraClient'

// A real HTTP server on loopback answering what a broken or foreign Esplora API could: the client
// must refuse each answer by its shape, with a message that names the call.
const answers: Record<string, { status: number; body: string }> = {
  'GET /address/bcrt1qshape/utxo': { status: 200, body: JSON.stringify([{ txid: 'ab', vout: 0, value: 1000, status: { confirmed: true } }]) },
  'GET /address/bcrt1qok/utxo': { status: 200, body: JSON.stringify([{ txid: 'a'.repeat(64), vout: 1, value: 5000, status: { confirmed: false } }]) },
  'GET /address/bcrt1qhtml/utxo': { status: 200, body: '<html>not an API</html>' },
  'GET /fee-estimates': { status: 200, body: JSON.stringify({ '1': 'fast' }) },
  'POST /tx': { status: 400, body: 'sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-missingorspent"}' },
}
let server: Server
let url: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[`${request.method} ${request.url}`] ?? { status: 404, body: 'not found' }
    response.writeHead(answer.status, { 'content-type': 'text/plain' })
    response.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('esploraClient', () => {
  it('reads coins of the right shape', async () => {
    expect(await esploraClient(url, fetch).utxos('bcrt1qok')).toEqual([{ txid: 'a'.repeat(64), vout: 1, value: 5000, status: { confirmed: false } }])
  })

  it('refuses answers of the wrong shape, naming the call', async () => {
    const client = esploraClient(url, fetch)
    await expect(client.utxos('bcrt1qshape')).rejects.toThrow(/^GET \/address\/bcrt1qshape\/utxo answered an unexpected shape/)
    await expect(client.utxos('bcrt1qhtml')).rejects.toThrow('GET /address/bcrt1qhtml/utxo did not answer JSON')
    await expect(client.feeEstimates()).rejects.toThrow(/^GET \/fee-estimates answered an unexpected shape/)
    await expect(client.utxos('bcrt1qmissing')).rejects.toThrow('GET /address/bcrt1qmissing/utxo failed (404): not found')
  })

  it("passes the node's reason for a refused transaction on, and says when the API is down", async () => {
    await expect(esploraClient(url, fetch).broadcast('00')).rejects.toThrow(
      'POST /tx failed (400): sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-missingorspent"}',
    )
    await expect(esploraClient('http://127.0.0.1:9', fetch).feeEstimates()).rejects.toThrow(/^Esplora API at http:\/\/127\.0\.0\.1:9 unreachable/)
  })
})
