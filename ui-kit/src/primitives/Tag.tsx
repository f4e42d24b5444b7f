import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

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

export type TagProps = ComponentProps<'span'> & VariantProps<typeof tagVariants>

/** A small label such as "Recent", "Installed" or "QR Code". */
export function Tag({ variant, className, ...props }: TagProps) {
  return <span data-slot="tag" data-variant={variant ?? 'neutral'} className={cx(tagVariants({ variant }), className)} {...props} />
}
