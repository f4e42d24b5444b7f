// Berth's own send encoders (no viem in @berth/headless) checked against viem over many inputs:
// keccak256, EIP-55 checksums, transfer calldata, and decimal amounts to and from base units.
import { formatAmount, parseAmount } from '@berth/headless'
import { checksumAddress, encodeTransfer, keccak256 } from '@berth/headless/eip155'
import { encodeFunctionData, erc20Abi, formatUnits, getAddress, keccak256 as viemKeccak256, parseUnits, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { seededRandom } from '../support/seededRandom.js'

const next = seededRandom(20261122)
const bytes = (length: number) => Uint8Array.from({ length }, () => next() & 0xff)
const hex = (length: number) => Array.from(bytes(length), (byte) => byte.toString(16).padStart(2, '0')).join('')
const bigint = (maxBytes: number) => BigInt(`0x${hex(1 + (next() % maxBytes))}`)

describe('send encoders against viem', () => {
  it('keccak256 over lengths around the 136-byte block', () => {
    for (const length of [0, 1, 31, 32, 55, 64, 100, 135, 136, 137, 271, 272, 273, 500]) {
      const input = bytes(length)
      expect(`0x${keccak256(input)}`, `length ${length}`).toBe(viemKeccak256(input))
    }
  })

  it('EIP-55 checksums of 300 addresses', () => {
    for (let index = 0; index < 300; index++) {
      const address = `0x${hex(20)}`
      expect(checksumAddress(address)).toBe(getAddress(address))
    }
  })

  it('transfer(to, amount) calldata for 300 receivers and amounts', () => {
    for (let index = 0; index < 300; index++) {
      const to = getAddress(`0x${hex(20)}`)
      const amount = bigint(32)
      expect(encodeTransfer(to, amount)).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }))
    }
  })

  it('amounts to base units and back, as parseUnits and formatUnits read them', () => {
    for (let index = 0; index < 500; index++) {
      const decimals = next() % 25
      const value = bigint(12)
      const text = formatUnits(value, decimals)
      expect(formatAmount(value, decimals)).toBe(text)
      const parsed = parseAmount(text, decimals)
      expect(parsed.ok && parsed.value).toBe(parseUnits(text, decimals))
    }
  })

  it('the selector is keccak256 of the signature, as viem computes it', () => {
    expect(`0x${keccak256(new TextEncoder().encode('transfer(address,uint256)')).slice(0, 8)}`).toBe(
      viemKeccak256(toHex('transfer(address,uint256)')).slice(0, 10),
    )
  })
})
