/*
 * Text that comes from outside the app (wallet names in announcements and the listing, token names
 * and symbols, NFT names, identity names) is shown as text only, after these rules: runs of
 * whitespace (line breaks included) become one space; control characters, zero-width characters
 * and the direction overrides and isolates (which can make "moc.live" read "evil.com") are removed;
 * the ends are trimmed; and a label is bounded, cut on a whole character, with an ellipsis.
 */

export const MAX_LABEL_LENGTH = 64

// Controls other than the whitespace ones (tab, line feed, vertical tab, form feed, carriage
// return), soft hyphen, zero-width characters, direction marks, overrides and isolates, BOM.
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
const WHITESPACE = /\s+/g

/** The text with invisible and direction characters removed, whitespace collapsed to single spaces, and trimmed. */
export function cleanText(value: string): string {
  return value.replace(INVISIBLE, '').replace(WHITESPACE, ' ').trim()
}

/** The first `maxLength` characters of the text (whole code points), without an ellipsis. */
export function boundText(value: string, maxLength: number): string {
  const characters = Array.from(value)
  return characters.length > maxLength ? characters.slice(0, maxLength).join('').trimEnd() : value
}

/** An outside label as it may be shown: cleaned, and at most `maxLength` characters, the last an ellipsis when cut. */
export function safeLabel(value: string | null | undefined, maxLength = MAX_LABEL_LENGTH): string {
  if (typeof value !== 'string') return ''
  const cleaned = cleanText(value)
  return Array.from(cleaned).length > maxLength ? `${boundText(cleaned, maxLength - 1)}…` : cleaned
}
