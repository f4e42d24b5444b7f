import { cx } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { encode } from 'uqr'

/** An SVG's props (no children) plus the `value` to encode, its accessible `label` and its `size`. */
export type QrCodeProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** The text to encode, e.g. a `wc:` pairing URI. */
  value: string
  /** Accessible name of the image. */
  label: string
  /** Width and height in pixels; 240 by default. */
  size?: number
}

/**
 * A QR code drawn as one SVG path from the encoded modules (no markup from the library, no canvas):
 * black on white, error correction level M, a role="img" named by `label`, data-slot="qr-code".
 */
export function QrCode({ value, label, size = 240, className, ...props }: QrCodeProps) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="qr-code"
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cx('berth-qr-code', className)}
      {...props}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
