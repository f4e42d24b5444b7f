import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boundText, cleanText, MAX_LABEL_LENGTH, safeLabel } from './safeLabel.js'

const RUNS = 2_000
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/

// Text with the characters that hide or reorder what a reader sees mixed in, and astral characters.
const hostileText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.constantFrom('\u0000', '\t', '\n', '\r\n', '\u0085', '\u00a0', '\u00ad', '\u200b', '\u200f', '\u202e', '\u2066', '\u2069', '\ufeff', '  ', '🦊', 'é'),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''))

const length = (text: string) => Array.from(text).length
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

describe('safeLabel', () => {
  it.each([
    ['  Fox   Wallet  ', 'Fox Wallet'],
    ['Fox\nWallet', 'Fox Wallet'],
    ['Fox\tWallet\r\n', 'Fox Wallet'],
    ['Fox\u0000Wallet', 'FoxWallet'],
    ['Fox\u200bWallet', 'FoxWallet'],
    ['Meta\u202eksaM', 'MetaksaM'],
    ['\u2066Rainbow\u2069', 'Rainbow'],
    ['\ufeffZerion', 'Zerion'],
    ['\u200b \u200b', ''],
    ['', ''],
  ])('shows %j as %j', (value, shown) => {
    expect(safeLabel(value)).toBe(shown)
  })

  it.each([null, undefined])('shows nothing for %j', (value) => {
    expect(safeLabel(value)).toBe('')
  })

  it('cuts a long label on a whole character, the last one an ellipsis', () => {
    expect(safeLabel('a'.repeat(MAX_LABEL_LENGTH))).toBe('a'.repeat(MAX_LABEL_LENGTH))
    expect(safeLabel('a'.repeat(MAX_LABEL_LENGTH + 1))).toBe(`${'a'.repeat(MAX_LABEL_LENGTH - 1)}…`)
    expect(safeLabel('🦊'.repeat(10), 4)).toBe('🦊🦊🦊…')
    expect(safeLabel('ab cd', 4)).toBe('ab…')
  })

  it('never shows a hidden character, runs of whitespace or more than the limit, and cleans to itself', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 80 }), (value, max) => {
        const label = safeLabel(value, max)
        expect(label).not.toMatch(HIDDEN)
        expect(label).not.toMatch(/\s{2}|^\s|\s$|[\t\n\r]/)
        expect(length(label)).toBeLessThanOrEqual(max)
        expect(label).not.toMatch(LONE_SURROGATE)
        expect(safeLabel(label, max)).toBe(label)
      }),
      { numRuns: RUNS },
    )
  })
})

describe('cleanText and boundText', () => {
  it('clean without cutting, and cut without an ellipsis', () => {
    expect(cleanText(' a\u202e\nb ')).toBe('a b')
    expect(boundText('abcdef', 3)).toBe('abc')
    expect(boundText('ab cdef', 3)).toBe('ab')
    expect(boundText('abc', 3)).toBe('abc')
    expect(boundText('🦊🦊🦊', 2)).toBe('🦊🦊')
  })

  it('bound to at most the limit, on whole characters', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 0, max: 50 }), (value, max) => {
        const bounded = boundText(cleanText(value), max)
        expect(length(bounded)).toBeLessThanOrEqual(max)
        expect(bounded).not.toMatch(LONE_SURROGATE)
        expect(cleanText(value).startsWith(bounded)).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })
})
