import * as Dialog from '@radix-ui/react-dialog'
import { cx } from 'class-variance-authority'
import { useLayoutEffect, useRef, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import { ChevronLeftIcon } from '../icons/ChevronLeftIcon'
import { CloseIcon } from '../icons/CloseIcon'
import { IconButton } from '../primitives/IconButton'
import { ThemeRoot } from '../theme/ThemeRoot'
import type { ThemeMode, ThemeVariables } from '../theme/themeStyle'

/**
 * A controlled dialog (`open`, `onOpenChange`) with its header's title and back button, the body
 * (children), a footer, where it portals, whether it can close, and its theme; `contentProps` go to
 * Radix's Dialog.Content.
 */
export type ModalProps = {
  /** Whether the modal shows; the caller keeps this state. */
  open: boolean
  /** Called with false when the user closes it (Escape, an outside click, the close button), unless `canClose` is false. */
  onOpenChange: (open: boolean) => void
  /** The dialog's accessible name and visible header title. */
  title: ReactNode
  /** Shows a back button in the header when given. */
  onBack?: () => void
  children?: ReactNode
  /** Where to portal the modal; document.body by default. */
  container?: HTMLElement | null
  /** When false, Escape, an outside click and the close button do nothing; the close button is hidden. */
  canClose?: boolean
  /** Defaults to the enclosing ThemeRoot's mode (context), else 'light'. */
  themeMode?: ThemeMode
  /** Defaults to the enclosing ThemeRoot's variables (context). */
  themeVariables?: ThemeVariables
  /** Extra content on the header's right, before the close button (e.g. a help button). */
  headerEnd?: ReactNode
  /** Content under the body, e.g. a legal footer. */
  footer?: ReactNode
  className?: string
  /** Accessible description; when omitted the dialog has none (no aria-describedby). */
  description?: ReactNode
  contentProps?: Omit<ComponentProps<typeof Dialog.Content>, 'children' | 'asChild'>
}

const noSubscription = () => () => undefined

/** Within this long of the modal showing, a pointer down over the button that opened it is the rest of a double tap. */
const DOUBLE_TAP_MS = 500

/** document.body in the browser; nothing on a server, and nothing while hydrating what a server rendered. */
function useDocumentBody(): HTMLElement | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => document.body,
    () => undefined,
  )
}

/**
 * The 360px Berth modal: a Radix Dialog (focus trap, Escape, labelled by its title) whose
 * portalled overlay and content sit inside a ThemeRoot so the theme variables apply. On opening,
 * focus goes to the dialog itself, a frame after it shows (unless `contentProps.onOpenAutoFocus`
 * prevents it); on close,
 * focus goes back to the element that had it when the modal opened. Its parts carry the data-slots
 * modal-overlay, modal-content, modal-header, modal-title, modal-body and modal-footer.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  onBack,
  children,
  container,
  canClose = true,
  themeMode,
  themeVariables,
  headerEnd,
  footer,
  className,
  description,
  contentProps,
}: ModalProps) {
  const handleOpenChange = (next: boolean) => {
    if (!next && !canClose) return
    onOpenChange(next)
  }
  const block = (event: Event) => {
    if (!canClose) event.preventDefault()
  }
  // The element that had focus when the modal opened (usually the button that opened it). Radix
  // returns focus only to a Dialog.Trigger, and the modal is opened through its controller.
  const opener = useRef<HTMLElement | null>(null)
  const body = useDocumentBody()
  // When the modal was shown (a layout effect: it also runs when a modal built ahead is revealed).
  const shownAt = useRef(Number.NEGATIVE_INFINITY)
  useLayoutEffect(() => {
    if (open) shownAt.current = performance.now()
  }, [open])
  // The second tap of a double tap on the button that opened the modal lands on the overlay, over
  // that button: it is not a request to close the modal.
  const keepOnSecondTap = (event: CustomEvent<{ originalEvent: Event }>) => {
    const pointer = event.detail.originalEvent
    const rect = opener.current?.getBoundingClientRect()
    if (!rect || !('clientX' in pointer) || performance.now() - shownAt.current > DOUBLE_TAP_MS) return
    const { clientX: x, clientY: y } = pointer as MouseEvent
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {/* The body given outright: Radix otherwise waits for a layout effect before it portals, and
          a modal rendered ahead in a hidden Activity runs no effects until it is shown. */}
      <Dialog.Portal container={container ?? body}>
        <ThemeRoot mode={themeMode} variables={themeVariables} className="berth-modal-root">
          <Dialog.Overlay data-slot="modal-overlay" className="berth-modal-overlay" />
          <Dialog.Content
            data-slot="modal-content"
            data-can-close={canClose ? undefined : 'false'}
            {...(description == null ? { 'aria-describedby': undefined } : {})}
            {...contentProps}
            className={cx('berth-modal', className, contentProps?.className)}
            onOpenAutoFocus={(event) => {
              const active = document.activeElement
              opener.current = active instanceof HTMLElement && active !== document.body ? active : null
              contentProps?.onOpenAutoFocus?.(event)
              // Focus goes to the dialog itself, in the frame after it shows: moved inside the
              // opening's own task, it forced a layout before the first paint (about 15 ms of a
              // phone's tap). Tab then reaches the first control, and the trap holds as before.
              if (!event.defaultPrevented) {
                event.preventDefault()
                const content = event.currentTarget as HTMLElement
                requestAnimationFrame(() => content.focus({ preventScroll: true }))
              }
            }}
            onCloseAutoFocus={(event) => {
              contentProps?.onCloseAutoFocus?.(event)
              if (event.defaultPrevented) return
              const target = opener.current
              opener.current = null
              if (target?.isConnected) {
                event.preventDefault()
                target.focus({ preventScroll: true })
              }
            }}
            onEscapeKeyDown={(event) => {
              contentProps?.onEscapeKeyDown?.(event)
              block(event)
            }}
            onPointerDownOutside={(event) => {
              contentProps?.onPointerDownOutside?.(event)
              block(event)
              keepOnSecondTap(event)
            }}
            onInteractOutside={(event) => {
              contentProps?.onInteractOutside?.(event)
              block(event)
              keepOnSecondTap(event)
            }}
          >
            <div data-slot="modal-header" className="berth-modal__header">
              <div className="berth-modal__header-side">
                {onBack ? (
                  <IconButton aria-label="Back" size="md" onClick={onBack} data-slot="modal-back">
                    <ChevronLeftIcon size={20} />
                  </IconButton>
                ) : null}
              </div>
              <Dialog.Title data-slot="modal-title" className="berth-modal__title">
                {title}
              </Dialog.Title>
              <div className="berth-modal__header-side berth-modal__header-side--end">
                {headerEnd}
                {canClose ? (
                  <Dialog.Close asChild>
                    <IconButton aria-label="Close" size="md" data-slot="modal-close">
                      <CloseIcon size={18} />
                    </IconButton>
                  </Dialog.Close>
                ) : null}
              </div>
            </div>
            {description != null ? <Dialog.Description className="berth-sr-only">{description}</Dialog.Description> : null}
            <div data-slot="modal-body" className="berth-modal__body">
              {children}
            </div>
            {footer != null ? (
              <div data-slot="modal-footer" className="berth-modal__footer">
                {footer}
              </div>
            ) : null}
          </Dialog.Content>
        </ThemeRoot>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
