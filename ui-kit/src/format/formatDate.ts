/** An Activity month header: (2026, 10) → 'November 2026'. `month` is 0-11, as the hook groups them. */
export function formatMonthHeader(year: number, month: number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month, 1));
}

/**
 * When an Activity entry was mined, within its month: 'Nov 14, 3:05 PM' in the visitor's time zone
 * (the months are the visitor's calendar too); `timeZone` only for tests. '' for a bad date.
 */
export function formatActivityTime(iso: string, timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(time);
}
