import { describe, expect, it } from 'vitest'
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor'

describe('history cursor', () => {
  it("round-trips the sort key of a page's last entry, URL-safe", () => {
    const cursor = { minedAt: 1_795_314_268, chainId: 31338, blockNumber: 120, txIndex: 0 }
    const encoded = encodeHistoryCursor(cursor)
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeHistoryCursor(encoded)).toEqual(cursor)
  })

  it('refuses what it did not issue', () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url')
    for (const value of [
      '',
      'abc',
      'not a cursor!',
      forged('h1:1:2:3'),
      forged('h1:1:2:3:4:5'),
      forged('h2:1:2:3:4'),
      forged('h1:-1:2:3:4'),
      forged('h1:1.5:2:3:4'),
      forged('h1:1:2:3:4 '),
      forged(`h1:${'9'.repeat(13)}:2:3:4`),
      'A'.repeat(81),
    ]) {
      expect(decodeHistoryCursor(value), value).toBeUndefined()
    }
  })
})
