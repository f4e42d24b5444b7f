/** An Activity month header: (2026, 10) → 'November 2026'. `month` is 0-11, as the hook groups them. */
export function formatMonthHeader(year: number, month: number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month, 1))
}

/**
 * When an Activity entry was mined, in the visitor's time zone (the months are the visitor's
 * calendar too): the day shown in the row, 'Nov 14', and with `withTime` the full moment for its
 * tooltip, 'Nov 14, 2026, 3:05 PM'. `timeZone` only for tests. '' for a bad date.
 */
export function formatActivityTime(iso: string, { withTime = false, timeZone }: { withTime?: boolean; timeZone?: string } = {}): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withTime ? { year: 'numeric', hour: 'numeric', minute: '2-digit' } : {}),
    ...(timeZone ? { timeZone } : {}),
  } as const).format(time)
}
