import type { Mint } from '@solana-program/token'
import { encodeAccount, type AccountEncoding } from '../encoding/encodeAccount'
import { stringifyJson } from '../encoding/stringifyJson'
import type { TransactionRecord } from '../ledger/transactionRecord'
import type { ChainAccount } from '../runtime/chainAccount'
import { SYSTEM_PROGRAM_ADDRESS } from '../runtime/programs'
import type { SlotInfo, SolanaCluster } from '../runtime/solanaCluster'

/** One WebSocket connection, as the subscriptions see it. */
export interface PubSubSocket {
  send(text: string): void
}

export type SubscriptionKind = 'signature' | 'slot' | 'account'

type Subscription =
  | { kind: 'slot'; socket: PubSubSocket }
  | { kind: 'signature'; socket: PubSubSocket; signature: string; enableReceivedNotification: boolean }
  | { kind: 'account'; socket: PubSubSocket; address: string; encoding: AccountEncoding }

const notificationMethods: Record<SubscriptionKind, string> = { slot: 'slotNotification', signature: 'signatureNotification', account: 'accountNotification' }

// What a subscriber to an account sees once the account is gone: an empty one of the System program.
const closedAccount = (address: string): ChainAccount => ({
  address,
  lamports: 0n,
  programAddress: SYSTEM_PROGRAM_ADDRESS,
  executable: false,
  data: new Uint8Array(),
})

/** The account in the subscription's encoding; base64 when legacy base58 cannot hold its data (over 128 bytes). */
function encodeNotified(account: ChainAccount, encoding: AccountEncoding, findMint: (address: string) => Mint | undefined) {
  try {
    return encodeAccount(account, { encoding }, findMint)
  } catch {
    return encodeAccount(account, { encoding: 'base64' }, findMint)
  }
}

/**
 * The PubSub subscriptions of all sockets, fed by the cluster's slots and transactions. A signature
 * subscription fires once and ends, as agave's does; one for a transaction already processed fires
 * right after its id is answered.
 */
export class PubSub {
  readonly #subscriptions = new Map<number, Subscription>()
  readonly #stop: (() => void)[]
  #nextId = 0

  constructor(readonly cluster: SolanaCluster) {
    this.#stop = [cluster.onSlot((slot) => this.#onSlot(slot)), cluster.onTransaction((record) => this.#onTransaction(record))]
  }

  subscribeSlot(socket: PubSubSocket): number {
    return this.#add({ kind: 'slot', socket })
  }

  subscribeSignature(socket: PubSubSocket, signature: string, options: { enableReceivedNotification: boolean }): number {
    const id = this.#add({ kind: 'signature', socket, signature, enableReceivedNotification: options.enableReceivedNotification })
    const record = this.cluster.ledger.get(signature)
    if (record) setImmediate(() => this.#signatureDone(id, record))
    return id
  }

  subscribeAccount(socket: PubSubSocket, address: string, options: { encoding: AccountEncoding }): number {
    return this.#add({ kind: 'account', socket, address, encoding: options.encoding })
  }

  /** Ends subscription `id` of `kind` held by `socket`; false when there is none. */
  unsubscribe(socket: PubSubSocket, kind: SubscriptionKind, id: number): boolean {
    const subscription = this.#subscriptions.get(id)
    if (!subscription || subscription.kind !== kind || subscription.socket !== socket) return false
    return this.#subscriptions.delete(id)
  }

  /** Forgets every subscription of a closed socket. */
  dropSocket(socket: PubSubSocket): void {
    for (const [id, subscription] of this.#subscriptions) if (subscription.socket === socket) this.#subscriptions.delete(id)
  }

  get size(): number {
    return this.#subscriptions.size
  }

  close(): void {
    for (const stop of this.#stop) stop()
    this.#subscriptions.clear()
  }

  #add(subscription: Subscription): number {
    const id = this.#nextId++
    this.#subscriptions.set(id, subscription)
    return id
  }

  #notify(subscription: Subscription, id: number, result: unknown): void {
    subscription.socket.send(stringifyJson({ jsonrpc: '2.0', method: notificationMethods[subscription.kind], params: { result, subscription: id } }))
  }

  #onSlot(slot: SlotInfo): void {
    const result = { parent: Math.max(0, slot.slot - 1), root: slot.slot, slot: slot.slot }
    for (const [id, subscription] of this.#subscriptions) if (subscription.kind === 'slot') this.#notify(subscription, id, result)
  }

  #signatureDone(id: number, record: TransactionRecord): void {
    const subscription = this.#subscriptions.get(id)
    if (!subscription) return
    this.#subscriptions.delete(id)
    this.#notify(subscription, id, { context: { slot: record.slot }, value: { err: record.err } })
  }

  #onTransaction(record: TransactionRecord): void {
    const findMint = (address: string): Mint | undefined => this.cluster.accounts.findMint(address)
    const { keys, writable } = record.accountKeys
    for (const [id, subscription] of this.#subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature) {
        if (subscription.enableReceivedNotification) this.#notify(subscription, id, { context: { slot: record.slot }, value: 'receivedSignature' })
        this.#signatureDone(id, record)
      }
      if (subscription.kind === 'account' && keys.some((key, index) => writable[index] && key === subscription.address)) {
        const account = this.cluster.accounts.read(subscription.address) ?? closedAccount(subscription.address)
        this.#notify(subscription, id, { context: { slot: record.slot }, value: encodeNotified(account, subscription.encoding, findMint) })
      }
    }
  }
}
