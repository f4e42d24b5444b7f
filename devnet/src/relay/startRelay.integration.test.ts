// The relay over real sockets, with raw `ws` clients speaking the protocol by hand (the real
// WalletConnect clients run against it in tests/integration/walletconnect.integration.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DEVNET_RELAY_SERVICE } from './constants'
import { probeRelay } from './probeRelay'
import { startRelay, type RunningRelay } from './startRelay'
import { subscriptionId } from './subscriptionId'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwtFor = (iss: string) => `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64({ iss, sub: Math.random().toString(16) })}.c2ln`

interface Frame {
  id?: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag?: number } }
  result?: unknown
  error?: { code: number; message: string }
}

class TestClient {
  readonly frames: Frame[] = []
  #nextId = 1
  #waiters: Array<() => void> = []

  private constructor(
    readonly ws: WebSocket,
    readonly clientId: string,
  ) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame)
      for (const wake of this.#waiters.splice(0)) wake()
    })
  }

  static async connect(relay: RunningRelay, clientId: string): Promise<TestClient> {
    const ws = new WebSocket(`${relay.url}/?auth=${jwtFor(clientId)}&projectId=test`)
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
    return new TestClient(ws, clientId)
  }

  async waitFor(predicate: (frame: Frame) => boolean, ms = 2000): Promise<Frame> {
    const deadline = Date.now() + ms
    for (;;) {
      const found = this.frames.find(predicate)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }

  async request(method: string, params?: unknown): Promise<Frame> {
    const id = this.#nextId++
    this.ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    return this.waitFor((frame) => frame.id === id && frame.method === undefined)
  }

  sendRaw(text: string): void {
    this.ws.send(text)
  }

  pushes(): Frame[] {
    return this.frames.filter((frame) => frame.method === 'irn_subscription')
  }

  ack(push: Frame): void {
    this.ws.send(JSON.stringify({ jsonrpc: '2.0', id: push.id, result: true }))
  }

  close(): void {
    this.ws.terminate()
  }

  /**
   * Resolves once the relay has answered a request sent now on this socket. The relay handles
   * frames in order and pushes synchronously, so every push it owed this socket for what it
   * handled earlier arrived before that answer: a check that nothing came can run then.
   */
  async sync(): Promise<void> {
    await this.request('irn_unsubscribe', { topic: topic('sync') })
  }
}

function topic(name: string): string {
  return `${name}-${Math.random().toString(16).slice(2)}`
}

