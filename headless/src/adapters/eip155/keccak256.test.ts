import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256.js'

const hash = (text: string) => keccak256(new TextEncoder().encode(text))

describe('keccak256', () => {
  it('matches the published digests', () => {
    expect(hash('')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
    expect(hash('abc')).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45')
  })

  it('gives the ERC-20 selectors', () => {
    expect(hash('transfer(address,uint256)').slice(0, 8)).toBe('a9059cbb')
    expect(hash('balanceOf(address)').slice(0, 8)).toBe('70a08231')
  })

  it('absorbs inputs longer than one block, and exactly one block', () => {
    // Reference digests from viem's keccak256 (tests/unit/sendEncodingAgainstViem.test.ts checks many more).
    expect(hash('a'.repeat(135))).toBe('34367dc248bbd832f4e3e69dfaac2f92638bd0bbd18f2912ba4ef454919cf446')
    expect(hash('a'.repeat(136))).toBe('a6c4d403279fe3e0af03729caada8374b5ca54d8065329a3ebcaeb4b60aa386e')
    expect(hash('a'.repeat(300))).toHaveLength(64)
  })
})
