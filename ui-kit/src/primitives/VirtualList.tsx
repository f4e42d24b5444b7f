import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { cx } from 'class-variance-authority'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'

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
  /** Called with the rendered index range [start, end) whenever it changes (e.g. to load the next page). */
  onRangeChange?: (range: { start: number; end: number }) => void
  /** Accessible name of the list. */
  'aria-label': string
  /** Changing it scrolls back to the top and resets the focused row (e.g. a new search). */
  resetKey?: string
}

// The container's height is ours (its style below), so the virtualizer is told it through
// `initialRect` on every render instead of measuring it: no ResizeObserver, and a height that
// changes with the row count is known on the render that changes it.
const keepGivenRect = () => undefined

/**
 * A windowed list of fixed-height rows in a fixed-height scroll container (on
 * `@tanstack/react-virtual`): only the rows in view plus `overscan` on each side are in the DOM,
 * and the focused row, which stays rendered while the list scrolls away from it so focus is
 * never dropped to the page. Keyboard: ArrowUp / ArrowDown / PageUp / PageDown / Home / End
 * move focus between rows (roving tabindex), scrolling the focused row into view.
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
  const [active, setActive] = useState(0)
  const pendingFocus = useRef<number | null>(null)
  // Keep the active row within the list when it shrinks.
  const activeIndex = count === 0 ? 0 : Math.min(active, count - 1)

  // While focus is in the list, the focused row stays rendered however far the list scrolls from it.
  const [focusInside, setFocusInside] = useState(false)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (!focusInside || indexes.includes(activeIndex)) return indexes
      return activeIndex < (indexes[0] ?? 0) ? [activeIndex, ...indexes] : [...indexes, activeIndex]
    },
    [activeIndex, focusInside],
  )

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: getKey,
    overscan,
    rangeExtractor,
    initialRect: { width: 0, height },
    observeElementRect: keepGivenRect,
  })
  const rows = virtualizer.getVirtualItems()
  const visible = virtualizer.range
  // The window of rows around the viewport, without the focused row kept beside it.
  const start = visible ? Math.max(0, visible.startIndex - overscan) : 0
  const end = visible ? Math.min(count, visible.endIndex + overscan + 1) : 0

  // The Tab key reaches the active row, or the first row in view when the active one is scrolled away.
  const tabbable = focusInside || (activeIndex >= start && activeIndex < end) ? activeIndex : (visible?.startIndex ?? 0)

  // A new search (or another reset) starts from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input
  useLayoutEffect(() => {
    setActive(0)
    // Only when scrolled (by the virtualizer's own record of the offset): a scroll reads the list's
    // largest offset, a layout forced in the frame that answers the keystroke.
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0)
  }, [resetKey, virtualizer])

  useEffect(() => {
    onRangeChange?.({ start, end })
  }, [start, end, onRangeChange])

  const focusRow = (index: number): boolean => {
    const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    if (!row) return false
    ;(row.querySelector<HTMLElement>('[tabindex]') ?? row).focus({ preventScroll: true })
    return true
  }

  const moveTo = (index: number) => {
    if (count === 0) return
    const target = Math.max(0, Math.min(count - 1, index))
    setActive(target)
    virtualizer.scrollToIndex(target, { align: 'auto' })
    // A row not rendered yet gets focus once it is (the focused row always is).
    pendingFocus.current = focusRow(target) ? null : target
  }

  useLayoutEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const focused = document.activeElement
    // Focus moved elsewhere meanwhile (not merely dropped with an unmounted row): leave it there.
    if (focused && focused !== document.body && !scroller.current?.contains(focused)) pendingFocus.current = null
    else if (focusRow(index)) pendingFocus.current = null
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const visibleRows = Math.max(1, Math.floor(height / rowHeight))
    const step: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + visibleRows,
      PageUp: activeIndex - visibleRows,
      Home: 0,
      End: count - 1,
    }
    const target = step[event.key]
    if (target === undefined) return
    event.preventDefault()
    moveTo(target)
  }

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocusInside(true)
    const row = (event.target as HTMLElement).closest?.('[data-index]')
    const index = row ? Number(row.getAttribute('data-index')) : Number.NaN
    if (Number.isInteger(index) && index !== activeIndex) setActive(index)
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: key and focus events bubble up from the row buttons; the scroll container itself is not a control
    <div
      ref={scroller}
      data-slot="virtual-list"
      className={cx('berth-virtual-list', className)}
      style={{ height, overflowY: 'auto', position: 'relative', ...style }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      {...props}
    >
      <ul aria-label={label} className="berth-virtual-list__rows" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            aria-posinset={row.index + 1}
            aria-setsize={count}
            className="berth-virtual-list__row"
            style={{ position: 'absolute', top: row.start, left: 0, right: 0, height: row.size }}
          >
            {renderRow(row.index, { tabIndex: row.index === tabbable ? 0 : -1 })}
          </li>
        ))}
      </ul>
    </div>
  )
}
