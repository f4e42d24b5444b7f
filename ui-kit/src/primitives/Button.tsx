import { Slot } from '@radix-ui/react-slot'
import { cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { buttonVariants } from './buttonVariants'
import { Spinner } from './Spinner'

/** A button's props plus buttonVariants' `variant`, `size` and `fullWidth`, `asChild` and `loading`. */
export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. an `<a>`) with the button's props and classes. */
    asChild?: boolean
    /** Shows a spinner, sets aria-busy and disables the button. */
    loading?: boolean
  }

/**
 * The kit's button: a `<button type="button">` (or, with `asChild`, its child) with data-slot="button",
 * data-variant and data-size; primary (default), secondary, ghost or danger, md (40px, default) or
 * sm (32px), optionally full width.
 */
export function Button({ variant, size, fullWidth, asChild = false, loading = false, disabled, className, children, type, ...props }: ButtonProps) {
  const resolvedVariant = variant ?? 'primary'
  const resolvedSize = size ?? 'md'
  if (asChild) {
    return (
      <Slot
        data-slot="button"
        data-variant={resolvedVariant}
        data-size={resolvedSize}
        className={cx(buttonVariants({ variant, size, fullWidth }), className)}
        {...props}
      >
        {children}
      </Slot>
    )
  }
  return (
    <button
      type={type ?? 'button'}
      data-slot="button"
      data-variant={resolvedVariant}
      data-size={resolvedSize}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={cx(buttonVariants({ variant, size, fullWidth }), className)}
      {...props}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  )
}
