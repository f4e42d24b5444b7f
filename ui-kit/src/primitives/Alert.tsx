import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'

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

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: ReactNode
    icon?: ReactNode
    /** Trailing action, e.g. a small Button or an IconButton to dismiss. */
    action?: ReactNode
  }

/** An inline message announced on appearance (role="alert"). */
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
