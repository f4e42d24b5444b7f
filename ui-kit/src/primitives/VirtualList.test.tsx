// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VirtualList, visibleRange } from './VirtualList'

afterEach(cleanup)

describe('VirtualList', () => {
  it('renders only the rows in view plus overscan, wherever it is scrolled', () => {
    render(
      <VirtualList
        aria-label="Rows"
        count={2_000}
        getKey={(index) => `row-${index}`}
        renderRow={(index, { tabIndex }) => (
          <button type="button" tabIndex={tabIndex}>
            Row {index}
          </button>
        )}
      />,
    )
    const list = screen.getByRole('list', { name: 'Rows' })
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(60)
    fireEvent.scroll(list.parentElement as HTMLElement, { target: { scrollTop: 1_000 * 56 } })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.length).toBeLessThanOrEqual(60)
    expect(rows.map((row) => row.getAttribute('data-index'))).toContain('1000')
    expect(list.style.height).toBe(`${2_000 * 56}px`)
  })

  it('visibleRange clamps to the list', () => {
    expect(visibleRange(0, 400, 56, 2_000, 4)).toEqual({ start: 0, end: 13 })
    expect(visibleRange(1_000 * 56, 400, 56, 2_000, 4)).toEqual({ start: 996, end: 1_013 })
    expect(visibleRange(10 ** 9, 400, 56, 30, 4)).toEqual({ start: 26, end: 30 })
    expect(visibleRange(0, 400, 56, 0, 4)).toEqual({ start: 0, end: 0 })
  })
})
