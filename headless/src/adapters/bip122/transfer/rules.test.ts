import { toOutputScript } from 'bitcoinjs-lib/src/address'
import { regtest } from 'bitcoinjs-lib/src/networks'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEE_TARGET, feeFor, feeRateFor } from './feeRate.js'
import { dustThreshold, estimateVsize, isWitnessProgram } from './outputSize.js'
import { type Coin, selectCoins } from './selectCoins.js'
import { selectionError } from './selectionError.js'

// Real regtest addresses of each kind (BIP173/BIP350 vectors re-encoded for regtest).
const P2WPKH = toOutputScript('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', regtest)
const P2PKH = toOutputScript('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', regtest)
const P2SH = toOutputScript('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', regtest)
const P2TR = Uint8Array.from([0x51, 0x20, ...new Uint8Array(32).fill(7)])
const P2WSH = Uint8Array.from([0x00, 0x20, ...new Uint8Array(32).fill(9)])

const coin = (value: bigint, confirmed = true, vout = 0): Coin => ({ txid: `${vout}`.padStart(64, 'a'), vout, value, confirmed })

describe('output sizes and dust (Bitcoin Core GetDustThreshold at 3 sat/vB)', () => {
  it('gives Core’s thresholds for each output kind', () => {
    expect([P2WPKH, P2TR, P2WSH, P2SH, P2PKH].map(dustThreshold)).toEqual([294n, 330n, 330n, 540n, 546n])
  })

  it('tells witness programs from legacy scripts', () => {
    expect([P2WPKH, P2TR, P2WSH].map(isWitnessProgram)).toEqual([true, true, true])
    expect([P2PKH, P2SH, new Uint8Array(), Uint8Array.from([0x00, 0x14])].map(isWitnessProgram)).toEqual([false, false, false, false])
  })

  it('estimates a 1-in 2-out P2WPKH transaction at 141 vB', () => {
    expect(estimateVsize(1, [22, 22])).toBe(141)
    expect(estimateVsize(2, [22])).toBe(11 + 136 + 31)
  })
})

describe('feeRateFor', () => {
  const table = { '1': 25, '2': 12.5, '6': 4.2, '144': 1.5, '1008': 0.5 }
  it('takes the largest target not above the one asked for (6 blocks by default)', () => {
    expect(DEFAULT_FEE_TARGET).toBe(6)
    expect(feeRateFor(table)).toBe(4.2)
    expect(feeRateFor(table, 3)).toBe(12.5)
    expect(feeRateFor(table, 500)).toBe(1.5)
  })
  it('falls back to the smallest target, never goes below 1 sat/vB, and has nothing for an empty table', () => {
    expect(feeRateFor({ '10': 3 }, 2)).toBe(3)
    expect(feeRateFor(table, 2000)).toBe(1)
    expect(feeRateFor({})).toBeUndefined()
  })
  it('rounds a fee up to a whole satoshi', () => {
    expect(feeFor(141, 4.2)).toBe(593n)
    expect(feeFor(100, 1)).toBe(100n)
  })
})

describe('selectCoins', () => {
  const base = { receiverScript: P2WPKH, changeScript: P2WPKH, feeRate: 2 }

  it('spends the largest confirmed coin first and sends the change back', () => {
    const result = selectCoins({ ...base, coins: [coin(50_000n, true, 1), coin(200_000n, true, 2), coin(900_000n, false, 3)], amount: 100_000n })
    expect(result).toEqual({ ok: true, selection: { inputs: [coin(200_000n, true, 2)], fee: 282n, change: 200_000n - 100_000n - 282n, vsize: 141 } })
  })

  it('adds coins until the amount and the fee are covered, pending ones last', () => {
    const result = selectCoins({ ...base, coins: [coin(60_000n, false, 1), coin(50_000n, true, 2), coin(40_000n, true, 3)], amount: 95_000n })
    expect(result.ok && result.selection.inputs.map((input) => input.vout)).toEqual([2, 3, 1])
    expect(result.ok && result.selection.fee).toBe(BigInt(2 * estimateVsize(3, [22, 22])))
  })

  it('leaves change that would be dust to the fee, priced without the change output', () => {
    const noChangeFee = BigInt(2 * estimateVsize(1, [22]))
    const result = selectCoins({ ...base, coins: [coin(100_000n + noChangeFee + 200n)], amount: 100_000n })
    expect(result).toEqual({
      ok: true,
      selection: { inputs: [coin(100_000n + noChangeFee + 200n)], fee: noChangeFee + 200n, change: 0n, vsize: estimateVsize(1, [22]) },
    })
  })

  it('refuses an amount below the receiver output’s dust threshold', () => {
    expect(selectCoins({ ...base, coins: [coin(1_000_000n)], amount: 293n })).toEqual({ ok: false, failure: { reason: 'amount-below-dust', dust: 294n } })
    expect(selectCoins({ ...base, receiverScript: P2PKH, coins: [coin(1_000_000n)], amount: 545n })).toEqual({
      ok: false,
      failure: { reason: 'amount-below-dust', dust: 546n },
    })
    expect(selectCoins({ ...base, coins: [coin(1_000_000n)], amount: 294n }).ok).toBe(true)
  })

  it('refuses an amount above the balance', () => {
    expect(selectCoins({ ...base, coins: [coin(10_000n), coin(5_000n, false, 1)], amount: 15_001n })).toEqual({
      ok: false,
      failure: { reason: 'amount-above-balance', balance: 15_000n },
    })
    expect(selectCoins({ ...base, coins: [], amount: 1_000n })).toEqual({ ok: false, failure: { reason: 'amount-above-balance', balance: 0n } })
  })

  it('refuses an amount that leaves too little for the fee', () => {
    const result = selectCoins({ ...base, coins: [coin(10_000n)], amount: 10_000n - 100n })
    expect(result).toEqual({ ok: false, failure: { reason: 'fee-above-balance', balance: 10_000n, fee: BigInt(2 * estimateVsize(1, [22])) } })
  })
})

describe('selectionError', () => {
  it('says each refusal in BTC with its reason', () => {
    const dust = selectionError({ reason: 'amount-below-dust', dust: 294n }, 'BTC', 8)
    expect([dust.reason, dust.shortMessage]).toEqual(['amount-below-dust', 'Amount below dust: the least this receiver can be sent is 0.00000294 BTC'])
    const above = selectionError({ reason: 'amount-above-balance', balance: 1n }, 'BTC', 8)
    expect([above.reason, above.shortMessage]).toEqual(['amount-above-balance', 'Insufficient BTC balance'])
    const fee = selectionError({ reason: 'fee-above-balance', balance: 1n, fee: 220n }, 'BTC', 8)
    expect([fee.reason, fee.shortMessage, fee.details]).toEqual([
      'fee-above-balance',
      'Insufficient BTC for the amount and the network fee',
      'the network fee is at least 0.0000022 BTC',
    ])
  })
})
