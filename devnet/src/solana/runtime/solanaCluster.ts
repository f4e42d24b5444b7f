import { Clock, EpochSchedule, LiteSVM } from 'litesvm'
import { DEVNET_SOLANA_GENESIS_HASH } from '../constants'
import { BlockhashWindow } from '../ledger/blockhashWindow'
import { Ledger } from '../ledger/ledger'
import { slotBlockhash } from '../ledger/slotBlockhash'
import type { TransactionRecord } from '../ledger/transactionRecord'
import { accountReader, type AccountReader } from './accountReader'
import type { WireTransaction } from './decodeWireTransaction'
import { executeTransaction } from './executeTransaction'
import { preflightFailure, signatureVerificationFailure } from './preflightFailure'
import { simulateOnSvm, type SimulationOutcome } from './simulateOnSvm'
import { usesDurableNonce } from './usesDurableNonce'

/** Slots per epoch, without warm-up, so an epoch is slot / 432000 (mainnet's length). */
export const SLOTS_PER_EPOCH = 432_000

export interface SlotInfo {
  slot: number
  /** The devnet produces a block every slot, so the height equals the slot. */
  blockHeight: number
  blockhash: string
  /** Unix seconds. */
  blockTime: number
}

type Listener<T> = (value: T) => void

export interface SolanaClusterOptions {
  genesisHash?: string
  /** The clock of block times (tests move it); default Date.now. */
  now?: () => number
}

/**
 * A single-validator Solana cluster over litesvm: slots and their blockhashes, the window of those a
 * transaction may name, and a ledger of what it processed. Every slot is final when produced, so
 * each commitment level sees the same state.
 */
export class SolanaCluster {
  readonly svm: LiteSVM
  readonly ledger = new Ledger()
  readonly accounts: AccountReader
  readonly genesisHash: string
  readonly #window = new BlockhashWindow()
  readonly #now: () => number
  #genesisTime = 0
  readonly #slotListeners = new Set<Listener<SlotInfo>>()
  readonly #transactionListeners = new Set<Listener<TransactionRecord>>()
  #current: SlotInfo

  constructor(options: SolanaClusterOptions = {}) {
    this.genesisHash = options.genesisHash ?? DEVNET_SOLANA_GENESIS_HASH
    this.#now = options.now ?? Date.now
    // The blockhash window below replaces litesvm's check, which accepts only its latest blockhash.
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.svm.setEpochSchedule(new EpochSchedule(BigInt(SLOTS_PER_EPOCH), BigInt(SLOTS_PER_EPOCH), false, 0n, 0n))
    this.accounts = accountReader(this.svm)
    this.#genesisTime = Math.floor(this.#now() / 1000)
    this.#current = this.#produce(0)
  }

  get current(): SlotInfo {
    return this.#current
  }

  get epochInfo() {
    const { slot, blockHeight } = this.#current
    return {
      absoluteSlot: slot,
      blockHeight,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: this.ledger.transactionCount,
    }
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.#current.blockhash, lastValidBlockHeight: this.#window.lastValidBlockHeight(this.#current.blockhash)! }
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.#window.isValid(blockhash, this.#current.blockHeight)
  }

  /** Produces the next slot (the slot timer calls this; tests call it to expire blockhashes). */
  advanceSlot(): SlotInfo {
    this.#current = this.#produce(this.#current.slot + 1)
    for (const listener of this.#slotListeners) listener(this.#current)
    return this.#current
  }

  onSlot(listener: Listener<SlotInfo>): () => void {
    this.#slotListeners.add(listener)
    return () => this.#slotListeners.delete(listener)
  }

  onTransaction(listener: Listener<TransactionRecord>): () => void {
    this.#transactionListeners.add(listener)
    return () => this.#transactionListeners.delete(listener)
  }

  /**
   * Runs a transaction a client sent and records it. Refused (SolanaRpcError, nothing recorded): a
   * missing signature, a blockhash outside the window, one its preflight simulation fails, one
   * the runtime will not process (unfunded fee payer …), and a duplicate when preflight runs. A
   * duplicate sent with skipPreflight answers its signature again, as a cluster does to a rebroadcast.
   */
  process(wire: WireTransaction, options: { skipPreflight: boolean }): string {
    if (!wire.fullySigned) throw signatureVerificationFailure()
    if (this.ledger.has(wire.signature)) {
      if (options.skipPreflight) return wire.signature
      throw preflightFailure('AlreadyProcessed')
    }
    if (!this.#lifetimeValid(wire)) throw preflightFailure('BlockhashNotFound')
    if (!options.skipPreflight) {
      const simulation = this.simulate(wire, { sigVerify: true, replaceRecentBlockhash: false })
      if (simulation.err) throw preflightFailure(simulation.err, { logs: simulation.logMessages, unitsConsumed: simulation.unitsConsumed })
    }
    const outcome = executeTransaction(this.svm, wire, this.#current, this.accounts)
    if (!outcome.processed) throw outcome.err === 'SignatureFailure' ? signatureVerificationFailure() : preflightFailure(outcome.err)
    this.ledger.add(outcome.record)
    for (const listener of this.#transactionListeners) listener(outcome.record)
    return wire.signature
  }

  /** What `wire` would do now; an expired blockhash is BlockhashNotFound unless `replaceRecentBlockhash`. */
  simulate(wire: WireTransaction, options: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationOutcome {
    if (!options.replaceRecentBlockhash && !this.#lifetimeValid(wire)) {
      return { err: 'BlockhashNotFound', logMessages: [], unitsConsumed: 0n, innerInstructions: [], returnData: null, postAccounts: new Map() }
    }
    return simulateOnSvm(this.svm, wire, { sigVerify: options.sigVerify })
  }

  #lifetimeValid(wire: WireTransaction): boolean {
    return usesDurableNonce(wire.message) || this.isBlockhashValid(wire.message.recentBlockhash)
  }

  #produce(slot: number): SlotInfo {
    const info: SlotInfo = { slot, blockHeight: slot, blockhash: slotBlockhash(this.genesisHash, slot), blockTime: Math.floor(this.#now() / 1000) }
    this.#window.add(info.blockhash, info.blockHeight)
    const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH))
    // Programs read the Clock sysvar: keep litesvm's in step with the ledger's slots.
    this.svm.setClock(new Clock(BigInt(slot), BigInt(this.#genesisTime), epoch, epoch + 1n, BigInt(info.blockTime)))
    return info
  }
}
