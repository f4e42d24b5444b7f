import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

/** The Spinner's classes by `size`: sm 16px, md 24px (default), lg 36px. */
export const spinnerVariants = cva('berth-spinner', {
  variants: {
    size: {
      sm: 'berth-spinner--sm',
      md: 'berth-spinner--md',
      lg: 'berth-spinner--lg',
    },
  },
  defaultVariants: { size: 'md' },
})

/** A span's props (no children) plus the `size`, the status' `label` and `decorative`. */
export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Accessible name of the status. */
    label?: string
    /** Visual only (aria-hidden, no status role), for use inside another labelled element. */
    decorative?: boolean
  }

/**
 * A loading indicator in the accent colour (inside a Button, the button's text colour): a span with
 * data-slot="spinner", a role="status" named by `label` ('Loading' by default) unless `decorative`.
 */
export function Spinner({ size, label = 'Loading', decorative = false, className, ...props }: SpinnerProps) {
  const a11y = decorative ? ({ 'aria-hidden': true } as const) : ({ role: 'status', 'aria-label': label } as const)
  return (
    <span data-slot="spinner" className={cx(spinnerVariants({ size }), className)} {...a11y} {...props}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </span>
  )
}
