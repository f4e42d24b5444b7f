import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'

/** The Alert's classes by `variant`: info (default), success, warning, error. */
export const alertVariants = cva('berth-alert', {
  variants: {
    variant: {
      info: 'berth-alert--info',
      success: 'berth-alert--success',
      warning: 'berth-alert--warning',
      error: 'berth-alert--error',
    },
  },
  defaultVariants: { variant: 'info' },
})

/** A div's props (its `title` attribute taken by the heading) plus the `variant`, a `title`, a leading `icon` and a trailing `action`; the children are the description. */
export type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** The bold first line (data-slot="alert-title"), above the children. */
    title?: ReactNode
    /** Shown before the text, e.g. one of the kit's icons. */
    icon?: ReactNode
    /** Trailing action, e.g. a small Button or an IconButton to dismiss. */
    action?: ReactNode
  }

/**
 * An inline message announced on appearance (role="alert"): a div with data-slot="alert" and
 * data-variant, holding the icon, the title, the children (data-slot="alert-description") and the action.
 */
export function Alert({ variant, title, icon, action, className, children, ...props }: AlertProps) {
  return (
    <div role="alert" data-slot="alert" data-variant={variant ?? 'info'} className={cx(alertVariants({ variant }), className)} {...props}>
      {icon != null ? <span className="berth-alert__icon">{icon}</span> : null}
      <div className="berth-alert__content">
        {title != null ? (
          <div data-slot="alert-title" className="berth-alert__title">
            {title}
          </div>
        ) : null}
        {children != null ? (
          <div data-slot="alert-description" className="berth-alert__description">
            {children}
          </div>
        ) : null}
      </div>
      {action != null ? <div className="berth-alert__action">{action}</div> : null}
    </div>
  )
}
