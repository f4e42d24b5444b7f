import type { WebSocket } from 'ws'
import { ClientSocket } from './clientSocket'
import { RELAY_FETCH_PAGE_SIZE, RELAY_TAGS } from './constants'
import { parseFrame, rpcError, rpcRequest, rpcResult, RPC_ERRORS, type RpcId } from './frames'
import type { Mailbox, StoredMessage } from './mailbox'
import { isRelayMethod, methodParams, type MethodParams, type RelayMethod } from './methods'
import type { RelayLog } from './relayLog'
import type { Subscriptions } from './subscriptions'
import { subscriptionId } from './subscriptionId'

export interface RelayCoreDeps {
  mailbox: Mailbox
  subscriptions: Subscriptions
  events: RelayLog
  /** Human-readable lines (unknown methods, invalid frames). */
  log: (line: string) => void
}

/** A message as the clients receive it, in irn_subscription data and fetch results. */
export interface WireMessage {
  topic: string
  message: string
  publishedAt: number
  tag?: number
  attestation?: string
}

type Handler<M extends RelayMethod> = (socket: ClientSocket, params: MethodParams<M>) => unknown

/**
 * The relay's protocol logic, independent of the HTTP server: sockets attach with a client id,
 * frames come in as text, and everything goes out through the sockets.
 */
export class RelayCore {
  readonly #deps: RelayCoreDeps
  readonly #sockets = new Map<string, Set<ClientSocket>>()
  #nextSocketId = 1
  #nextPushId = Date.now() * 1000

  constructor(deps: RelayCoreDeps) {
    this.#deps = deps
  }

