import { preloadFirstOpenCode } from '@berth/headless'
import { useClient, useModal } from '@berth/headless/react'
import * as React from 'react'
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { preloadableLazy } from '../modal/preloadableLazy'
import { whenIdle } from '../modal/whenIdle'
import type { BerthModalProps } from './types'

const host = preloadableLazy(() => import('./ModalHost'))
const ModalHost = host.Component

/**
 * React's <Activity> (19.2 and later): a hidden boundary renders its children at idle priority,
 * hidden and with no effects. Read from the namespace so that React 18, which lacks it, still loads.
 */
const Activity = (React as { Activity?: ComponentType<{ mode: 'visible' | 'hidden'; children?: ReactNode }> }).Activity

/**
 * Starts loading the modal and its first views; call on intent (hover, focus) so the first click
 * finds them ready. Safe to call many times.
 */
export function preloadBerthModal(): Promise<unknown> {
  return Promise.all([
    host.preload(),
    preloadFirstOpenCode(),
    import('../views/registry').then(({ stockViews }) => Promise.all([stockViews.preload('Connect'), stockViews.preload('Account')])),
  ])
}

/**
 * The stock modal. Renders nothing until its code has loaded: when the page is idle after its first
 * render (or on intent, with `preload="intent"`), outside the page's first render.
 *
 * With React 19.2+, the idle preload also renders the modal ahead, inside a hidden <Activity>: its
 * components run and its DOM is built while the page is idle, so a click only reveals it and runs
 * its effects (focus trap, scroll lock). A hidden Activity runs no effects, so nothing is fetched
 * and nothing on the page changes before the click. Each closing starts a fresh hidden copy, so
 * every opening begins in the state a first one does.
 */
export function BerthModal(props: BerthModalProps) {
  const { isOpen } = useModal()
  const [mounted, setMounted] = useState(isOpen)
  const [generation, setGeneration] = useState(0)
  const [wasOpen, setWasOpen] = useState(isOpen)
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen)
    if (isOpen) setMounted(true)
    else setGeneration((count) => count + 1)
  }
  useHideSeenNotificationOnClose(isOpen)
  const preload = props.preload ?? 'idle'
  useEffect(() => {
    if (preload !== 'idle') return
    let cancelled = false
    // At most 200 ms after the first render: a busy page (hydration, the app's own work) still gets
    // the modal's code well before a visitor's first click.
    const cancel = whenIdle(() => {
      preloadBerthModal().then(
        () => !cancelled && Activity && setMounted(true),
        () => undefined,
      )
    }, 200)
    return () => {
      cancelled = true
      cancel()
    }
  }, [preload])
  if (!mounted && !isOpen) return null
  if (!Activity) {
    return (
      <Suspense fallback={null}>
        <ModalHost {...props} />
      </Suspense>
    )
  }
  return (
    <Activity key={generation} mode={isOpen ? 'visible' : 'hidden'}>
      <Suspense fallback={null}>
        <ModalHost {...props} dialogOpen />
      </Suspense>
    </Activity>
  )
}

/**
 * Notifications show in the open modal only: the host page is the app's, not ours. One the user has
 * seen goes when the modal closes; a loading one stays, so the outcome that replaces it while the
 * modal is closed ('Sent 1.5 USDC', 'Transaction rejected') shows when it opens again. Kept here,
 * outside the modal's Activity, whose effects stop when it hides.
 */
function useHideSeenNotificationOnClose(isOpen: boolean) {
  const client = useClient()
  const wasOpen = useRef(isOpen)
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      const current = client.alerts.store.get().notification
      if (current?.open && current.variant !== 'loading') client.alerts.hideNotification()
    }
    wasOpen.current = isOpen
  }, [isOpen, client])
}
