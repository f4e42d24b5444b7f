import { describe, expect, it } from 'vitest'
import { colorFromId } from './colorFromId'
import { escapeXml } from './escapeXml'
import { initials } from './initials'
import { renderBadgeSvg } from './renderBadgeSvg'

/** The SVG's elements, in order: no element may come from the label. */
const tags = (svg: string) => [...svg.matchAll(/<([a-zA-Z][\w:-]*)/g)].map((match) => match[1])

describe('initials', () => {
  it('takes the first letters of two words, or two of one', () => {
    expect(initials('Harbor Wallet')).toBe('HW')
    expect(initials('Lantern')).toBe('LA')
    expect(initials('<img src=x onerror=alert(1)>')).toBe('IS')
    expect(initials('🦊 ~~ !!')).toBe('?')
    expect(initials('ärzte éclair')).toBe('ÄÉ')
  })
})

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
    expect(escapeXml('a\u0000b\u0008c\uFFFEd\uD800e')).toBe('abcde')
    expect(escapeXml('𝕏')).toBe('𝕏')
  })
})

describe('renderBadgeSvg', () => {
  it('draws initials on a colour derived from the id', () => {
    const svg = renderBadgeSvg({ id: 'abc', label: 'Harbor Wallet' })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('>HW</text>')
    expect(svg).toContain(`fill="${colorFromId('abc')}"`)
    expect(renderBadgeSvg({ id: 'abc', label: 'Harbor Wallet' })).toBe(svg)
    expect(colorFromId('abc')).not.toBe(colorFromId('abd'))
  })

  it('never lets a label inject markup', () => {
    for (const label of [
      '<script>alert(1)</script>',
      '"><image href="javascript:alert(1)"/>',
      "</title><foreignObject><iframe src='x'/></foreignObject>",
      ']]><!--',
      '<![CDATA[<script>x</script>]]>',
      'x'.repeat(10_000),
    ]) {
      const svg = renderBadgeSvg({ id: label, label })
      expect(tags(svg)).toEqual(['svg', 'title', 'rect', 'text'])
      expect(svg).not.toMatch(/<script|<image|<iframe|<foreignObject|<!\[CDATA\[|<!--/i)
      expect(svg.length).toBeLessThan(2000)
    }
    expect(tags(renderBadgeSvg({ id: 'x', label: '<b>', shape: 'circle' }))).toEqual(['svg', 'title', 'circle', 'text'])
  })
})
