import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { CheckIcon } from '../icons/CheckIcon'
import { CloseIcon } from '../icons/CloseIcon'
import { Spinner } from './Spinner'

/** The Toast's classes by `variant`: loading, success (default), error. */
export const toastVariants = cva('berth-toast', {
  variants: {
    variant: {
      loading: 'berth-toast--loading',
      success: 'berth-toast--success',
      error: 'berth-toast--error',
    },
  },
  defaultVariants: { variant: 'success' },
})

/** A div's props plus the `variant`; the children are the message. */
export type ToastProps = ComponentProps<'div'> & VariantProps<typeof toastVariants>

/**
 * A short status message (role="status", polite; data-slot="toast", data-variant) led by a spinner,
 * a check mark or a cross for its variant. Keep the element mounted and change its children so
 * assistive technology announces each message.
 */
export function Toast({ variant, className, children, ...props }: ToastProps) {
  const resolved = variant ?? 'success'
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-slot="toast"
      data-variant={resolved}
      className={cx(toastVariants({ variant }), className)}
      {...props}
    >
      <span className="berth-toast__icon">
        {resolved === 'loading' ? (
          <Spinner size="sm" decorative />
        ) : resolved === 'success' ? (
          <CheckIcon size={12} strokeWidth={3} />
        ) : (
          <CloseIcon size={12} strokeWidth={3} />
        )}
      </span>
      <span className="berth-toast__message">{children}</span>
    </div>
  )
}
