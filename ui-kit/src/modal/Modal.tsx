import { DismissableLayer } from '@radix-ui/react-dismissable-layer'
import { FocusScope } from '@radix-ui/react-focus-scope'
import { cx } from 'class-variance-authority'
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { ChevronLeftIcon } from '../icons/ChevronLeftIcon'
import { CloseIcon } from '../icons/CloseIcon'
import { IconButton } from '../primitives/IconButton'
import { ThemeRoot } from '../theme/ThemeRoot'
import type { ThemeMode, ThemeVariables } from '../theme/themeStyle'
import { LoadBoundary } from './LoadBoundary'
import { preloadableLazy } from './preloadableLazy'
import { whenIdle } from './whenIdle'

/** An outside pointer down, as Radix's DismissableLayer reports it (preventable). */
type PointerDownOutsideEvent = CustomEvent<{ originalEvent: PointerEvent }>
/** Focus moving outside, as Radix's DismissableLayer reports it (preventable). */
type FocusOutsideEvent = CustomEvent<{ originalEvent: FocusEvent }>

/**
 * What `contentProps` takes: the dialog element's own props, and handlers for what happens to it
 * (each can prevent the default: moving focus in or back, closing).
 */
export type ModalContentProps = Omit<ComponentProps<'div'>, 'children' | 'ref'> & {
  /** Called when the dialog opens, before focus moves into it; preventDefault keeps focus where it is. */
  onOpenAutoFocus?: (event: Event) => void
  /** Called when the dialog closes, before focus returns to the opener; preventDefault keeps focus where it is. */
  onCloseAutoFocus?: (event: Event) => void
  /** Called on Escape; preventDefault keeps the modal open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void
  /** Called on a pointer down outside the dialog; preventDefault keeps the modal open. */
  onPointerDownOutside?: (event: PointerDownOutsideEvent) => void
  /** Called when focus moves outside the dialog (the trap brings it back). */
  onFocusOutside?: (event: FocusOutsideEvent) => void
  /** Called on any interaction outside (pointer down or focus); preventDefault keeps the modal open. */
  onInteractOutside?: (event: PointerDownOutsideEvent | FocusOutsideEvent) => void
}

/**
 * A controlled dialog (`open`, `onOpenChange`) with its header's title and back button, the body
 * (children), a footer, where it portals, whether it can close, and its theme; `contentProps` go to
 * the dialog element.
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
  contentProps?: ModalContentProps
}

const noSubscription = () => () => undefined

// The scroll lock, aria-hidden and focus guards: applied once the first frame has painted, so
// their code need not come with the modal's (about 4.7 kB gzip less before a first tap can show it).
const pageLock = preloadableLazy(() => import('./PageLock'))
const PageLock = pageLock.Component
let pageLockScheduled = false
/**
 * Fetches the page lock: when the page is next idle after the first modal render (a render ahead in
 * a hidden Activity included, which runs no effects), so that its code is in before the opening it
 * serves; at once in a render after a fetch failed (the network dropped), so that opening has it.
 */
function loadPageLock() {
  const load = () => void pageLock.preload().catch(() => undefined)
  if (pageLock.failed) load()
  else if (!pageLockScheduled) whenIdle(load, 2000)
  pageLockScheduled = true
}

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
 * The 360px Berth modal: a modal dialog (`role="dialog"`, `aria-modal`, labelled by its title)
 * portalled inside a ThemeRoot so the theme variables apply, built from the parts Radix's Dialog is
 * made of: FocusScope (focus trapped inside), DismissableLayer (Escape and an outside press close
 * it), react-remove-scroll (the page's scroll locked) and aria-hidden (the rest of the page hidden
 * from assistive technology). Only what the first frame needs runs in the opening's own task: the
 * scroll lock, aria-hidden and the page's pointer events wait until that frame has painted, and the
 * first two (with Radix's focus guards) come in a chunk of their own, fetched when the page is idle
 * after a modal rendered; should it fail to load, the dialog works without them. On
 * opening, focus goes to the dialog itself, a frame after it shows (unless
 * `contentProps.onOpenAutoFocus` prevents it); on close, focus goes back to the element that had it
 * when the modal opened. Its parts carry the data-slots modal-overlay, modal-content, modal-header,
 * modal-title, modal-body and modal-footer.
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
  const body = useDocumentBody()
  const target = container ?? body
  if (!open || !target) return null
  // The body given outright: a modal rendered ahead in a hidden Activity runs no effects until it
  // is shown, so nothing may wait for one before it portals.
  return createPortal(
    <ThemeRoot mode={themeMode} variables={themeVariables} className="berth-modal-root">
      <ModalLayer
        title={title}
        onBack={onBack}
        canClose={canClose}
        headerEnd={headerEnd}
        footer={footer}
        className={className}
        description={description}
        contentProps={contentProps}
        onClose={() => {
          if (canClose) onOpenChange(false)
        }}
      >
        {children}
      </ModalLayer>
    </ThemeRoot>,
    target,
  )
}

type ModalLayerProps = Pick<ModalProps, 'title' | 'onBack' | 'children' | 'headerEnd' | 'footer' | 'className' | 'description' | 'contentProps'> & {
  canClose: boolean
  onClose: () => void
}

