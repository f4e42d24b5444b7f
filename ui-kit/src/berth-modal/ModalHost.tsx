import { createStore, preloadFirstOpenCode, type ConnectorsState, type SiwxState } from '@berth/headless'
import { useAccount, useAlerts, useClient, useFeatures, useModal, useStore } from '@berth/headless/react'
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { shortenAddress } from '../format/shortenAddress'
import { CloseIcon } from '../icons/CloseIcon'
import { IconButton } from '../primitives/IconButton'
import { Modal } from '../modal/Modal'
import { LoadBoundary } from '../modal/LoadBoundary'
import { ModuleLoadError } from '../modal/ModuleLoadError'
import { ViewFallback, ViewOutlet } from '../modal/ViewOutlet'
import { whenIdle } from '../modal/whenIdle'
import { Alert } from '../primitives/Alert'
import { Toast } from '../primitives/Toast'
import { nextViews } from '../views/nextViews'
import { stockViews } from '../views/registry'
import type { BerthModalProps } from './types'
import { viewTitle } from './viewTitle'
import { watchEmbeddedApprovals } from './watchEmbeddedApprovals'

const selectConnectors = (state: ConnectorsState) => state.connectors
const selectHasSessions = (state: Pick<SiwxState, 'sessions'>) => state.sessions.length > 0
// A client without sign-in: a store no one sets (read here without importing useSiwx's chunk).
const noSiwx = createStore<Pick<SiwxState, 'sessions'>>({ sessions: [] })

// The code the first opening runs (the API clients and their schemas), fetched when the page is
// idle after the host came: here rather than in BerthModal, so it is no part of the page's first
// load. The host is only ever loaded in a browser; the check keeps a server import inert.
if (typeof window !== 'undefined') whenIdle(() => void preloadFirstOpenCode().catch(() => undefined), 2000)

// Its own chunk: a project that turns branding off never downloads it.
const BrandingFooter = lazy(() => import('./BrandingFooter').catch((error: unknown) => Promise.reject(new ModuleLoadError(error))))

type ModalHostProps = BerthModalProps & {
  /**
   * Keeps the dialog open while the modal is closed: set when BerthModal renders this ahead, in a
   * hidden Activity, so that opening only reveals it.
   */
  dialogOpen?: boolean
}

