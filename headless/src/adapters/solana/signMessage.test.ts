import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { base58Signature } from './base58Signature.js'

describe('base58Signature', () => {
  it('writes 64 bytes as Solana does (the same text as kit’s base58 codec), leading zero bytes as 1s', () => {
    const samples = [new Uint8Array(64).fill(255), new Uint8Array(64), Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256)]
    samples[2]![0] = 0
    for (const bytes of samples) expect(base58Signature(bytes)).toBe(getBase58Decoder().decode(bytes))
    expect(base58Signature(new Uint8Array(64))).toBe('1'.repeat(64))
  })

  it('is undefined for anything but 64 bytes', () => {
    expect(base58Signature(new Uint8Array(63))).toBeUndefined()
    expect(base58Signature(new Uint8Array(65))).toBeUndefined()
    expect(base58Signature(Array.from({ length: 64 }, () => 1))).toBeUndefined()
    expect(base58Signature('3'.repeat(88))).toBeUndefined()
  })
})
