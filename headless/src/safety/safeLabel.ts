const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g

/** A wallet-supplied label: shown as text only; control and direction characters removed, bounded. */
export function safeLabel(value: string, maxLength = 64): string {
  const cleaned = value.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim()
  return cleaned.length > maxLength ? `${cleaned.slice(0, maxLength - 1)}…` : cleaned
}

/** Wallet icons come from the page: only data:image and https URLs may reach an <img>. */
export function safeIconUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^data:image\/(png|jpeg|jpg|gif|webp|svg\+xml|avif)[;,]/i.test(trimmed)) return trimmed
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}
