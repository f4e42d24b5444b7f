import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../../errors/chainId.js'
import { defineEip155Network } from '../../networks/defineEip155Network.js'
import { base, mainnet } from '../../networks/eip155.js'
import { solanaMainnet } from '../../networks/solana.js'
import { buildRegistrationMessage } from './buildRegistrationMessage.js'
import { nameCoinType } from './nameCoinType.js'
import { accountNameLabel, fullAccountName } from './nameZone.js'
import { validateAccountName } from './validateAccountName.js'

const chain = (id: number) => ({ id, chainNamespace: 'eip155' as const })

describe('validateAccountName (SPEC §5)', () => {
  it('keeps letters, digits and hyphen, at least 4 characters', () => {
    for (const name of ['alice', 'Al-1', '1234', '----', 'a-very-long-name-2026']) expect(validateAccountName(name), name).toBeUndefined()
  })

  it('says what is wrong: a character outside the set first, then the length', () => {
    expect(validateAccountName('abc')).toBe('Use at least 4 characters')
    expect(validateAccountName('')).toBe('Use at least 4 characters')
    for (const name of ['al ice', 'alice.berth', 'al_ice', 'alicé', 'ab!']) expect(validateAccountName(name), name).toBe('Use only letters, digits and hyphens')
  })
})

describe('nameCoinType (ENSIP-11)', () => {
  it('is 60 on Ethereum mainnet and 0x80000000 | chainId on any other EVM chain', () => {
    expect(nameCoinType(mainnet)).toBe(60)
    expect(nameCoinType(base)).toBe(0x80000000 + 8453)
    expect(nameCoinType(chain(31337))).toBe(2147514985)
    expect(nameCoinType(chain(2 ** 31 - 1))).toBe(2 ** 32 - 1)
  })

  it('refuses a chain id of 2^31 or more, a non-integer one, and a network that is not eip155', () => {
    for (const id of [2 ** 31, 2 ** 40, 0, -1, 1.5]) {
      const error = (() => {
        try {
          nameCoinType(chain(id))
        } catch (caught) {
          return caught
        }
      })()
      expect(error, String(id)).toBeInstanceOf(InvalidChainIdError)
      expect((error as InvalidChainIdError).shortMessage).toBe('Invalid chainId')
    }
    expect(() => nameCoinType(solanaMainnet)).toThrow(InvalidChainIdError)
    expect(() => nameCoinType(defineEip155Network({ id: 2 ** 31, name: 'Too far', nativeCurrency: mainnet.nativeCurrency, rpcUrls: mainnet.rpcUrls }))).toThrow(
      'Invalid chainId',
    )
  })
})

describe('buildRegistrationMessage (SPEC §4)', () => {
  it('writes JSON with name, attributes and whole seconds, in that order', () => {
    expect(buildRegistrationMessage({ name: 'alice.berth.id', timestamp: 1_764_226_395.9 })).toBe(
      '{"name":"alice.berth.id","attributes":{},"timestamp":1764226395}',
    )
    expect(JSON.parse(buildRegistrationMessage({ name: 'bob.berth.id', attributes: { bio: 'hi "there"' }, timestamp: 5 }))).toEqual({
      name: 'bob.berth.id',
      attributes: { bio: 'hi "there"' },
      timestamp: 5,
    })
  })
})

describe('names in the zone', () => {
  it('adds the zone to a typed label, keeps a full name, lowercases; and takes the label back out', () => {
    expect(fullAccountName(' Alice ')).toBe('alice.berth.id')
    expect(fullAccountName('alice.Berth.id')).toBe('alice.berth.id')
    expect(fullAccountName('alice', 'other.zone')).toBe('alice.other.zone')
    expect(accountNameLabel('Alice.berth.id')).toBe('Alice')
    expect(accountNameLabel('alice')).toBe('alice')
  })
})
