import { describe, expect, it } from 'vitest'
import { Ledger, PRIORITIZATION_FEE_SLOTS } from './ledger'
import type { TransactionRecord } from './transactionRecord'

// Only what the ledger indexes on: signature, slot, keys with their writable flags, the price.
function record(signature: string, slot: number, keys: string[], computeUnitPrice = 0n): TransactionRecord {
  return {
    signature,
    slot,
    computeUnitPrice,
    accountKeys: { keys, writable: keys.map((_, index) => index < keys.length - 1), signer: [], loaded: { writable: [], readonly: [] } },
  } as unknown as TransactionRecord
}

describe('Ledger.signaturesForAddress', () => {
  const ledger = new Ledger()
  for (let index = 1; index <= 5; index++) ledger.add(record(`sig${index}`, index, ['alice', index % 2 === 0 ? 'bob' : 'carol', 'program']))
  const signatures = (address: string, options: Parameters<Ledger['signaturesForAddress']>[1]) =>
    ledger.signaturesForAddress(address, options).map((entry) => entry.signature)

  it('lists the transactions naming an address, newest first, at most `limit`', () => {
    expect(signatures('alice', { limit: 10 })).toEqual(['sig5', 'sig4', 'sig3', 'sig2', 'sig1'])
    expect(signatures('bob', { limit: 10 })).toEqual(['sig4', 'sig2'])
    expect(signatures('alice', { limit: 2 })).toEqual(['sig5', 'sig4'])
    expect(signatures('nobody', { limit: 10 })).toEqual([])
  })

  it('starts below `before` and stops above `until` (both exclusive)', () => {
    expect(signatures('alice', { limit: 10, before: 'sig4' })).toEqual(['sig3', 'sig2', 'sig1'])
    expect(signatures('alice', { limit: 10, until: 'sig2' })).toEqual(['sig5', 'sig4', 'sig3'])
    expect(signatures('alice', { limit: 10, before: 'sig5', until: 'sig3' })).toEqual(['sig4'])
    expect(signatures('alice', { limit: 10, before: 'unknown' })).toEqual([])
  })

  it('finds by signature and counts what it holds', () => {
    expect(ledger.get('sig3')?.slot).toBe(3)
    expect(ledger.has('sig9')).toBe(false)
    expect(ledger.transactionCount).toBe(5)
  })
})

describe('Ledger.recentPrioritizationFees', () => {
  it('gives each of the last 150 slots the lowest price among transactions writing the addresses, 0 without one', () => {
    const ledger = new Ledger()
    ledger.add(record('a', 200, ['alice', 'program'], 50n))
    ledger.add(record('b', 200, ['bob', 'program'], 10n))
    ledger.add(record('c', 201, ['alice', 'program'], 70n))
    const fees = ledger.recentPrioritizationFees(['alice'], 205)
    expect(fees).toHaveLength(PRIORITIZATION_FEE_SLOTS)
    expect(fees.at(-1)).toEqual({ slot: 205, prioritizationFee: 0n })
    expect(fees.filter((fee) => fee.prioritizationFee > 0n)).toEqual([
      { slot: 200, prioritizationFee: 50n },
      { slot: 201, prioritizationFee: 70n },
    ])
    expect(ledger.recentPrioritizationFees([], 205).find((fee) => fee.slot === 200)).toEqual({ slot: 200, prioritizationFee: 10n })
    // The program is read-only in every transaction: writing it is what counts.
    expect(ledger.recentPrioritizationFees(['program'], 205).every((fee) => fee.prioritizationFee === 0n)).toBe(true)
  })

  it('covers the slots since genesis while there are fewer than 150', () => {
    expect(new Ledger().recentPrioritizationFees([], 3).map((fee) => fee.slot)).toEqual([0, 1, 2, 3])
  })
})
