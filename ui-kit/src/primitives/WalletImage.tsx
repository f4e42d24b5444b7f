import { safeImageUrl } from '@berth/headless'
import { cva, cx, type VariantProps } from 'class-variance-authority'
import { useState, type ComponentProps } from 'react'

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

export type WalletImageProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof walletImageVariants> & {
    /** Untrusted image URL, rendered only when it keeps safeImageUrl's rules (relative URLs on this origin allowed). */
    src?: string | null | undefined
    /** Wallet name: the fallback shows its initial. */
    name: string
    /** Accessible text; defaults to the name. Pass "" when a visible label already names it. */
    alt?: string
  }

export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0]
  return first ? first.toUpperCase() : '?'
}

/** A wallet's logo in a rounded square, with the name's initial as fallback. */
export function WalletImage({ src, name, alt, size, className, ...props }: WalletImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const label = alt ?? name
  const safeSrc = safeImageUrl(src, { allowRelative: true })
  const showImage = safeSrc !== undefined && failedSrc !== safeSrc
  return (
    <span data-slot="wallet-image" data-fallback={showImage ? undefined : ''} className={cx(walletImageVariants({ size }), className)} {...props}>
      {showImage ? (
        <img src={safeSrc} alt={label} draggable={false} decoding="async" referrerPolicy="no-referrer" onError={() => setFailedSrc(safeSrc)} />
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