describe('startRelay', () => {
  let relay: RunningRelay
  const clients: TestClient[] = []
  const connect = async (clientId: string) => {
    const client = await TestClient.connect(relay, clientId)
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    relay = await startRelay({ port: 0, pingIntervalMs: 100 })
  })
  afterEach(() => {
    for (const client of clients.splice(0)) client.close()
  })
  afterAll(async () => {
    await relay.stop()
  })

  it('keeps a published message for a later subscriber, never echoes it, and does not redeliver what was acknowledged', async () => {
    const t = topic('mailbox')
    const dapp = await connect('did:key:dapp-1')
    expect((await dapp.request('irn_subscribe', { topic: t })).result).toBe(subscriptionId(t, 'did:key:dapp-1'))
    expect((await dapp.request('irn_publish', { topic: t, message: 'proposal', ttl: 300, tag: 1100 })).result).toBe(true)

    const wallet = await connect('did:key:wallet-1')
    const subscribed = await wallet.request('irn_subscribe', { topic: t })
    const push = await wallet.waitFor((frame) => frame.method === 'irn_subscription')
    expect(push.params).toEqual({ id: subscribed.result, data: { topic: t, message: 'proposal', publishedAt: expect.any(Number), tag: 1100 } })
    wallet.ack(push)
    // The ack handled (same socket, in order), and no echo owed to the publisher.
    await Promise.all([wallet.sync(), dapp.sync()])
    expect(dapp.pushes()).toEqual([])

    // The wallet reconnects (same client id, new socket): nothing it acknowledged comes back.
    wallet.close()
    const again = await connect('did:key:wallet-1')
    await again.request('irn_batchSubscribe', { topics: [t] })
    await again.sync()
    expect(again.pushes()).toEqual([])
    // Another client still gets it.
    const other = await connect('did:key:other-1')
    await other.request('irn_subscribe', { topic: t })
    await other.waitFor((frame) => frame.method === 'irn_subscription')
  })

  it('redelivers an unacknowledged message after a reconnect', async () => {
    const t = topic('unacked')
    const wallet = await connect('did:key:wallet-2')
    await wallet.request('irn_subscribe', { topic: t })
    const dapp = await connect('did:key:dapp-2')
    await dapp.request('irn_publish', { topic: t, message: 'request', ttl: 300, tag: 1108 })
    await wallet.waitFor((frame) => frame.method === 'irn_subscription')
    wallet.close() // without an ack
    const back = await connect('did:key:wallet-2')
    await back.request('irn_batchSubscribe', { topics: [t] })
    const push = await back.waitFor((frame) => frame.method === 'irn_subscription')
    expect(push.params?.data.message).toBe('request')
  })

  it('pushes live to every socket of every other subscriber, not to the publisher on any socket', async () => {
    const t = topic('live')
    const a1 = await connect('did:key:a')
    const a2 = await connect('did:key:a')
    const b = await connect('did:key:b')
    await a2.request('irn_subscribe', { topic: t })
    await b.request('irn_subscribe', { topic: t })
    await a1.request('irn_publish', { topic: t, message: 'hi', ttl: 60 })
    await b.waitFor((frame) => frame.method === 'irn_subscription')
    await Promise.all([a1.sync(), a2.sync()])
    expect(a1.pushes()).toEqual([])
    expect(a2.pushes()).toEqual([])
    // Unsubscribed: no more pushes.
    await b.request('irn_unsubscribe', { topic: t, id: subscriptionId(t, 'did:key:b') })
    await a1.request('irn_publish', { topic: t, message: 'after', ttl: 60 })
    await b.sync()
    expect(b.pushes()).toHaveLength(1)
  })

  it('fetches stored messages once, with hasMore', async () => {
    const t1 = topic('fetch1')
    const t2 = topic('fetch2')
    const dapp = await connect('did:key:dapp-3')
    await dapp.request('irn_publish', { topic: t1, message: 'one', ttl: 60 })
    await dapp.request('irn_publish', { topic: t2, message: 'two', ttl: 60 })
    const wallet = await connect('did:key:wallet-3')
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: [t1, t2] })
    expect(fetched.result).toEqual({
      messages: [expect.objectContaining({ topic: t1, message: 'one' }), expect.objectContaining({ topic: t2, message: 'two' })],
      hasMore: false,
    })
    expect((await wallet.request('irn_fetchMessages', { topic: t1 })).result).toEqual({ messages: [], hasMore: false })
    expect((await dapp.request('irn_fetchMessages', { topic: t1 })).result).toEqual({ messages: [], hasMore: false })
  })

  it('serves the pairing shortcuts: proposal for the pairing topic, response and settlement for the session', async () => {
    const pairing = topic('pairing')
    const session = topic('session')
    const dapp = await connect('did:key:dapp-4')
    expect((await dapp.request('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'P', ttl: 300, attestation: 'x' })).result).toBe(true)
    const wallet = await connect('did:key:wallet-4')
    await wallet.request('irn_subscribe', { topic: pairing })
    const proposal = await wallet.waitFor((frame) => frame.method === 'irn_subscription')
    expect(proposal.params?.data).toMatchObject({ topic: pairing, message: 'P', tag: 1100 })
    wallet.ack(proposal)
    expect(
      (
        await wallet.request('wc_approveSession', {
          pairingTopic: pairing,
          sessionTopic: session,
          sessionProposalResponse: 'R',
          sessionSettlementRequest: 'S',
          ttl: 300,
        })
      ).result,
    ).toBe(true)
    // The dapp was subscribed to the pairing topic by wc_proposeSession.
    const response = await dapp.waitFor((frame) => frame.method === 'irn_subscription')
    expect(response.params?.data).toMatchObject({ topic: pairing, message: 'R', tag: 1101 })
    await dapp.request('irn_subscribe', { topic: session })
    const settlement = await dapp.waitFor((frame) => frame.method === 'irn_subscription' && frame.params?.data.topic === session)
    expect(settlement.params?.data).toMatchObject({ message: 'S', tag: 1102 })
    // The wallet was subscribed to the session topic by wc_approveSession.
    await dapp.request('irn_publish', { topic: session, message: 'request', ttl: 300 })
    await wallet.waitFor((frame) => frame.method === 'irn_subscription' && frame.params?.data.topic === session)
  })

  it('answers malformed frames, bad params and unknown methods with JSON-RPC errors and keeps the socket open', async () => {
    const client = await connect('did:key:bad')
    client.sendRaw('{not json')
    expect((await client.waitFor((frame) => frame.error?.code === -32700)).id).toBeNull()
    client.sendRaw('{"jsonrpc":"2.0","id":99}')
    expect((await client.waitFor((frame) => frame.id === 99)).error?.code).toBe(-32600)
    expect((await client.request('irn_publish', { topic: 't' })).error?.code).toBe(-32602)
    expect((await client.request('irn_whatever', {})).error).toEqual({ code: -32601, message: 'Method not found: irn_whatever' })
    expect(client.ws.readyState).toBe(WebSocket.OPEN)
    expect((await client.request('irn_subscribe', { topic: 'still-open' })).result).toEqual(expect.any(String))
    expect(relay.log({ types: ['unknown-method'] }).map((event) => event.method)).toContain('irn_whatever')
  })

  it('pings its clients and answers their pings', async () => {
    const client = await connect('did:key:pinged')
    await new Promise((resolve) => client.ws.once('ping', resolve))
    const pong = new Promise((resolve) => client.ws.once('pong', resolve))
    client.ws.ping()
    await pong
  })

  it('serves its health and log over HTTP on the same port', async () => {
    expect(await probeRelay(relay.httpUrl)).toBe('devnet-relay')
    expect(await probeRelay('http://127.0.0.1:1')).toBe('silent')
    const health = await (await fetch(`${relay.httpUrl}/devnet/relay/health`)).json()
    expect(health).toMatchObject({ ok: true, service: DEVNET_RELAY_SERVICE, methods: expect.objectContaining({ irn_publish: expect.any(Number) }) })
    const { events } = (await (await fetch(`${relay.httpUrl}/devnet/relay/log?type=publish`)).json()) as { events: Array<{ type: string; seq: number }> }
    expect(events.length).toBeGreaterThan(0)
    expect(events.every((event) => event.type === 'publish')).toBe(true)
    const last = events.at(-1)!.seq
    const since = (await (await fetch(`${relay.httpUrl}/devnet/relay/log?since=${last}&type=publish`)).json()) as { events: unknown[] }
    expect(since.events).toEqual([])
    expect((await fetch(`${relay.httpUrl}/elsewhere`)).status).toBe(404)
    expect(relay.log({ types: ['connect', 'subscribe', 'publish', 'deliver', 'disconnect'] }).map((e) => e.type)).toEqual(
      expect.arrayContaining(['connect', 'subscribe', 'publish', 'deliver', 'disconnect']),
    )
  })

  it('dropConnections closes every socket', async () => {
    const a = await connect('did:key:drop-a')
    const b = await connect('did:key:drop-b')
    const closed = Promise.all([a, b].map((client) => new Promise((resolve) => client.ws.once('close', resolve))))
    expect(relay.dropConnections()).toBeGreaterThanOrEqual(2)
    await closed
  })
})
