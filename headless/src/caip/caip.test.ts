import { describe, expect, it } from 'vitest'
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress.js'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.js'

describe('CAIP-2 network ids', () => {
  it('parses namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ namespace: 'eip155', reference: '31337' })
  })
  it.each(['eip155', 'eip155:1:0xabc', ':1', 'eip155:', ''])('rejects %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP network id')
    expect(isCaipNetworkId(value)).toBe(false)
  })
  it('formats and validates', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1')
    expect(() => formatCaipNetworkId('eip155', '')).toThrow()
  })
})

describe('CAIP-10 addresses', () => {
  it('parses three parts and derives the network id', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ namespace: 'eip155', reference: '1', address: '0xabc', caipNetworkId: 'eip155:1' })
  })
  it.each(['eip155:1', 'eip155:1:0xabc:extra', 'eip155::0xabc', '::'])('rejects %j', (value) => {
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP address')
    expect(isCaipAddress(value)).toBe(false)
  })
  it('formats from a network id', () => {
    expect(formatCaipAddress('eip155:10', '0xdef')).toBe('eip155:10:0xdef')
  })
})
