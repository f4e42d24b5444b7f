import { describe, expect, it } from 'vitest'
import { ACCOUNT_STORAGE_KEY, accountAt, addressAt, indexOfAddress, initialAccountIndex, parseAccountIndex } from './accounts'

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values }
}

describe('accounts', () => {
  it('derives the mnemonic account the address table names (index 7 checked)', () => {
    expect(accountAt(7).address).toBe(addressAt(7))
    expect(indexOfAddress(addressAt(7).toLowerCase())).toBe(7)
    expect(indexOfAddress('0x0000000000000000000000000000000000000001')).toBeUndefined()
  })

  it('takes 0..9 only', () => {
    expect(['0', '9', ' 3 '].map(parseAccountIndex)).toEqual([0, 9, 3])
    expect(['10', '-1', '1.5', 'x', '', null, undefined].map(parseAccountIndex)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('prefers ?account= and remembers it, then the stored choice, then 0', () => {
    const storage = memory({ [ACCOUNT_STORAGE_KEY]: '4' })
    expect(initialAccountIndex('', storage)).toBe(4)
    expect(initialAccountIndex('?account=8', storage)).toBe(8)
    expect(storage.values.get(ACCOUNT_STORAGE_KEY)).toBe('8')
    expect(initialAccountIndex('?account=12', memory())).toBe(0)
    expect(initialAccountIndex('', memory({ [ACCOUNT_STORAGE_KEY]: 'garbage' }))).toBe(0)
  })

  it('works without storage, or with one that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(initialAccountIndex('', undefined)).toBe(0)
    expect(initialAccountIndex('', throwing)).toBe(0)
    expect(initialAccountIndex('?account=2', throwing)).toBe(2)
  })
})