/** The open modal: overlay and dialog. Mounted when it opens, so each opening starts afresh. */
function ModalLayer({ title, onBack, children, canClose, headerEnd, footer, className, description, contentProps, onClose }: ModalLayerProps) {
  const {
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    onFocusOutside,
    onInteractOutside,
    className: contentClassName,
    ...dialogProps
  } = contentProps ?? {}
  const titleId = useId()
  const descriptionId = useId()
  const content = useRef<HTMLDivElement>(null)
  // The element that had focus when the modal opened (usually the button that opened it).
  const opener = useRef<HTMLElement | null>(null)
  // When the modal was shown (a layout effect: it also runs when a modal built ahead is revealed).
  const shownAt = useRef(Number.NEGATIVE_INFINITY)
  useLayoutEffect(() => {
    shownAt.current = performance.now()
  }, [])
  // What the first frame does without, applied right after it has painted (never skipped): the
  // page's scroll lock, its pointer events off, and the rest of the page hidden from assistive
  // technology. In the opening's own task they cost a phone's first tap tens of milliseconds
  // (the scroll lock reads the page's computed style; aria-hidden walks the page).
  const painted = usePaintedOnce()
  loadPageLock()
  const block = (event: Event) => {
    if (!canClose) event.preventDefault()
  }
  // The second tap of a double tap on the button that opened the modal lands on the overlay, over
  // that button: it is not a request to close the modal.
  const keepOnSecondTap = (event: PointerDownOutsideEvent | FocusOutsideEvent) => {
    const pointer = event.detail.originalEvent
    const rect = opener.current?.getBoundingClientRect()
    if (!rect || !('clientX' in pointer) || performance.now() - shownAt.current > DOUBLE_TAP_MS) return
    const { clientX: x, clientY: y } = pointer as MouseEvent
    if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) event.preventDefault()
  }
  return (
    <>
      {/* Pointer events on: the page's are off while the modal shows, and a press here closes it. */}
      <div data-slot="modal-overlay" data-state="open" className="berth-modal-overlay" style={{ pointerEvents: 'auto' }} />
      {painted ? (
        // Should its code not load (the network dropped), the modal works without it, and the next
        // opening fetches it again.
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <PageLock dialog={content} />
          </Suspense>
        </LoadBoundary>
      ) : null}
      <FocusScope
        asChild
        loop
        trapped
        onMountAutoFocus={(event) => {
          const active = document.activeElement
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null
          onOpenAutoFocus?.(event)
          // Focus goes to the dialog itself, in the frame after it shows: moved inside the
          // opening's own task, it forced a layout before the first paint (about 15 ms of a
          // phone's tap). Tab then reaches the first control, and the trap holds as before.
          if (!event.defaultPrevented) {
            event.preventDefault()
            const dialog = content.current
            requestAnimationFrame(() => dialog?.focus({ preventScroll: true }))
          }
        }}
        onUnmountAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (event.defaultPrevented) return
          const target = opener.current
          opener.current = null
          if (target?.isConnected) {
            event.preventDefault()
            target.focus({ preventScroll: true })
          }
        }}
      >
        <DismissableLayer
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description != null ? descriptionId : undefined}
          data-state="open"
          data-slot="modal-content"
          data-can-close={canClose ? undefined : 'false'}
          {...dialogProps}
          // Pointer events on from the first frame: Radix turns the page's off once painted and only
          // a re-render later turns the layer's back on; a tap in between would be lost.
          style={{ ...dialogProps.style, pointerEvents: 'auto' }}
          ref={content}
          className={cx('berth-modal', className, contentClassName)}
          disableOutsidePointerEvents={painted}
          deferPointerDownOutside
          onDismiss={onClose}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event)
            block(event)
          }}
          onPointerDownOutside={(event) => {
            onPointerDownOutside?.(event)
            // A right click outside is no request to close (as Radix's Dialog).
            const pointer = event.detail.originalEvent
            if (pointer.button === 2 || (pointer.button === 0 && pointer.ctrlKey)) event.preventDefault()
            block(event)
            keepOnSecondTap(event)
          }}
          onFocusOutside={(event) => {
            onFocusOutside?.(event)
            // A modal dialog: focus leaving it is the trap's to undo, not a request to close.
            event.preventDefault()
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event)
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
            <h2 id={titleId} data-slot="modal-title" className="berth-modal__title">
              {title}
            </h2>
            <div className="berth-modal__header-side berth-modal__header-side--end">
              {headerEnd}
              {canClose ? (
                <IconButton aria-label="Close" size="md" data-slot="modal-close" onClick={onClose}>
                  <CloseIcon size={18} />
                </IconButton>
              ) : null}
            </div>
          </div>
          {description != null ? (
            <p id={descriptionId} className="berth-sr-only">
              {description}
            </p>
          ) : null}
          <div data-slot="modal-body" className="berth-modal__body">
            {children}
          </div>
          {footer != null ? (
            <div data-slot="modal-footer" className="berth-modal__footer">
              {footer}
            </div>
          ) : null}
        </DismissableLayer>
      </FocusScope>
    </>
  )
}

/**
 * False until the frame the modal first shows in has painted, then true: useAfterPaint's rule
 * (a task queued from the next frame's callback), kept here because importing that hook, which
 * Connect imports too, gave it a chunk of its own and its name in the page's first load.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
