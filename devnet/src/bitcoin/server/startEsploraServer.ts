import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RunningEsploraServer {
  url: string
  stop(): Promise<void>
}

/** Serves the Esplora app on host:port (0 picks a free port). */
export async function startEsploraServer(app: Hono, host: string, port: number): Promise<RunningEsploraServer> {
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE' ? `Port ${host}:${port} (Bitcoin Esplora API) is already in use` : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    })
  })
  let stopping: Promise<void> | undefined
  return {
    url: `http://${host}:${address.port}`,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
