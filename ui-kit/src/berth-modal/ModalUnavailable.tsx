import { buttonVariants } from '../primitives/buttonVariants'
import type { ThemeMode } from '../theme/themeStyle'

/** What ModalUnavailable takes: what its two buttons do, and the theme mode. */
export type ModalUnavailableProps = {
  onRetry: () => void
  onClose: () => void
  themeMode?: ThemeMode
}

/**
 * What an opening shows when the modal's code could not load (the network dropped before it came):
 * a small dialog that says so, with 'Try again' (focused) and 'Close'; Escape closes it. It is in
 * the page's first load, so it needs nothing from the network: plain elements with the modal's and
 * the Button's classes, none of Radix.
 */
export function ModalUnavailable({ onRetry, onClose, themeMode }: ModalUnavailableProps) {
  return (
    <div
      data-berth=""
      data-theme={themeMode ?? 'light'}
      role="alertdialog"
      aria-modal="true"
      aria-label="Wallet modal unavailable"
      className="berth-root berth-modal berth-modal-unavailable"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <p>The wallet modal could not load. Check your connection.</p>
      {/* biome-ignore lint/a11y/noAutofocus: the dialog has just opened on a tap; its main action takes the focus, as a dialog's does */}
      <button type="button" autoFocus className={buttonVariants()} onClick={onRetry}>
        Try again
      </button>
      <button type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onClose}>
        Close
      </button>
    </div>
  )
}
