// Serves each build from its own loopback origin, as a production host does: HTTP/2 over TLS (a
// self-signed certificate), hashed assets cacheable for a year, index.html revalidated, text
// gzipped. On the throttled phone profile that matters: over HTTP/1.1 a browser opens six
// connections to a host, and a page whose modal is 20 small chunks waits four round trips for them.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { benchCertificate } from './tlsCertificate.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

const COMPRESSED = /^(text\/|application\/json|image\/svg)/
const gzipCache = new Map<string, Buffer>()
const gzipped = (file: string) => {
  const body = gzipCache.get(file) ?? gzipSync(readFileSync(file), { level: 9 })
  gzipCache.set(file, body)
  return body
}

export interface ServedPage {
  url: string
  close(): Promise<void>
}

export async function servePage(dir: string): Promise<ServedPage> {
  const server: Http2SecureServer = createSecureServer(
    { ...benchCertificate(), allowHTTP1: true },
    (request: Http2ServerRequest, response: Http2ServerResponse) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
      let file = normalize(join(dir, path))
      if (!file.startsWith(dir)) {
        response.writeHead(403).end()
        return
      }
      if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
      const immutable = path.startsWith('/assets/')
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      const gzip = !process.env.BENCH_NO_GZIP && COMPRESSED.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
      const body = gzip ? gzipped(file) : readFileSync(file)
      response.writeHead(200, {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'content-length': body.length,
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      })
      response.end(body)
    },
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `https://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
