import { safeImageUrl } from '@berth/headless'
import { cva, cx, type VariantProps } from 'class-variance-authority'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { afterNextPaint } from './afterNextPaint'

/** The WalletImage's classes by `size`: sm 24px, md 40px (default), lg 56px, xl 80px. */
export const walletImageVariants = cva('berth-wallet-image', {
  variants: {
    size: {
      sm: 'berth-wallet-image--sm',
      md: 'berth-wallet-image--md',
      lg: 'berth-wallet-image--lg',
      xl: 'berth-wallet-image--xl',
    },
  },
  defaultVariants: { size: 'md' },
})

/** A span's props (no children) plus the logo's `src`, the wallet's `name`, `alt` and the `size`. */
export type WalletImageProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof walletImageVariants> & {
    /** Untrusted image URL, rendered only when it keeps safeImageUrl's rules (relative URLs on this origin allowed). */
    src?: string | null | undefined
    /** Wallet name: the fallback shows its initial. */
    name: string
    /** Accessible text; defaults to the name. Pass "" when a visible label already names it. */
    alt?: string
    /**
     * Starts the image's request only after the frame showing it has painted. For rows a keystroke
     * or a scroll mounts by the dozen: setting an image's src is a large part of such a frame's cost.
     */
    loadAfterPaint?: boolean
  }

/** The letter WalletImage shows without a logo: the name's first character (code point), upper-cased, or '?' for a blank name. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0]
  return first ? first.toUpperCase() : '?'
}

/**
 * A wallet's logo in a rounded square (data-slot="wallet-image"), with the name's initial as
 * fallback (then data-fallback is set) when `src` is missing, unsafe or fails to load.
 */
export function WalletImage({ src, name, alt, size, loadAfterPaint, className, ...props }: WalletImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const label = alt ?? name
  const safeSrc = safeImageUrl(src, { allowRelative: true })
  const showImage = safeSrc !== undefined && failedSrc !== safeSrc
  const image = useRef<HTMLImageElement>(null)
  // Set on the element, not rendered: React would set a rendered src twice (as an attribute, then
  // again on mount), and each set starts the load over.
  useEffect(() => {
    if (!loadAfterPaint || !showImage) return
    return afterNextPaint(() => {
      if (image.current) image.current.src = safeSrc
    })
  }, [loadAfterPaint, showImage, safeSrc])
  return (
    <span data-slot="wallet-image" data-fallback={showImage ? undefined : ''} className={cx(walletImageVariants({ size }), className)} {...props}>
      {showImage ? (
        <img
          ref={image}
          src={loadAfterPaint ? undefined : safeSrc}
          alt={label}
          draggable={false}
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(safeSrc)}
        />
      ) : label ? (
        <span className="berth-wallet-image__fallback" role="img" aria-label={label}>
          {initialOf(name)}
        </span>
      ) : (
        // Decorative: the initial is drawn by CSS (attr(data-initial)), so it is no text of a
        // labelled row or button it sits in, just as an <img alt=""> would not be.
        <span className="berth-wallet-image__fallback" data-initial={initialOf(name)} aria-hidden="true" />
      )}
    </span>
  )
}
