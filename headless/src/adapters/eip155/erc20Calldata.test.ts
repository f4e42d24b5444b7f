import { describe, expect, it } from 'vitest'
import { decodeBool, decodeUint256, encodeBalanceOf, encodeTransfer, MAX_UINT256 } from './erc20Calldata.js'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const one = `0x${'0'.repeat(63)}1`

describe('ERC-20 calldata', () => {
  it('encodes transfer(to, amount) as selector and two 32-byte words', () => {
    expect(encodeTransfer(bob, 1_500_000n)).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000000016e360',
    )
    expect(encodeTransfer(bob, MAX_UINT256)).toMatch(/f{64}$/)
  })

  it('refuses amounts that do not fit a uint256', () => {
    expect(() => encodeTransfer(bob, MAX_UINT256 + 1n)).toThrow(RangeError)
    expect(() => encodeTransfer(bob, -1n)).toThrow(RangeError)
  })

  it('encodes balanceOf(owner)', () => {
    expect(encodeBalanceOf(bob)).toBe('0x70a0823100000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8')
  })

  it('decodes a bool only from a word holding 0 or 1', () => {
    expect(decodeBool(one)).toBe(true)
    expect(decodeBool(`0x${'0'.repeat(64)}`)).toBe(false)
    expect(decodeBool(`${one}${'0'.repeat(64)}`)).toBe(true)
    expect(decodeBool('0x')).toBeUndefined()
    expect(decodeBool(`0x${'0'.repeat(63)}2`)).toBeUndefined()
    expect(decodeBool('0x01')).toBeUndefined()
    expect(decodeBool(`0x${'z'.repeat(64)}`)).toBeUndefined()
    expect(decodeBool(undefined)).toBeUndefined()
  })

  it('decodes a uint256 balance', () => {
    expect(decodeUint256(`0x${(10n ** 24n).toString(16).padStart(64, '0')}`)).toBe(10n ** 24n)
    expect(decodeUint256('0x')).toBeUndefined()
  })
})
