import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

/** The Tag's classes by `variant`: neutral (default), accent, success, warning, error. */
export const tagVariants = cva('berth-tag', {
  variants: {
    variant: {
      neutral: 'berth-tag--neutral',
      accent: 'berth-tag--accent',
      success: 'berth-tag--success',
      warning: 'berth-tag--warning',
      error: 'berth-tag--error',
    },
  },
  defaultVariants: { variant: 'neutral' },
})

/** A span's props plus the `variant`. */
export type TagProps = ComponentProps<'span'> & VariantProps<typeof tagVariants>

/** A small label such as "Recent", "Installed" or "QR Code": a span with data-slot="tag" and data-variant. */
export function Tag({ variant, className, ...props }: TagProps) {
  return <span data-slot="tag" data-variant={variant ?? 'neutral'} className={cx(tagVariants({ variant }), className)} {...props} />
}
