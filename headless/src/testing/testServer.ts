import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Test-only: a real HTTP server on an ephemeral 127.0.0.1 port, answering with a handler per request. */
export type RecordedRequest = { method: string; path: string; query: URLSearchParams; body: string }
/** `drop`: the connection is closed with no answer, as when the network drops. */
export type Reply = { status?: number; body?: unknown; raw?: string; delayMs?: number; drop?: boolean }
export type Handler = (request: RecordedRequest, index: number) => Reply | Promise<Reply>

export async function startTestServer(handler: Handler) {
  const requests: RecordedRequest[] = []
  let current = handler
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body: Buffer.concat(chunks).toString('utf8') }
      requests.push(recorded)
      try {
        const reply = await current(recorded, requests.length - 1)
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
        if (res.destroyed) return
        if (reply.drop) {
          res.socket?.destroy()
          return
        }
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
        res.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)))
      } catch {
        res.writeHead(500)
        res.end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next: Handler) {
      current = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** A valid /getWallets entry. */
export function listingEntry(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `wallet-${index}`,
    name: `Wallet ${index}`,
    image_id: `image-${index}`,
    homepage: `https://wallet-${index}.example`,
    mobile_link: `wallet${index}://`,
    desktop_link: null,
    webapp_link: `https://app.wallet-${index}.example`,
    app_store: null,
    play_store: null,
    rdns: `example.wallet${index}`,
    chains: ['eip155:31337'],
    ...overrides,
  }
}
