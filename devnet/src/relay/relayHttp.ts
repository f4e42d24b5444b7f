import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEVNET_RELAY_SERVICE } from './constants'
import type { RelayEventType, RelayLog } from './relayLog'

export interface RelayHttpDeps {
  events: RelayLog
  stats: () => { connections: number; topics: number; messages: number; methods: Record<string, number> }
}

/**
 * Plain HTTP on the relay's port (WebSocket upgrades never reach this):
 * - GET /devnet/relay/health -> { ok, service, connections, topics, messages, methods (requests per method) }
 * - GET /devnet/relay/log[?since=<seq>][&type=publish,deliver] -> { events }
 */
export function createRelayHttpHandler(deps: RelayHttpDeps): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, { error: 'method not allowed' })
    if (url.pathname === '/devnet/relay/health') {
      return send(response, 200, { ok: true, service: DEVNET_RELAY_SERVICE, ...deps.stats() })
    }
    if (url.pathname === '/devnet/relay/log') {
      const since = Number(url.searchParams.get('since') ?? '0')
      const types = url.searchParams.get('type')?.split(',').filter(Boolean) as RelayEventType[] | undefined
      return send(response, 200, { events: deps.events.entries({ since: Number.isFinite(since) ? since : 0, ...(types?.length ? { types } : {}) }) })
    }
    send(response, 404, { error: 'not found', hint: 'WebSocket clients connect to / ; see /devnet/relay/health and /devnet/relay/log' })
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    // Browser tests (another loopback origin) read the log too.
    'access-control-allow-origin': '*',
  })
  response.end(JSON.stringify(body))
}
