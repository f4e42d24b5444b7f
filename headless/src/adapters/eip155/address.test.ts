import { describe, expect, it } from 'vitest'
import { checkAddress, checksumAddress, isAddress } from './address.js'

// The EIP-55 specification's own examples.
const eip55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

describe('EIP-55 addresses', () => {
  it('checksums as the specification shows', () => {
    for (const address of eip55) expect(checksumAddress(address.toLowerCase())).toBe(address)
  })

  it('accepts checksummed, all-lower and all-upper addresses', () => {
    for (const address of eip55) {
      expect(checkAddress(address)).toBe('valid')
      expect(checkAddress(address.toLowerCase())).toBe('valid')
      expect(checkAddress(`0x${address.slice(2).toUpperCase()}`)).toBe('valid')
    }
  })

  it('flags a mixed-case address with one letter flipped as a bad checksum', () => {
    const typo = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'
    expect(checkAddress(typo)).toBe('bad-checksum')
    expect(isAddress(typo)).toBe(false)
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
      'vitalik.eth',
    ]) {
      expect(checkAddress(value)).toBe('invalid')
    }
    expect(isAddress(42)).toBe(false)
  })
})