/** The modal: header, the current view (override or stock), alerts and notifications. */
export default function ModalHost({ views, themeMode, themeVariables, container, dialogOpen }: ModalHostProps) {
  const client = useClient()
  // Started from the render, once per client: the host is rendered ahead, closed, in a hidden
  // Activity whose effects do not run, and the modal must open by itself when an approval starts.
  // Idempotent, and nothing of it in the page's first load (BerthModal has no room for it).
  watchEmbeddedApprovals(client)
  const { isOpen, view, history, close, goBack } = useModal()
  const { status } = useAccount()
  const hasSessions = useStore(client.siwx?.store ?? noSiwx, selectHasSessions)
  const connectors = useStore(client.connectors.store, selectConnectors)
  const { notification, alert, closeAlert } = useAlerts()
  const { status: featuresStatus, features } = useFeatures()
  // Wait for the remote configuration, so a project that turned branding off never loads it.
  const showBranding = featuresStatus === 'ready' && features.reownBranding.enabled
  // Closed, it shows (ahead) the view an opening without a chosen view lands on.
  const route = isOpen ? view : { view: status === 'connected' ? ('Account' as const) : ('Connect' as const) }
  const name = route?.view ?? 'Connect'
  const Override = views?.[name]
  const announcement = useConnectionAnnouncement()
  const opening = useIsOpeningView(isOpen, name)
  // SPEC.md §5: no closing the sign-in, or an approval, while sign-in is required and there is no session.
  const canClose = !(
    client.siwx?.required() === true &&
    !hasSessions &&
    status === 'connected' &&
    (name === 'SIWXSignMessage' || name === 'ApproveTransaction')
  )
  // Built ahead (closed, in BerthModal's hidden Activity), it is the view an opening lands on: it
  // enters with the modal from the start, so the opening leaves it as it is.
  const entersWithModal = opening || (!isOpen && dialogOpen === true)
  // The same element while its inputs stay: the opening re-renders the host (the store says open),
  // and React then skips the whole view, whose first frame was built ahead.
  const viewElement = useMemo(() => renderView(name, Override, entersWithModal), [Override, name, entersWithModal])
  // ApproveTransaction over the view that asked for the approval (the send's review): that view stays
  // mounted, hidden, so what it was doing (a send waiting for its hash) goes on when it shows again.
  const beneath = isOpen && name === 'ApproveTransaction' ? history.at(-2)?.view : undefined
  const BeneathOverride = beneath ? views?.[beneath] : undefined
  const beneathElement = useMemo(() => (beneath ? renderView(beneath, BeneathOverride, false) : null), [beneath, BeneathOverride])
  useEffect(() => {
    const next = nextViews(name, client).filter((view) => !views?.[view])
    if (!isOpen || next.length === 0) return
    return whenIdle(() => next.forEach((view) => void stockViews.preload(view).catch(() => undefined)), 500)
  }, [isOpen, name, views, client])

  return (
    <Modal
      open={isOpen || dialogOpen === true}
      onOpenChange={(open) => (open ? undefined : close())}
      canClose={canClose}
      title={viewTitle(route, connectors)}
      // No Back from an approval: the visitor answers it in the frame (Approve or Reject).
      onBack={isOpen && history.length > 1 && name !== 'ApproveTransaction' ? goBack : undefined}
      themeMode={themeMode ?? client.options.themeMode}
      themeVariables={themeVariables ?? client.options.themeVariables}
      container={container}
      footer={
        showBranding ? (
          // A footer whose code cannot load is left out; the modal stays.
          <LoadBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <BrandingFooter />
            </Suspense>
          </LoadBoundary>
        ) : undefined
      }
    >
      {alert?.open ? (
        <Alert
          variant={alert.variant}
          action={
            <IconButton aria-label="Dismiss" size="sm" onClick={closeAlert}>
              <CloseIcon size={14} />
            </IconButton>
          }
        >
          {alert.message}
        </Alert>
      ) : null}
      {/* Keyed by view, so the view beneath an approval keeps its state as it hides and shows again. */}
      {beneath ? (
        <div key={beneath} style={{ display: 'none' }}>
          {beneathElement}
        </div>
      ) : null}
      <div key={name} style={{ display: 'contents' }}>
        {viewElement}
      </div>
      {/* Mounted with the modal, so screen readers announce each change of its text. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="berth-sr-only" data-slot="modal-announcer">
        {announcement}
      </div>
      <div className="berth-toast-region" aria-live="polite">
        {notification?.open ? (
          <Toast key={notification.id} variant={notification.variant}>
            {notification.message}
          </Toast>
        ) : null}
      </div>
    </Modal>
  )
}

/** A view: the app's replacement, the stock one (lazy), or the fallback for a view with neither. */
function renderView(name: string, Override: ComponentType | undefined, entersWithModal: boolean): ReactNode {
  if (Override) {
    return (
      <div key={name} data-slot="view" data-view={name} data-enter={entersWithModal ? 'with-modal' : undefined} className="berth-view">
        <Override />
      </div>
    )
  }
  return stockViews.has(name) ? <ViewOutlet registry={stockViews} name={name} entersWithModal={entersWithModal} /> : <ViewFallback />
}

/**
 * True while the modal shows the view it opened on. That view enters with the modal's own
 * animation; fading it in as well would leave the first frame after the click nearly blank.
 */
function useIsOpeningView(isOpen: boolean, name: string): boolean {
  // Written during render on purpose: the answer must hold in the very render that opens the modal.
  // Idempotent, so a repeated render (Strict Mode) gives the same answer.
  const opening = useRef<string | null | undefined>(undefined)
  if (!isOpen) opening.current = undefined
  else if (opening.current === undefined) opening.current = name
  else if (opening.current !== name) opening.current = null // left it: every later view fades in
  return isOpen && opening.current === name
}

/**
 * What the modal's live region says about the connection: 'Connecting…' when a connection starts,
 * then 'Connected 0x12…abcd' or 'Not connected' when it ends. Views announce their own details
 * (the wallet's answer, errors) in their status regions.
 */
function useConnectionAnnouncement(): string {
  const { status, address } = useAccount()
  const [text, setText] = useState('')
  const previous = useRef(status)
  useEffect(() => {
    const before = previous.current
    previous.current = status
    if (before === status) return
    if (status === 'connecting') setText('Connecting…')
    else if (status === 'connected') setText(address ? `Connected ${shortenAddress(address)}` : 'Connected')
    else if (status === 'disconnected') setText(before === 'connecting' ? 'Not connected' : 'Disconnected')
  }, [status, address])
  return text
}
