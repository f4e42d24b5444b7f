import { startTestServer, type Reply } from './testServer.js'
import type { Network } from '../networks/types.js'

export type NodeAnswer = { result: unknown } | { error: { code: number; message: string } } | { status: number }
/** `index`: how many earlier calls of the same method this node answered. */
export type NodeScript = (method: string, params: unknown[], index: number) => NodeAnswer

/**
 * A JSON-RPC node on loopback that answers from a script, for the answers anvil never gives (a
 * legacy chain, a node without a method, garbage, outages). Good paths run against anvil.
 */
export async function startScriptedNode(script: NodeScript) {
  const calls: { method: string; params: unknown[] }[] = []
  const methods: string[] = []
  const server = await startTestServer((request): Reply => {
    const { id, method, params } = JSON.parse(request.body) as { id: number; method: string; params: unknown[] }
    const index = calls.filter((call) => call.method === method).length
    calls.push({ method, params })
    methods.push(method)
    const answer = script(method, params, index)
    if ('status' in answer) return { status: answer.status }
    return { body: { jsonrpc: '2.0', id, ...answer } }
  })
  const network: Network = {
    id: 31339,
    caipNetworkId: 'eip155:31339',
    chainNamespace: 'eip155',
    name: 'Scripted Node',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [server.url] } },
  }
  return { network, calls, methods, close: server.close }
}
