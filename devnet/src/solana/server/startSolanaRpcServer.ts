import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData } from 'ws'
import { DEVNET_SOLANA_RPC_PORT, DEVNET_SOLANA_WS_PORT } from '../constants'
import { dispatchJsonRpc } from '../rpc/dispatchJsonRpc'
import type { SolanaRpcContext } from '../rpc/rpcContext'
import { PubSub, type PubSubSocket } from '../pubsub/pubSub'
import { pubsubMethods } from '../pubsub/pubsubMethods'
import { createHttpHandler } from './httpHandler'

export interface StartSolanaRpcServerOptions {
  context: SolanaRpcContext
  host: string
  /** Default 8899; 0 picks a free port. */
  port?: number
  /** Default 8900; 0 picks a free port. */
  wsPort?: number
  log: (line: string) => void
}

export interface RunningSolanaRpcServer {
  url: string
  wsUrl: string
  stop(): Promise<void>
}

function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(error.code === 'EADDRINUSE' ? `Port ${host}:${port} (${what}) is already in use` : `Cannot listen on ${host}:${port}: ${error.message}`),
      ),
    )
    server.listen({ port, host, exclusive: true }, () => resolve((server.address() as AddressInfo).port))
  })
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })

const text = (data: RawData): string => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8')

/** Solana's JSON-RPC over HTTP and its PubSub over a WebSocket on a second port, as a validator serves them. */
export async function startSolanaRpcServer(options: StartSolanaRpcServerOptions): Promise<RunningSolanaRpcServer> {
  const { context, host, log } = options
  const http = createServer(createHttpHandler(context, log))
  const wsHttp = createServer((_, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' })
    response.end('Upgrade Required: this is the PubSub WebSocket')
  })
  const pubsub = new PubSub(context.cluster)
  const wss = new WebSocketServer({ server: wsHttp, maxPayload: 1024 * 1024 })
  wss.on('connection', (ws) => {
    const socket: PubSubSocket = { send: (message) => ws.readyState === ws.OPEN && ws.send(message) }
    ws.on('message', (data) => {
      void dispatchJsonRpc(text(data), pubsubMethods, { pubsub, socket }, (error) => log(`pubsub internal error: ${String(error)}`)).then((answer) => {
        if (answer !== undefined) socket.send(answer)
      })
    })
    ws.on('close', () => pubsub.dropSocket(socket))
    ws.on('error', () => pubsub.dropSocket(socket))
  })
  let port: number
  let wsPort: number
  try {
    port = await listen(http, options.port ?? DEVNET_SOLANA_RPC_PORT, host, 'Solana JSON-RPC')
    wsPort = await listen(wsHttp, options.wsPort ?? DEVNET_SOLANA_WS_PORT, host, 'Solana PubSub')
  } catch (error) {
    pubsub.close()
    await Promise.all([closeServer(http), closeServer(wsHttp)])
    throw error
  }
  let stopping: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    stop: () =>
      (stopping ??= (async () => {
        pubsub.close()
        for (const client of wss.clients) client.terminate()
        wss.close()
        await Promise.all([closeServer(http), closeServer(wsHttp)])
      })()),
  }
}
