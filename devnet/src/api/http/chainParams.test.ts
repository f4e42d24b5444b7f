import { describe, expect, it } from 'vitest'
import { createApiChains } from '../chains/apiChains'
import { devnetChainIdSchema, evmAddressSchema } from './chainParams'

describe('evmAddressSchema', () => {
  it('accepts any letter case and answers checksummed', () => {
    expect(evmAddressSchema.parse('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(evmAddressSchema.parse('0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('refuses what is not an address', () => {
    for (const value of [
      '',
      '0x',
      'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226',
      '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      'eip155:1:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      'alice.berth',
    ]) {
      expect(evmAddressSchema.safeParse(value).success, value).toBe(false)
    }
  })
})

describe('devnetChainIdSchema', () => {
  const chains = createApiChains([
    { chainId: 31337, name: 'Berth Devnet', url: 'http://127.0.0.1:1' },
    { chainId: 31338, name: 'Berth Devnet L2', url: 'http://127.0.0.1:2' },
  ])
  const schema = devnetChainIdSchema(chains)

  it('finds the chain by CAIP-2 id', () => {
    expect(schema.parse('eip155:31338')).toBe(chains[1])
  })

  it('names the devnet chains when the id is another chain or malformed', () => {
    expect(schema.safeParse('eip155:1').error?.issues[0]?.message).toBe('eip155:1 is not a devnet chain (eip155:31337, eip155:31338)')
    for (const value of ['31337', 'eip155:', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:0x7a69']) {
      expect(
        schema.safeParse(value).error?.issues.map((issue) => issue.message),
        value,
      ).toEqual(['expected a CAIP-2 eip155 chain id such as eip155:31337'])
    }
  })
})
