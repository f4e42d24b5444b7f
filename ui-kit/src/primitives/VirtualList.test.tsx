// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VirtualList } from './VirtualList'

afterEach(cleanup)

// jsdom has no layout: the list is told its height (as the component's API says) and scrolls only
// by scroll events; the scrolling itself is checked in Chromium (tests/e2e/allWallets.test.ts).

function renderRows(count = 2_000, onRangeChange?: (range: { start: number; end: number }) => void) {
  const user = userEvent.setup()
  render(
    <>
      <button type="button">Before</button>
      <VirtualList
        aria-label="Rows"
        count={count}
        getKey={(index) => `row-${index}`}
        {...(onRangeChange ? { onRangeChange } : {})}
        renderRow={(index, { tabIndex }) => (
          <button type="button" tabIndex={tabIndex}>
            Row {index}
          </button>
        )}
      />
    </>,
  )
  return { user }
}

const list = () => screen.getByRole('list', { name: 'Rows' })
const rows = () => within(list()).getAllByRole('listitem')
const indexes = () => rows().map((row) => Number(row.getAttribute('data-index')))
const scrollTo = (top: number) => fireEvent.scroll(list().parentElement as HTMLElement, { target: { scrollTop: top } })
const focusedRow = () => document.activeElement?.closest('[data-index]')?.getAttribute('data-index')

describe('VirtualList', () => {
  it('a new resetKey brings a scrolled list back to its top, and leaves a list at its top alone', () => {
    const list = (resetKey: string) => (
      <VirtualList aria-label="Rows" count={2_000} resetKey={resetKey} getKey={(index) => `row-${index}`} renderRow={(index) => <span>Row {index}</span>} />
    )
    const scrolls = vi.fn()
    const { rerender } = render(list('a'))
    const scroller = screen.getByRole('list', { name: 'Rows' }).parentElement as HTMLElement
    scroller.scrollTo = scrolls as unknown as HTMLElement['scrollTo']
    rerender(list('ab'))
    expect(scrolls).not.toHaveBeenCalled()
    scrollTo(1_000 * 56)
    rerender(list('abc'))
    expect(scrolls).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it('renders only the rows in view plus overscan, wherever it is scrolled, in a list as tall as every row', () => {
    renderRows()
    expect(indexes()).toEqual(Array.from({ length: 12 }, (_, index) => index))
    scrollTo(1_000 * 56)
    expect(rows().length).toBeLessThanOrEqual(60)
    expect(indexes()).toContain(1_000)
    expect(indexes()).not.toContain(0)
    expect(list().style.height).toBe(`${2_000 * 56}px`)
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('2000')
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe(String(indexes()[0]! + 1))
  })

  it('reports the rendered range as it scrolls', () => {
    const onRangeChange = vi.fn()
    renderRows(2_000, onRangeChange)
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: 0, end: 12 })
    scrollTo(1_000 * 56)
    const { start, end } = onRangeChange.mock.lastCall![0] as { start: number; end: number }
    expect(start).toBeLessThanOrEqual(1_000)
    expect(end).toBeGreaterThan(1_007)
    expect(end - start).toBeLessThanOrEqual(60)
  })

  it('keeps the focused row rendered and focused while the list scrolls away from it; the arrows go on from it', async () => {
    const { user } = renderRows()
    await user.tab()
    await user.tab()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(focusedRow()).toBe('2')
    scrollTo(1_000 * 56)
    expect(indexes()).toContain(1_000)
    expect(indexes()).toContain(2)
    expect(rows().length).toBeLessThanOrEqual(60)
    expect(focusedRow()).toBe('2')
    await user.keyboard('{ArrowDown}')
    expect(focusedRow()).toBe('3')
  })

  it('moves focus to rows not rendered yet: End, PageDown, Home', async () => {
    const { user } = renderRows()
    await user.tab()
    await user.tab()
    await user.keyboard('{End}')
    expect(focusedRow()).toBe('1999')
    await user.keyboard('{Home}')
    expect(focusedRow()).toBe('0')
    await user.keyboard('{PageDown}')
    expect(focusedRow()).toBe('7')
    await user.keyboard('{PageUp}{ArrowUp}')
    expect(focusedRow()).toBe('0')
  })

  it('a key that cannot move (ArrowUp on the first row) leaves nothing to take focus back later', async () => {
    const { user } = renderRows()
    await user.tab()
    await user.tab()
    await user.keyboard('{ArrowUp}')
    expect(focusedRow()).toBe('0')
    await user.tab({ shift: true })
    scrollTo(3 * 56)
    expect(indexes()).toContain(14)
    expect(document.activeElement?.textContent).toBe('Before')
  })

  it('Tab reaches the active row, or the first row in view once focus left and the active row scrolled away', async () => {
    const { user } = renderRows()
    await user.tab()
    await user.tab()
    await user.keyboard('{ArrowDown}')
    expect(
      within(list())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1)
    await user.tab({ shift: true })
    expect(document.activeElement?.textContent).toBe('Before')
    scrollTo(500 * 56)
    expect(indexes()).not.toContain(1)
    await user.tab()
    expect(focusedRow()).toBe('500')
  })
})
