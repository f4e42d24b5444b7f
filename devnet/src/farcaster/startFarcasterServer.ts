import { createAdaptorServer } from '@hono/node-server'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_FARCASTER_PORT } from './constants'
import { createFarcasterApp, type CreateFarcasterAppOptions } from './createFarcasterApp'

export interface StartFarcasterServerOptions extends Omit<CreateFarcasterAppOptions, 'publicUrl'> {
  /** Default 8793; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

export interface RunningFarcasterServer {
  /** 'http://127.0.0.1:8793': the relay URL for @farcaster/auth-client, and the approval page's origin. */
  url: string
  stop(): Promise<void>
}

/** Starts the devnet's Farcaster sign-in relay and its approval page on http://127.0.0.1:8793 (DESIGN.md). */
export async function startFarcasterServer(options: StartFarcasterServerOptions = {}): Promise<RunningFarcasterServer> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? DEVNET_FARCASTER_PORT
  let url = ''
  const app = createFarcasterApp({ ...options, publicUrl: () => url })
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${host}:${port} is already in use (another Devnet Farcaster relay?)`
            : `Cannot listen on ${host}:${port}: ${error.message}`,
        ),
      )
    server.once('error', onError)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError)
      resolve(server.address() as AddressInfo)
    })
  })
  url = `http://${host}:${address.port}`
  let stopping: Promise<void> | undefined
  return {
    url,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}
