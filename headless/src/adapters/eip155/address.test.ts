import fc from 'fast-check'
import { bytesToHex, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkAddress } from './address.js'

// The EIP-55 specification's own examples.
const eip55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const anyAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(bytesToHex(bytes)))

/** The address with the case of its `index`-th letter flipped, or undefined when it has no letters. */
function flipOneLetter(address: string, index: number): string | undefined {
  const letters = [...address.slice(2)].flatMap((char, position) => (/[a-f]/i.test(char) ? [position + 2] : []))
  if (letters.length === 0) return undefined
  const at = letters[index % letters.length]!
  const char = address[at]!
  return `${address.slice(0, at)}${char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()}${address.slice(at + 1)}`
}

describe('checkAddress (EIP-55)', () => {
  it('accepts checksummed, all-lower and all-upper addresses', () => {
    for (const address of eip55) {
      expect(checkAddress(address)).toBe('valid')
      expect(checkAddress(address.toLowerCase())).toBe('valid')
      expect(checkAddress(`0x${address.slice(2).toUpperCase()}`)).toBe('valid')
    }
  })

  it('flags a mixed-case address with one letter flipped as a bad checksum', () => {
    expect(checkAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe('bad-checksum')
  })

  it('holds for any address: its checksummed form and its plain cases pass, one flipped letter does not', () => {
    fc.assert(
      fc.property(anyAddress, fc.nat(), (address, index) => {
        expect(checkAddress(address)).toBe('valid')
        expect(checkAddress(address.toLowerCase())).toBe('valid')
        expect(checkAddress(`0x${address.slice(2).toUpperCase()}`)).toBe('valid')
        const typo = flipOneLetter(address, index)
        // Flipping a letter can leave the address all-lower or all-upper, which carries no checksum.
        const body = typo?.slice(2)
        if (typo && body !== body!.toLowerCase() && body !== body!.toUpperCase()) expect(checkAddress(typo)).toBe('bad-checksum')
      }),
      { numRuns: 300 },
    )
  })

  it('refuses what is not 20 bytes of hex', () => {
    for (const value of [
      '',
      '0x',
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd',
      '0xZaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      ' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      '0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      'vitalik.eth',
    ]) {
      expect(checkAddress(value)).toBe('invalid')
    }
  })
})
