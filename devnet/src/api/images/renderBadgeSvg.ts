import { colorFromId } from './colorFromId'
import { escapeXml } from './escapeXml'
import { initials } from './initials'

export interface BadgeSvgInput {
  /** Seeds the colour. */
  id: string
  /** Its initials are drawn; also the accessible title. Any text: it is escaped. */
  label: string
  /** 'rounded' for wallets, 'circle' for tokens, currencies and assets. */
  shape?: 'rounded' | 'circle'
}

/** A 96×96 SVG: initials on a colour derived from the id. All text is escaped; nothing is interpolated raw. */
export function renderBadgeSvg({ id, label, shape = 'rounded' }: BadgeSvgInput): string {
  const background =
    shape === 'circle'
      ? `<circle cx="48" cy="48" r="48" fill="${escapeXml(colorFromId(id))}"/>`
      : `<rect width="96" height="96" rx="24" fill="${escapeXml(colorFromId(id))}"/>`
  const text = escapeXml(initials(label))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">` +
    `<title>${escapeXml(label.slice(0, 200))}</title>${background}` +
    `<text x="48" y="50" fill="#fff" font-family="system-ui,sans-serif" font-size="${text.length > 1 ? 36 : 44}" font-weight="600" text-anchor="middle" dominant-baseline="central">${text}</text>` +
    `</svg>`
  )
}
