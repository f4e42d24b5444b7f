import type { ComponentProps, ReactNode } from 'react'
import { Text } from '../../primitives/Text'

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode
  description?: ReactNode
  action?: ReactNode
}

/** What a tab shows when it has nothing to list (or could not read it): a title, a line, an action. */
export function EmptyState({ title, description, action, ...props }: EmptyStateProps) {
  return (
    <div className="berth-view-empty berth-account-empty" {...props}>
      <Text variant="paragraph" weight="medium" align="center">
        {title}
      </Text>
      {description ? (
        <Text variant="small" tone="secondary" align="center">
          {description}
        </Text>
      ) : null}
      {action}
    </div>
  )
}

/** Rows of skeletons while a tab loads; says so to assistive technology. */
export function LoadingRows({ label, rows = 3, ...props }: ComponentProps<'div'> & { label: string; rows?: number }) {
  return (
    <div className="berth-account-rows" aria-busy="true" {...props}>
      <span className="berth-sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place
        <div key={index} className="berth-account-row berth-account-row--skeleton" aria-hidden="true">
          <span className="berth-skeleton berth-skeleton--circle berth-account-row__icon" data-slot="skeleton" />
          <span className="berth-account-row__text">
            <span className="berth-skeleton berth-skeleton--text" data-slot="skeleton" style={{ width: '55%' }} />
            <span className="berth-skeleton berth-skeleton--text" data-slot="skeleton" style={{ width: '35%' }} />
          </span>
          <span className="berth-skeleton berth-skeleton--text" data-slot="skeleton" style={{ width: 56 }} />
        </div>
      ))}
    </div>
  )
}
