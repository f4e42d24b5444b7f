import { cx } from 'class-variance-authority'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode, type UIEvent } from 'react'

export type VirtualRowProps = {
  /** 0 for the one row the Tab key reaches (roving focus), -1 for the others. */
  tabIndex: 0 | -1
}

export type VirtualListProps = Omit<ComponentProps<'div'>, 'children' | 'onScroll'> & {
  /** Number of rows. */
  count: number
  /** A stable key for row `index`. */
  getKey: (index: number) => string
  /** One row's content; put `rowProps.tabIndex` on its focusable element. */
  renderRow: (index: number, rowProps: VirtualRowProps) => ReactNode
  /** Fixed row height in px (rows are absolutely positioned). */
  rowHeight?: number
  /** The scroll container's fixed height in px. */
  height?: number
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number
  /** Called with the rendered index range whenever it changes (e.g. to load the next page). */
  onRangeChange?: (range: { start: number; end: number }) => void
  /** Accessible name of the list. */
  'aria-label': string
  /** Changing it scrolls back to the top and resets the focused row (e.g. a new search). */
  resetKey?: string
}

/** The rendered index range for a scroll offset: [start, end) with overscan, clamped to count. */
export function visibleRange(scrollTop: number, height: number, rowHeight: number, count: number, overscan: number) {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const visible = Math.ceil(height / rowHeight) + 1
  const start = Math.max(0, Math.min(first, count) - overscan)
  const end = Math.min(count, first + visible + overscan)
  return { start, end: Math.max(start, end) }
}

/**
 * A windowed list of fixed-height rows in a fixed-height scroll container: only the rows in view
 * plus `overscan` on each side are in the DOM. Keyboard: ArrowUp / ArrowDown / Home / End move
 * focus between rows (roving tabindex), scrolling the focused row into view.
 */
export function VirtualList({
  count,
  getKey,
  renderRow,
  rowHeight = 56,
  height = 400,
  overscan = 4,
  onRangeChange,
  resetKey,
  className,
  style,
  'aria-label': label,
  ...props
}: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const pendingFocus = useRef<number | null>(null)

  const { start, end } = visibleRange(scrollTop, height, rowHeight, count, overscan)

  // A new search (or another reset) starts from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input
  useEffect(() => {
    setActive(0)
    setScrollTop(0)
    if (scroller.current) scroller.current.scrollTop = 0
  }, [resetKey])

  // Keep the active row within the list when it shrinks.
  const activeIndex = count === 0 ? 0 : Math.min(active, count - 1)

  useEffect(() => {
    onRangeChange?.({ start, end })
  }, [start, end, onRangeChange])

  const scrollIntoView = useCallback(
    (index: number) => {
      const element = scroller.current
      const current = element ? element.scrollTop : scrollTop
      const top = index * rowHeight
      let next = current
      if (top < current) next = top
      else if (top + rowHeight > current + height) next = top + rowHeight - height
      if (next !== current) {
        if (element) element.scrollTop = next
        setScrollTop(next)
      }
    },
    [height, rowHeight, scrollTop],
  )

  const moveTo = useCallback(
    (index: number) => {
      if (count === 0) return
      const target = Math.max(0, Math.min(count - 1, index))
      setActive(target)
      scrollIntoView(target)
      pendingFocus.current = target
    },
    [count, scrollIntoView],
  )

  // After the row is rendered, move DOM focus to it.
  useLayoutEffect(() => {
    const index = pendingFocus.current
    if (index === null || index < start || index >= end) return
    pendingFocus.current = null
    const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    const focusable = row?.querySelector<HTMLElement>('[tabindex]') ?? row
    focusable?.focus({ preventScroll: true })
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const visibleRows = Math.max(1, Math.floor(height / rowHeight))
    const step: Record<string, number | 'first' | 'last'> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + visibleRows,
      PageUp: activeIndex - visibleRows,
      Home: 'first',
      End: 'last',
    }
    const target = step[event.key]
    if (target === undefined) return
    event.preventDefault()
    moveTo(target === 'first' ? 0 : target === 'last' ? count - 1 : target)
  }

  const onFocus = (event: { target: EventTarget }) => {
    const row = (event.target as HTMLElement).closest?.('[data-index]')
    const index = row ? Number(row.getAttribute('data-index')) : NaN
    if (Number.isInteger(index) && index !== activeIndex) setActive(index)
  }

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)

  // The Tab key reaches the active row, or the first rendered one when the active row is scrolled away.
  const tabbable = activeIndex >= start && activeIndex < end ? activeIndex : start

  const rows: ReactNode[] = []
  for (let index = start; index < end; index++) {
    rows.push(
      // biome-ignore lint/a11y/useSemanticElements: a windowed row is an absolutely placed box inside the list's sized box
      <div
        key={getKey(index)}
        role="listitem"
        data-index={index}
        aria-posinset={index + 1}
        aria-setsize={count}
        className="berth-virtual-list__row"
        style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(index, { tabIndex: index === tabbable ? 0 : -1 })}
      </div>,
    )
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys and focus it handles come from the focusable rows inside it
    <div
      ref={scroller}
      data-slot="virtual-list"
      className={cx('berth-virtual-list', className)}
      style={{ height, overflowY: 'auto', position: 'relative', ...style }}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      {...props}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: sized to hold every row, windowed or not, so the scroll height is right */}
      <div role="list" aria-label={label} style={{ position: 'relative', height: count * rowHeight }}>
        {rows}
      </div>
    </div>
  )
}
