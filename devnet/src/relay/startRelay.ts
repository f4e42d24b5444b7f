import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type RawData } from 'ws'
import { DEVNET_RELAY_PORT, RELAY_LOG_CAPACITY, RELAY_PING_INTERVAL_MS } from './constants'
import { clientIdFromRequestUrl } from './identity'
import { Mailbox } from './mailbox'
import { RelayCore } from './relayCore'
import { createRelayHttpHandler } from './relayHttp'
import { RelayLog, type RelayEvent, type RelayEventType } from './relayLog'
import { Subscriptions } from './subscriptions'

export interface StartRelayOptions {
  /** Default 8555; 0 picks a free port (tests). */
  port?: number
  host?: string
  /** Human-readable lines: start, unknown methods, invalid frames. */
  log?: (line: string) => void
  /** Server ping period (default 12 s). A socket missing two pongs in a row is terminated. */
  pingIntervalMs?: number
}

export interface RunningRelay {
  /** ws://host:port, the `relayUrl` for the WalletConnect clients. */
  url: string
  /** http://host:port, for GET /devnet/relay/log and /devnet/relay/health. */
  httpUrl: string
  port: number
  stop(): Promise<void>
  /** The event ring, oldest first; `since` a seq, `types` to filter. */
  log(filter?: { since?: number; types?: readonly RelayEventType[] }): RelayEvent[]
  /** Terminates every client socket (the "relay drops the socket" case); returns how many. */
  dropConnections(): number
}

/** A WalletConnect relay (JSON-RPC 2.0 over WebSocket) for the 2.x clients, on loopback. */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1'
  const lineLog = options.log ?? (() => {})
  const events = new RelayLog(RELAY_LOG_CAPACITY)
  const mailbox = new Mailbox()
  const subscriptions = new Subscriptions()
  const core = new RelayCore({ mailbox, subscriptions, events, log: lineLog })
  let anonymous = 0

  const server = createServer(
    createRelayHttpHandler({
      events,
      stats: () => ({
        connections: core.allSockets().length,
        topics: subscriptions.topicCount,
        messages: mailbox.size.messages,
        methods: Object.fromEntries(core.methodCounts),
      }),
    }),
  )
  const wss = new WebSocketServer({ server, maxPayload: 4 * 1024 * 1024 })

  wss.on('connection', (ws, request) => {
    // Clients without a usable ?auth= token still work, each socket as its own client.
    const clientId = clientIdFromRequestUrl(request.url) ?? `anonymous:${++anonymous}`
    const socket = core.attach(ws, clientId)
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        core.handleText(socket, '\u0000binary')
        return
      }
      core.handleText(socket, rawToString(data))
    })
    ws.on('pong', () => {
      socket.missedPongs = 0
    })
    ws.on('close', (code) => core.detach(socket, `close ${code}`))
    ws.on('error', () => core.detach(socket, 'error'))
  })

  const pinger = setInterval(() => {
    for (const socket of core.allSockets()) {
      if (socket.missedPongs >= 2) {
        events.push({ type: 'ping-timeout', clientId: socket.clientId, socketId: socket.socketId })
        socket.ws.terminate()
        continue
      }
      socket.missedPongs++
      try {
        socket.ws.ping()
      } catch {
        // closing already
      }
    }
    mailbox.prune()
  }, options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  pinger.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEVNET_RELAY_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const url = `ws://${host}:${port}`
  lineLog(`listening on ${url}`)

  const dropConnections = (): number => {
    const sockets = core.allSockets()
    for (const socket of sockets) {
      events.push({ type: 'drop', clientId: socket.clientId, socketId: socket.socketId })
      socket.ws.terminate()
    }
    return sockets.length
  }

  let stopping: Promise<void> | undefined
  return {
    url,
    httpUrl: `http://${host}:${port}`,
    port,
    log: (filter) => events.entries(filter),
    dropConnections,
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        for (const socket of core.allSockets()) socket.ws.terminate()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })),
  }
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
