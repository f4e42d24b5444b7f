import { describe, expect, it } from 'vitest'
import { BlockhashWindow, MAX_PROCESSING_AGE } from './blockhashWindow'
import { slotBlockhash } from './slotBlockhash'

describe('BlockhashWindow', () => {
  it('accepts a blockhash for 150 blocks after its own, then refuses it', () => {
    const window = new BlockhashWindow()
    window.add('first', 10)
    expect(window.lastValidBlockHeight('first')).toBe(10 + MAX_PROCESSING_AGE)
    expect(window.isValid('first', 10)).toBe(true)
    expect(window.isValid('first', 160)).toBe(true)
    expect(window.isValid('first', 161)).toBe(false)
  })

  it('refuses a blockhash it never handed out', () => {
    const window = new BlockhashWindow()
    window.add('first', 1)
    expect(window.isValid('never', 1)).toBe(false)
    expect(window.lastValidBlockHeight('never')).toBeUndefined()
  })

  it('forgets blockhashes no transaction may name any more, so it holds about 150', () => {
    const window = new BlockhashWindow(3)
    for (let height = 0; height < 10; height++) window.add(`hash${height}`, height)
    expect(window.size).toBe(4)
    expect(window.lastValidBlockHeight('hash5')).toBeUndefined()
    expect(window.isValid('hash6', 9)).toBe(true)
  })
})

describe('slotBlockhash', () => {
  it('is the genesis hash at slot 0, then a distinct 32-byte base58 hash a slot, the same on every start', () => {
    const genesis = 'C87HniDwGEEByviiVqxKy4JPppad4zvEg6FYUCPWamzt'
    expect(slotBlockhash(genesis, 0)).toBe(genesis)
    const hashes = new Set(Array.from({ length: 200 }, (_, slot) => slotBlockhash(genesis, slot)))
    expect(hashes.size).toBe(200)
    expect(slotBlockhash(genesis, 7)).toBe(slotBlockhash(genesis, 7))
    expect(slotBlockhash(genesis, 7)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })
})
