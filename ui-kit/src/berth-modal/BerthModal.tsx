import { useAccount, useClient, useModal } from '@berth/headless/react'
import * as React from 'react'
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { preloadableLazy } from '../modal/preloadableLazy'
import { whenIdle } from '../modal/whenIdle'
import { LoadBoundary } from '../modal/LoadBoundary'
import { ModalUnavailable } from './ModalUnavailable'
import type { BerthModalProps } from './types'

const host = preloadableLazy(() => import('./ModalHost'))
const ModalHost = host.Component

/**
 * React's <Activity> (19.2 and later): a hidden boundary renders its children at idle priority,
 * hidden and with no effects. Read from the namespace so that React 18, which lacks it, still loads.
 */
const Activity = (React as { Activity?: ComponentType<{ mode: 'visible' | 'hidden'; children?: ReactNode }> }).Activity

/** The views an opening lands on: Connect while disconnected, Account with an account. */
type FirstView = 'Connect' | 'Account'

// Connect is fetched beside the host, not after it through the view registry that the host
// imports: on a phone (150 ms round trip) that waterfall alone cost a first tap about 150 ms. The
// registry still owns the views; this only starts the download early, and its load then finds it.
// (Account, shown first only to a returning visitor, comes through the registry: each direct
// import puts the list of its chunks in the page's first load.)
const fetchConnectEarly = () => import('../views/Connect/Connect')

const viewLoads: Partial<Record<FirstView, Promise<void>>> = {}
/**
 * The host and one view, fetched in parallel, then marked loaded in the registry (so nothing
 * suspends). Once per view while it succeeds: a failed load is tried again by the next call.
 */
const preloadView = (name: FirstView): Promise<void> =>
  (viewLoads[name] ??= Promise.all([host.preload(), name === 'Connect' ? fetchConnectEarly() : undefined])
    .then(() => import('../views/registry'))
    .then(({ stockViews }) => stockViews.preload(name))
    .catch((error: unknown) => {
      delete viewLoads[name]
      throw error
    }))

const scheduled = new Set<FirstView>()
/**
 * preloadView in the task after the current one: called from a render, it starts once that render is
 * committed (the button on screen), not inside it, where adding the preload links for some 25 chunks
 * cost a phone's first render about 20 ms. Still well before the render's effects run.
 */
const preloadAfterThisTask = (name: FirstView) => {
  if (viewLoads[name] || scheduled.has(name)) return
  scheduled.add(name)
  setTimeout(() => {
    scheduled.delete(name)
    preloadView(name).catch(() => undefined)
  }, 0)
}

const noSubscription = () => () => {}
/** True when rendering in a browser (a client render, or any after a hydration's first): false on a server, without reading `window`. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/**
 * Starts loading the modal and its first views; call on intent (hover, focus) so the first click
 * finds them ready. Safe to call many times. What the first opening shows (the host and `first`)
 * comes first, alone on the network; then the other first view. (The host, once in, fetches the
 * code the opening runs when the page is idle: the API clients, nothing requested from an API.)
 */
export function preloadBerthModal(first: 'Connect' | 'Account' = 'Connect'): Promise<unknown> {
  return preloadView(first).then(() => preloadView(first === 'Connect' ? 'Account' : 'Connect'))
}

/**
 * The stock modal. Renders nothing until its code has loaded: fetched right after the page's first
 * render (or on intent, with `preload="intent"`), never in the page's first load. An opening whose
 * code cannot load (the network dropped) says so, and loads it afresh on 'Try again' or the next
 * opening.
 *
 * With React 19.2+, the preload also renders the modal ahead, inside a hidden <Activity>: its
 * components run and its DOM is built before the click, so a click only reveals it and runs
 * its effects (focus trap, scroll lock). A hidden Activity runs no effects, so nothing is fetched
 * and nothing on the page changes before the click. Each closing starts a fresh hidden copy, so
 * every opening begins in the state a first one does.
 */
export function BerthModal(props: BerthModalProps) {
  const { isOpen, close } = useModal()
  const { status } = useAccount()
  const client = useClient()
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
  // Read once: the first render's account decides which view comes first.
  const [first] = useState<FirstView>(() => (status === 'disconnected' ? 'Connect' : 'Account'))
  // Fetched from the first render in a browser (right after it is committed), not only from its
  // effect: the page's first load is in by then, so the modal's code has the network to itself, and
  // on a phone the render and its effects take some 100 ms before an effect could start it, while a
  // visitor may tap within half a second of seeing the button. (A server render, and a hydration's
  // first, start nothing.)
  const inBrowser = useInBrowser()
  if (preload === 'idle' && inBrowser) preloadAfterThisTask(first)
  useEffect(() => {
    if (preload !== 'idle') return
    let cancelled = false
    // The hidden render starts as soon as the first view's code is in; the rest waits until the
    // page is next idle (the hidden render done), or on a slow phone its evaluation falls in the
    // very moment a quick visitor taps.
    let cancelRest = () => {}
    preloadView(first).then(
      () => {
        if (cancelled) return
        if (Activity) setMounted(true)
        cancelRest = whenIdle(() => void preloadBerthModal(first).catch(() => undefined), 2000)
      },
      () => undefined,
    )
    return () => {
      cancelled = true
      cancelRest()
    }
  }, [preload, first])
  if (!mounted && !isOpen) return null
  // A tap while the code is still on its way, and the network drops: the page stays, and the
  // opening says the modal cannot load, and 'Try again' loads it afresh.
  const host = (
    <LoadBoundary
      resetKey={isOpen}
      fallback={(retry) => <ModalUnavailable onRetry={retry} onClose={close} themeMode={props.themeMode ?? client.options.themeMode} />}
    >
      <Suspense fallback={null}>
        <ModalHost {...props} dialogOpen={Activity ? true : undefined} />
      </Suspense>
    </LoadBoundary>
  )
  if (!Activity) return host
  return (
    <Activity key={generation} mode={isOpen ? 'visible' : 'hidden'}>
      {host}
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
