import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { testChain } from '../testing/testNetworks.js'
import { getEip155Balance } from './eip155/getBalance.js'
import { jsonRpc } from './jsonRpc.js'

// A real HTTP server on loopback that answers as a broken node would; anvil covers the good path
// in tests/integration.
type Reply = (request: IncomingMessage, response: ServerResponse, body: { id: number; method: string }) => void
const servers: ReturnType<typeof createServer>[] = []

async function node(replies: Reply[]): Promise<{ url: string; hits: () => number }> {
  let hits = 0
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const reply = replies[Math.min(hits, replies.length - 1)]!
      hits += 1
      reply(request, response, JSON.parse(raw))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits }
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const status =
  (code: number): Reply =>
  (_, response) =>
    response.writeHead(code).end()
const result =
  (value: unknown): Reply =>
  (_, response, body) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: value }))

describe('jsonRpc', () => {
  it('retries the documented statuses, with a doubling delay, then answers', async () => {
    const { url, hits } = await node([status(503), status(429), result('0x1')])
    await expect(jsonRpc(url, 'eth_chainId', [], { retryDelayMs: 1 })).resolves.toBe('0x1')
    expect(hits()).toBe(3)
  })

  it('gives up after 3 retries', async () => {
    const { url, hits } = await node([status(502)])
    await expect(jsonRpc(url, 'eth_chainId', [], { retryDelayMs: 1 })).rejects.toMatchObject({ shortMessage: 'HTTP request failed', status: 502 })
    expect(hits()).toBe(4)
  })

  it('does not retry other statuses', async () => {
    const { url, hits } = await node([status(400)])
    await expect(jsonRpc(url, 'eth_chainId', [], { retryDelayMs: 1 })).rejects.toMatchObject({ status: 400 })
    expect(hits()).toBe(1)
  })

  it('reports a JSON-RPC error with its code', async () => {
    const { url } = await node([
      (_, response, body) => response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'nope' } })),
    ])
    await expect(jsonRpc(url, 'eth_foo', [])).rejects.toMatchObject({ shortMessage: 'RPC request failed', code: -32601 })
  })

  it('rejects an answer that is not JSON-RPC', async () => {
    const { url } = await node([(_, response) => response.writeHead(200).end('<html>hello</html>')])
    await expect(jsonRpc(url, 'eth_chainId', [])).rejects.toMatchObject({ shortMessage: 'RPC request failed' })
  })

  it('times out', async () => {
    const { url } = await node([() => {}])
    await expect(jsonRpc(url, 'eth_chainId', [], { timeoutMs: 50 })).rejects.toMatchObject({ shortMessage: 'Request timed out' })
  })

  it('reports an unreachable node', async () => {
    await expect(jsonRpc('http://127.0.0.1:9', 'eth_chainId', [])).rejects.toMatchObject({ shortMessage: 'HTTP request failed' })
  })
})

describe('getEip155Balance', () => {
  it('reads a hex quantity as a bigint with the network currency', async () => {
    const { url } = await node([result('0x21e19e0c9bab2400000')])
    const network = { ...testChain, rpcUrls: { default: { http: [url] } } }
    await expect(getEip155Balance(network, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).resolves.toEqual({
      value: 10_000n * 10n ** 18n,
      decimals: 18,
      symbol: 'ETH',
    })
  })

  it('refuses a balance that is not a quantity', async () => {
    const { url } = await node([result('lots')])
    const network = { ...testChain, rpcUrls: { default: { http: [url] } } }
    await expect(getEip155Balance(network, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).rejects.toMatchObject({ shortMessage: 'RPC request failed' })
  })
})
