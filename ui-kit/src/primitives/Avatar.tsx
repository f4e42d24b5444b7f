import { safeImageUrl } from '@berth/headless'
import { cva, cx, type VariantProps } from 'class-variance-authority'
import { useState, type ComponentProps } from 'react'

/** The Avatar's classes by `size`: xs 20px, sm 32px, md 48px (default), lg 64px. */
export const avatarVariants = cva('berth-avatar', {
  variants: {
    size: {
      xs: 'berth-avatar--xs',
      sm: 'berth-avatar--sm',
      md: 'berth-avatar--md',
      lg: 'berth-avatar--lg',
    },
  },
  defaultVariants: { size: 'md' },
})

/** FNV-1a, 32 bit: a small stable hash so an address always gets the same colours. */
function hash(input: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

/**
 * A deterministic CSS gradient for an address (case-insensitive, so checksummed and lower-case
 * EVM addresses match). Only numbers computed here enter the CSS, never the input itself.
 */
export function avatarGradient(address: string): string {
  const key = address.trim().toLowerCase()
  const a = hash(key)
  const b = hash(key, a)
  const hue1 = a % 360
  const hue2 = (hue1 + 40 + (b % 100)) % 360
  const hue3 = (hue2 + 30 + ((a >>> 9) % 90)) % 360
  const x = 20 + (b % 60)
  const y = 20 + ((b >>> 8) % 60)
  return (
    `radial-gradient(circle at ${x}% ${y}%, hsl(${hue1} 90% 78%) 0%, transparent 60%), ` +
    `linear-gradient(${(a >>> 4) % 360}deg, hsl(${hue2} 80% 58%), hsl(${hue3} 85% 45%))`
  )
}

/** A span's props (no children) plus the `address` the gradient is drawn from, an image `src` shown over it, `alt` and the `size`. */
export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The account's address: the same address (in any letter case) always gets the same gradient. */
    address: string
    /** An avatar image (e.g. from a name record); untrusted, validated like WalletImage. */
    src?: string | null | undefined
    /** Accessible text. Without it the avatar is decorative. */
    alt?: string
  }

/**
 * An account's round avatar: a span (data-slot="avatar") filled with avatarGradient(address), with
 * the `src` image over it once it loads; an unsafe or broken `src` leaves the gradient. Decorative
 * (aria-hidden) unless `alt` names it.
 */
export function Avatar({ address, src, alt, size, className, style, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const safeSrc = safeImageUrl(src, { allowRelative: true })
  const showImage = safeSrc !== undefined && failedSrc !== safeSrc
  const a11y = alt ? ({ role: 'img', 'aria-label': alt } as const) : ({ 'aria-hidden': true } as const)
  return (
    <span
      data-slot="avatar"
      className={cx(avatarVariants({ size }), className)}
      style={{ backgroundImage: avatarGradient(address), ...style }}
      {...a11y}
      {...props}
    >
      {showImage ? <img src={safeSrc} alt="" draggable={false} onError={() => setFailedSrc(safeSrc)} /> : null}
    </span>
  )
}
