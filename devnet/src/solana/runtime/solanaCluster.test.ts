import { generateKeyPairSigner, lamports, type KeyPairSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { beforeEach, describe, expect, it } from 'vitest'
import { SolanaRpcError } from '../errors/rpcError'
import { signedTransactionBytes, signedTransfer } from '../fixtures/signedTransfer'
import type { TransactionRecord } from '../ledger/transactionRecord'
import { decodeWireTransaction } from './decodeWireTransaction'
import { feeForMessage } from './fees'
import { SYSTEM_PROGRAM_ADDRESS } from './programs'
import { SLOTS_PER_EPOCH, SolanaCluster } from './solanaCluster'

const SOL = 1_000_000_000n
let cluster: SolanaCluster
let payer: KeyPairSigner
let receiver: KeyPairSigner

function fund(address: string, amount: bigint) {
  cluster.svm.setAccount({
    address: address as never,
    lamports: lamports(amount),
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  })
}

/** The RPC error `run` throws. */
function refusal(run: () => unknown): SolanaRpcError {
  try {
    run()
  } catch (error) {
    if (error instanceof SolanaRpcError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

beforeEach(async () => {
  cluster = new SolanaCluster({ now: () => Date.UTC(2026, 10, 1) })
  payer = await generateKeyPairSigner()
  receiver = await generateKeyPairSigner()
  fund(payer.address, 10n * SOL)
})

describe('SolanaCluster: sending', () => {
  it('processes a transfer and records its fee, balances, slot and history', async () => {
    const seen: TransactionRecord[] = []
    cluster.onTransaction((record) => seen.push(record))
    cluster.advanceSlot()
    const wire = await signedTransfer(payer, receiver.address, SOL, cluster.latestBlockhash().blockhash)
    expect(cluster.process(wire, { skipPreflight: false })).toBe(wire.signature)
    const record = cluster.ledger.get(wire.signature)!
    expect(record).toMatchObject({ slot: 1, err: null, fee: 5000n, preBalances: [10n * SOL, 0n, 1n], postBalances: [9n * SOL - 5000n, SOL, 1n] })
    expect(record.logMessages).toEqual(['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success'])
    expect(cluster.accounts.read(receiver.address)?.lamports).toBe(SOL)
    expect(cluster.ledger.signaturesForAddress(receiver.address, { limit: 10 }).map((entry) => entry.signature)).toEqual([wire.signature])
    expect(seen).toEqual([record])
    expect(cluster.epochInfo.transactionCount).toBe(1)
  })

  it('charges and records the priority fee the message sets, as getFeeForMessage computes it', async () => {
    const bytes = await signedTransactionBytes(
      payer,
      cluster.latestBlockhash().blockhash,
      [getTransferSolInstruction({ source: payer, destination: receiver.address, amount: SOL })],
      {
        computeUnitPrice: 2_000_000n,
      },
    )
    const wire = decodeWireTransaction(bytes)
    cluster.process(wire, { skipPreflight: false })
    const record = cluster.ledger.get(wire.signature)!
    expect(record.fee).toBe(feeForMessage(wire.message))
    expect(record.fee).toBeGreaterThan(5000n)
    expect(record.computeUnitPrice).toBe(2_000_000n)
    expect(cluster.ledger.recentPrioritizationFees([payer.address], cluster.current.slot).at(-1)).toEqual({ slot: 0, prioritizationFee: 2_000_000n })
  })

  it('refuses a duplicate when preflight runs, and answers its signature again to a rebroadcast', async () => {
    const wire = await signedTransfer(payer, receiver.address, SOL, cluster.latestBlockhash().blockhash)
    cluster.process(wire, { skipPreflight: false })
    const error = refusal(() => cluster.process(wire, { skipPreflight: false }))
    expect(error.toJson()).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed' },
    })
    expect(cluster.process(wire, { skipPreflight: true })).toBe(wire.signature)
    expect(cluster.ledger.transactionCount).toBe(1)
    expect(cluster.accounts.read(receiver.address)?.lamports).toBe(SOL)
  })

  it('accepts a blockhash for 150 blocks and refuses it with BlockhashNotFound after, preflight or not', async () => {
    const { blockhash, lastValidBlockHeight } = cluster.latestBlockhash()
    expect(lastValidBlockHeight).toBe(150)
    for (let slot = 0; slot < 150; slot++) cluster.advanceSlot()
    expect(cluster.isBlockhashValid(blockhash)).toBe(true)
    cluster.process(await signedTransfer(payer, receiver.address, SOL, blockhash), { skipPreflight: false })
    cluster.advanceSlot()
    expect(cluster.isBlockhashValid(blockhash)).toBe(false)
    for (const skipPreflight of [false, true]) {
      const expired = await signedTransfer(payer, receiver.address, 2n * SOL, blockhash)
      expect(refusal(() => cluster.process(expired, { skipPreflight })).toJson()).toMatchObject({
        code: -32002,
        message: 'Transaction simulation failed: Blockhash not found',
        data: { err: 'BlockhashNotFound', logs: [] },
      })
    }
    expect(cluster.ledger.transactionCount).toBe(1)
  })

  it('refuses a blockhash it never handed out', async () => {
    const wire = await signedTransfer(payer, receiver.address, SOL, 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi')
    expect(refusal(() => cluster.process(wire, { skipPreflight: false })).toJson().data).toMatchObject({ err: 'BlockhashNotFound' })
  })

  it('refuses a transfer of more than the payer holds in preflight, with the simulation in data, charging nothing', async () => {
    const wire = await signedTransfer(payer, receiver.address, 20n * SOL, cluster.latestBlockhash().blockhash)
    const error = refusal(() => cluster.process(wire, { skipPreflight: false }))
    expect(error.toJson()).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] }, accounts: null, returnData: null, replacementBlockhash: null },
    })
    expect((error.data as { logs: string[] }).logs).toContain(`Transfer: insufficient lamports ${10n * SOL - 5000n}, need ${20n * SOL}`)
    expect(cluster.accounts.read(payer.address)?.lamports).toBe(10n * SOL)
    expect(cluster.ledger.has(wire.signature)).toBe(false)
  })

  it('lands a failing transfer sent without preflight: recorded with its error, and its fee charged', async () => {
    const wire = await signedTransfer(payer, receiver.address, 20n * SOL, cluster.latestBlockhash().blockhash)
    cluster.process(wire, { skipPreflight: true })
    expect(cluster.ledger.get(wire.signature)).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] }, fee: 5000n })
    expect(cluster.accounts.read(payer.address)?.lamports).toBe(10n * SOL - 5000n)
    expect(cluster.accounts.read(receiver.address)).toBeUndefined()
  })

  it('refuses a transfer that leaves a new account below the rent-exempt minimum', async () => {
    const wire = await signedTransfer(payer, receiver.address, 1000n, cluster.latestBlockhash().blockhash)
    expect(refusal(() => cluster.process(wire, { skipPreflight: false })).toJson()).toMatchObject({
      message: 'Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent',
      data: { err: { InsufficientFundsForRent: { account_index: 1 } } },
    })
  })

  it('refuses, even without preflight, what the runtime will not process: a fee payer that holds nothing', async () => {
    const stranger = await generateKeyPairSigner()
    const wire = await signedTransfer(stranger, receiver.address, SOL, cluster.latestBlockhash().blockhash)
    expect(refusal(() => cluster.process(wire, { skipPreflight: true })).toJson()).toMatchObject({
      code: -32002,
      data: { err: 'AccountNotFound' },
    })
    expect(cluster.ledger.transactionCount).toBe(0)
  })

  it('refuses a transaction with a missing signature: -32003', async () => {
    const wire = await signedTransfer(payer, receiver.address, SOL, cluster.latestBlockhash().blockhash)
    const unsigned = new Uint8Array(wire.bytes)
    unsigned.fill(0, 1, 65)
    expect(refusal(() => cluster.process(decodeWireTransaction(unsigned), { skipPreflight: true })).toJson()).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
  })
})

describe('SolanaCluster: slots', () => {
  it('produces a slot with a new blockhash valid for 150 more blocks, and tells its listeners', () => {
    const slots: number[] = []
    cluster.onSlot((slot) => slots.push(slot.slot))
    const genesis = cluster.latestBlockhash()
    expect(genesis.blockhash).toBe(cluster.genesisHash)
    const next = cluster.advanceSlot()
    expect(next).toMatchObject({ slot: 1, blockHeight: 1 })
    expect(cluster.latestBlockhash()).toEqual({ blockhash: next.blockhash, lastValidBlockHeight: 151 })
    expect(next.blockhash).not.toBe(genesis.blockhash)
    expect(slots).toEqual([1])
    expect(cluster.svm.getClock().slot).toBe(1n)
    expect(cluster.epochInfo).toEqual({ absoluteSlot: 1, blockHeight: 1, epoch: 0, slotIndex: 1, slotsInEpoch: SLOTS_PER_EPOCH, transactionCount: 0 })
  })
})
