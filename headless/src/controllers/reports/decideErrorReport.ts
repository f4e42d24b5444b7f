/** docs/constants.md: at most 5 error reports per 60 s from one client. */
export const ERROR_REPORTS_MAX = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000

/**
 * May a report go out at `now`, given the send times of earlier ones? Returns the send times to
 * keep (only those inside the window, plus `now` when it is sent).
 */
export function decideErrorReport(
  sentAt: readonly number[],
  now: number,
  max = ERROR_REPORTS_MAX,
  windowMs = ERROR_REPORTS_WINDOW_MS,
): { send: boolean; sentAt: number[] } {
  const recent = sentAt.filter((time) => now - time < windowMs && time <= now)
  if (recent.length >= max) return { send: false, sentAt: recent }
  return { send: true, sentAt: [...recent, now] }
}
