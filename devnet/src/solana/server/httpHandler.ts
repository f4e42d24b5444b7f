import type { IncomingMessage, ServerResponse } from 'node:http'
import { dispatchJsonRpc } from '../rpc/dispatchJsonRpc'
import { httpMethods } from '../rpc/httpMethods'
import type { SolanaRpcContext } from '../rpc/rpcContext'

/** agave's MAX_REQUEST_BODY_SIZE. */
export const MAX_REQUEST_BODY_BYTES = 50 * 1024

// Public chain data, read by apps on any origin (web3.js also sends a solana-client header).
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

/** The body as text, or undefined once it passes the limit (the rest is read and dropped, so the 413 reaches the client). */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_REQUEST_BODY_BYTES) chunks.push(chunk)
      else resolve(undefined)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function reply(response: ServerResponse, status: number, body: string, contentType = 'application/json'): void {
  response.writeHead(status, { ...cors, 'content-type': contentType, 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

/** The JSON-RPC endpoint: POST / (one request or a batch), GET /health ('ok', as agave), CORS preflight. */
export function createHttpHandler(context: SolanaRpcContext, log: (line: string) => void) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      response.end()
      return
    }
    if (request.method === 'GET' && path === '/health') return reply(response, 200, 'ok', 'text/plain')
    if (path !== '/') return reply(response, 404, 'Not Found', 'text/plain')
    if (request.method !== 'POST') return reply(response, 405, 'Method Not Allowed', 'text/plain')
    const body = await readBody(request)
    if (body === undefined) {
      response.setHeader('connection', 'close')
      return reply(response, 413, 'Payload Too Large', 'text/plain')
    }
    const answer = await dispatchJsonRpc(body, httpMethods, context, (error) =>
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    )
    if (answer === undefined) {
      response.writeHead(204, cors)
      response.end()
      return
    }
    reply(response, 200, answer)
  }
}