  attach(ws: WebSocket, clientId: string): ClientSocket {
    const socket = new ClientSocket(this.#nextSocketId++, clientId, ws)
    let sockets = this.#sockets.get(clientId)
    if (!sockets) {
      sockets = new Set()
      this.#sockets.set(clientId, sockets)
    }
    sockets.add(socket)
    this.#deps.events.push({ type: 'connect', clientId, socketId: socket.socketId })
    return socket
  }

  detach(socket: ClientSocket, detail?: string): void {
    const sockets = this.#sockets.get(socket.clientId)
    if (!sockets?.delete(socket)) return
    if (sockets.size === 0) this.#sockets.delete(socket.clientId)
    this.#deps.events.push({ type: 'disconnect', clientId: socket.clientId, socketId: socket.socketId, ...(detail ? { detail } : {}) })
  }

  allSockets(): ClientSocket[] {
    return [...this.#sockets.values()].flatMap((sockets) => [...sockets])
  }

  handleText(socket: ClientSocket, text: string): void {
    const frame = parseFrame(text)
    switch (frame.kind) {
      case 'invalid':
        this.#deps.events.push({ type: 'invalid-frame', clientId: socket.clientId, socketId: socket.socketId, detail: frame.message })
        this.#deps.log(`invalid frame from ${shortId(socket.clientId)}: ${frame.message}`)
        socket.send(rpcError(frame.id, frame.code, frame.message))
        return
      case 'response':
      case 'errorResponse':
        this.#onResponse(socket, frame.id, frame.kind === 'response' && frame.result !== false)
        return
      case 'request':
        this.#onRequest(socket, frame.id, frame.method, frame.params)
        return
    }
  }

  /** Requests received per method name, known or not (GET /devnet/relay/health shows them). */
  readonly methodCounts = new Map<string, number>()

  #onRequest(socket: ClientSocket, id: RpcId, method: string, params: unknown): void {
    this.methodCounts.set(method, (this.methodCounts.get(method) ?? 0) + 1)
    if (!isRelayMethod(method)) {
      this.#deps.events.push({ type: 'unknown-method', clientId: socket.clientId, socketId: socket.socketId, method })
      this.#deps.log(`unknown method ${method} from ${shortId(socket.clientId)}`)
      socket.send(rpcError(id, RPC_ERRORS.methodNotFound, `Method not found: ${method}`))
      return
    }
    const parsed = methodParams[method].safeParse(params)
    if (!parsed.success) {
      const message = `Invalid params for ${method}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ')}`
      this.#deps.events.push({ type: 'invalid-frame', clientId: socket.clientId, socketId: socket.socketId, method, detail: message })
      socket.send(rpcError(id, RPC_ERRORS.invalidParams, message))
      return
    }
    let result: unknown
    try {
      result = (this.#handlers[method] as Handler<RelayMethod>)(socket, parsed.data as never)
    } catch (error) {
      this.#afterResponse.length = 0
      socket.send(rpcError(id, RPC_ERRORS.internalError, error instanceof Error ? error.message : String(error)))
      return
    }
    socket.send(rpcResult(id, result))
    // Pushes queued by the handler go out after the response, so the client knows the topic.
    for (const task of this.#afterResponse.splice(0)) task()
  }

  /** Work a handler queues to run once its response is sent (pushes). */
  readonly #afterResponse: Array<() => void> = []

  #onResponse(socket: ClientSocket, id: RpcId, acknowledged: boolean): void {
    if (typeof id !== 'number') return
    const key = socket.inFlight.get(id)
    if (key === undefined) return
    socket.inFlight.delete(id)
    if (!acknowledged) return
    this.#deps.mailbox.ack(socket.clientId, key)
    this.#deps.events.push({ type: 'ack', clientId: socket.clientId, socketId: socket.socketId, messageKey: key })
  }

  readonly #handlers: { [M in RelayMethod]: Handler<M> } = {
    irn_subscribe: (socket, { topic }) => {
      const id = this.#subscribe(socket, topic, 'irn_subscribe')
      this.#afterResponse.push(() => this.#pushPending(socket, topic))
      return id
    },
    irn_batchSubscribe: (socket, { topics }) => {
      const ids = topics.map((topic) => this.#subscribe(socket, topic, 'irn_batchSubscribe'))
      this.#afterResponse.push(() => {
        for (const topic of topics) this.#pushPending(socket, topic)
      })
      return ids
    },
    irn_unsubscribe: (socket, { topic }) => {
      this.#unsubscribe(socket, topic, 'irn_unsubscribe')
      return true
    },
    irn_batchUnsubscribe: (socket, { subscriptions }) => {
      for (const { topic } of subscriptions) this.#unsubscribe(socket, topic, 'irn_batchUnsubscribe')
      return true
    },
    irn_publish: (socket, params) => {
      this.#publish(socket, 'irn_publish', params.topic, params.message, params.ttl, params.tag, stringOrUndefined(params.attestation))
      return true
    },
    irn_fetchMessages: (socket, { topic }) => this.#fetch(socket, [topic], 'irn_fetchMessages'),
    irn_batchFetchMessages: (socket, { topics }) => this.#fetch(socket, topics, 'irn_batchFetchMessages'),
    wc_proposeSession: (socket, params) => {
      this.#subscribe(socket, params.pairingTopic, 'wc_proposeSession')
      this.#publish(
        socket,
        'wc_proposeSession',
        params.pairingTopic,
        params.sessionProposal,
        params.ttl ?? 300,
        RELAY_TAGS.sessionPropose,
        stringOrUndefined(params.attestation),
      )
      return true
    },
    wc_approveSession: (socket, params) => {
      const ttl = params.ttl ?? 300
      this.#subscribe(socket, params.sessionTopic, 'wc_approveSession')
      this.#publish(socket, 'wc_approveSession', params.pairingTopic, params.sessionProposalResponse, ttl, RELAY_TAGS.sessionProposeResponse, undefined)
      this.#publish(socket, 'wc_approveSession', params.sessionTopic, params.sessionSettlementRequest, ttl, RELAY_TAGS.sessionSettle, undefined)
      return true
    },
  }

  #subscribe(socket: ClientSocket, topic: string, method: RelayMethod): string {
    const id = this.#deps.subscriptions.subscribe(topic, socket.clientId)
    this.#deps.events.push({ type: 'subscribe', clientId: socket.clientId, socketId: socket.socketId, topic, method })
    return id
  }

  #unsubscribe(socket: ClientSocket, topic: string, method: RelayMethod): void {
    this.#deps.subscriptions.unsubscribe(topic, socket.clientId)
    this.#deps.events.push({ type: 'unsubscribe', clientId: socket.clientId, socketId: socket.socketId, topic, method })
  }

  #publish(
    socket: ClientSocket,
    method: string,
    topic: string,
    message: string,
    ttlSeconds: number,
    tag: number | undefined,
    attestation: string | undefined,
  ): void {
    const { stored, duplicate } = this.#deps.mailbox.put({ topic, message, ttlSeconds, tag, attestation, publisher: socket.clientId })
    this.#deps.events.push({
      type: 'publish',
      clientId: socket.clientId,
      socketId: socket.socketId,
      topic,
      method,
      messageKey: stored.key,
      ...(tag !== undefined ? { tag } : {}),
      ...(duplicate ? { detail: 'duplicate' } : {}),
    })
    this.#afterResponse.push(() => {
      for (const clientId of this.#deps.subscriptions.subscribers(topic)) {
        if (clientId === socket.clientId) continue
        for (const target of this.#sockets.get(clientId) ?? []) this.#push(target, stored)
      }
    })
  }

  #pushPending(socket: ClientSocket, topic: string): void {
    for (const stored of this.#deps.mailbox.pending(topic, socket.clientId)) this.#push(socket, stored)
  }

  #push(socket: ClientSocket, stored: StoredMessage): void {
    if (!socket.open || socket.carries(stored.key)) return
    if (this.#deps.mailbox.isAcknowledged(socket.clientId, stored.key)) return
    const id = this.#nextPushId++
    socket.inFlight.set(id, stored.key)
    const params = { id: subscriptionId(stored.topic, socket.clientId), data: toWire(stored) }
    socket.send(rpcRequest(id, 'irn_subscription', params))
    this.#deps.events.push({
      type: 'deliver',
      via: 'push',
      clientId: socket.clientId,
      socketId: socket.socketId,
      topic: stored.topic,
      messageKey: stored.key,
      ...(stored.tag !== undefined ? { tag: stored.tag } : {}),
    })
  }

  /** Fetched messages count as acknowledged: the client has them in the response. */
  #fetch(socket: ClientSocket, topics: readonly string[], method: RelayMethod): { messages: WireMessage[]; hasMore: boolean } {
    const pending = topics.flatMap((topic) => this.#deps.mailbox.pending(topic, socket.clientId))
    const page = pending.slice(0, RELAY_FETCH_PAGE_SIZE)
    for (const stored of page) {
      this.#deps.mailbox.ack(socket.clientId, stored.key)
      this.#deps.events.push({
        type: 'deliver',
        via: 'fetch',
        method,
        clientId: socket.clientId,
        socketId: socket.socketId,
        topic: stored.topic,
        messageKey: stored.key,
        ...(stored.tag !== undefined ? { tag: stored.tag } : {}),
      })
    }
    return { messages: page.map(toWire), hasMore: pending.length > page.length }
  }
}

function toWire(stored: StoredMessage): WireMessage {
  return {
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    ...(stored.tag !== undefined ? { tag: stored.tag } : {}),
    ...(stored.attestation !== undefined ? { attestation: stored.attestation } : {}),
  }
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function shortId(clientId: string): string {
  return clientId.length > 20 ? `${clientId.slice(0, 12)}…${clientId.slice(-6)}` : clientId
}
