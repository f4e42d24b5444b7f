import type { KeyboardEvent } from 'react'

/** The rows the arrow keys move between: enabled list-item buttons. */
export const LIST_ROW_SELECTOR = 'button[data-slot="list-item"]:not(:disabled)'

/**
 * Arrow-key navigation for a group of list rows (e.g. the wallet lists of Connect): ArrowDown /
 * ArrowUp move focus to the next / previous row, Home / End to the first / last. Tab still
 * reaches every row. Put it on the element that contains the rows (onKeyDown).
 */
export function moveFocusByArrows(event: KeyboardEvent<HTMLElement>, selector: string = LIST_ROW_SELECTOR): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector))
  if (rows.length === 0) return
  const current = rows.indexOf(document.activeElement as HTMLElement)
  let next: number
  switch (event.key) {
    case 'ArrowDown':
      next = current < 0 ? 0 : Math.min(rows.length - 1, current + 1)
      break
    case 'ArrowUp':
      next = current < 0 ? rows.length - 1 : Math.max(0, current - 1)
      break
    case 'Home':
      next = 0
      break
    case 'End':
      next = rows.length - 1
      break
    default:
      return
  }
  // Only when focus is on a row: arrows typed in a field keep their meaning.
  if (current < 0) return
  event.preventDefault()
  rows[next]!.focus()
}
