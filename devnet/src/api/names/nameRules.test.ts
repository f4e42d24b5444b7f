import { describe, expect, it } from 'vitest'
import { chainIdOfCoinType, coinTypeOfChainId, labelProblem, parseFullName } from './nameRules'
import { nameCandidates, pickSuggestions } from './nameSuggestions'

describe('name rules', () => {
  it('ENSIP-11: 60 is mainnet, the high bit marks any other EVM chain, and nothing else is one', () => {
    expect(coinTypeOfChainId(1)).toBe(60)
    expect(coinTypeOfChainId(31337)).toBe(2147514985)
    expect(chainIdOfCoinType(60)).toBe(1)
    expect(chainIdOfCoinType(2147514985)).toBe(31337)
    for (const coinType of [0, 501, 0x80000000, 0x100000000, -1, 1.5]) expect(chainIdOfCoinType(coinType), String(coinType)).toBeUndefined()
  })

  it('a label is letters, digits and hyphen, at least 4; a full name is label.zone, kept lowercase', () => {
    expect(labelProblem('ab-1')).toBeUndefined()
    expect(labelProblem('ab1')).toBe('"ab1" is shorter than 4 characters')
    expect(labelProblem('ab 12')).toBe('"ab 12" has characters other than letters, digits and hyphen')
    expect(parseFullName('Alice.Berth.ID', ['berth.id'])).toEqual({ ok: true, value: { name: 'alice.berth.id', label: 'alice', zone: 'berth.id' } })
    expect(parseFullName('alice', ['berth.id'])).toEqual({ ok: false, problem: '"alice" is not a name in .berth.id' })
  })

  it('suggests only valid names, the typed one first, and never a taken one after it', () => {
    expect(nameCandidates('ab-c', 'berth.id')[0]).toBe('ab-c.berth.id')
    expect(pickSuggestions(['a.z', 'b.z', 'c.z'], new Set(['a.z', 'b.z']))).toEqual([
      { name: 'a.z', registered: true },
      { name: 'c.z', registered: false },
    ])
    expect(pickSuggestions([], new Set())).toEqual([])
  })
})
