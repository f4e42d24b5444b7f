import type { ReactNode } from 'react'

/** The modal's content width, so a view story looks as it does inside the dialog. */
export function ViewFrame({ children }: { children?: ReactNode }) {
  return (
    <div data-slot="view" className="berth-view" style={{ width: 360, maxWidth: '100%' }}>
      {children}
    </div>
  )
}
