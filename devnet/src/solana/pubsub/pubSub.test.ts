import { generateKeyPairSigner, lamports, type KeyPairSigner } from '@solana/kit'
import { beforeEach, describe, expect, it } from 'vitest'
import { signedTransfer } from '../fixtures/signedTransfer'
import { SYSTEM_PROGRAM_ADDRESS } from '../runtime/programs'
import { SolanaCluster } from '../runtime/solanaCluster'
import { PubSub, type PubSubSocket } from './pubSub'

const SOL = 1_000_000_000n
let cluster: SolanaCluster
let pubsub: PubSub
let payer: KeyPairSigner
let receiver: KeyPairSigner

function socket(): PubSubSocket & { messages: { method: string; params: { result: unknown; subscription: number } }[] } {
  const messages: { method: string; params: { result: unknown; subscription: number } }[] = []
  return { messages, send: (text) => messages.push(JSON.parse(text)) }
}
const tick = () => new Promise((resolve) => setImmediate(resolve))
const transfer = async (amount = SOL) => {
  const wire = await signedTransfer(payer, receiver.address, amount, cluster.latestBlockhash().blockhash)
  cluster.process(wire, { skipPreflight: true })
  return wire.signature
}

beforeEach(async () => {
  cluster = new SolanaCluster()
  pubsub = new PubSub(cluster)
  payer = await generateKeyPairSigner()
  receiver = await generateKeyPairSigner()
  cluster.svm.setAccount({
    address: payer.address,
    lamports: lamports(10n * SOL),
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  })
})

describe('PubSub', () => {
  it('notifies a signature once, when it is processed, with its error, and ends the subscription', async () => {
    const client = socket()
    const wire = await signedTransfer(payer, receiver.address, 20n * SOL, cluster.latestBlockhash().blockhash)
    const id = pubsub.subscribeSignature(client, wire.signature, { enableReceivedNotification: true })
    cluster.process(wire, { skipPreflight: true })
    expect(client.messages).toEqual([
      { jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot: 0 }, value: 'receivedSignature' }, subscription: id } },
      {
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { result: { context: { slot: 0 }, value: { err: { InstructionError: [0, { Custom: 1 }] } } }, subscription: id },
      },
    ])
    expect(pubsub.size).toBe(0)
    expect(pubsub.unsubscribe(client, 'signature', id)).toBe(false)
  })

  it('notifies a signature already processed right after answering the subscription', async () => {
    const signature = await transfer()
    const client = socket()
    const id = pubsub.subscribeSignature(client, signature, { enableReceivedNotification: false })
    expect(client.messages).toEqual([])
    await tick()
    expect(client.messages).toEqual([
      { jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot: 0 }, value: { err: null } }, subscription: id } },
    ])
  })

  it('notifies slots until unsubscribed', () => {
    const client = socket()
    const id = pubsub.subscribeSlot(client)
    cluster.advanceSlot()
    cluster.advanceSlot()
    expect(pubsub.unsubscribe(client, 'slot', id)).toBe(true)
    cluster.advanceSlot()
    expect(client.messages.map((message) => message.params.result)).toEqual([
      { parent: 0, root: 1, slot: 1 },
      { parent: 1, root: 2, slot: 2 },
    ])
  })

  it('notifies an account a transaction writes, in the encoding asked', async () => {
    const client = socket()
    const id = pubsub.subscribeAccount(client, receiver.address, { encoding: 'base64' })
    await transfer()
    expect(client.messages).toEqual([
      {
        jsonrpc: '2.0',
        method: 'accountNotification',
        params: {
          result: {
            context: { slot: 0 },
            value: { data: ['', 'base64'], executable: false, lamports: Number(SOL), owner: SYSTEM_PROGRAM_ADDRESS, rentEpoch: 18446744073709552000, space: 0 },
          },
          subscription: id,
        },
      },
    ])
  })

  it("lets only the subscription's own socket end it, and forgets a closed socket's subscriptions", () => {
    const [one, other] = [socket(), socket()]
    const id = pubsub.subscribeSlot(one)
    expect(pubsub.unsubscribe(other, 'slot', id)).toBe(false)
    expect(pubsub.unsubscribe(one, 'account', id)).toBe(false)
    pubsub.subscribeAccount(one, receiver.address, { encoding: 'base64' })
    pubsub.dropSocket(one)
    expect(pubsub.size).toBe(0)
    cluster.advanceSlot()
    expect(one.messages).toEqual([])
  })
})
