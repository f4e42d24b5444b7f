import { createHash } from 'node:crypto'

/** A stable background colour for an id: an HSL hue from its hash, saturated and dark enough for white text. */
export function colorFromId(id: string): string {
  const hash = createHash('sha256').update(id).digest()
  const hue = hash.readUInt16BE(0) % 360
  const saturation = 55 + ((hash[2] ?? 0) % 25)
  const lightness = 32 + ((hash[3] ?? 0) % 12)
  return `hsl(${hue} ${saturation}% ${lightness}%)`
}
