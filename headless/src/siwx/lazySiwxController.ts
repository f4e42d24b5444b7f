import { selectActiveConnection } from '../controllers/connection/types.js'
import type { BaseError } from '../errors/BaseError.js'
import { SiwxLoadError } from '../errors/siwx.js'
import type { SiwxPorts } from './createSiwxController.js'
import { createSiwxStore, type SiwxController } from './siwxState.js'

/**
 * The SIWX controller as createClient hands it out: its state (and `required`, which the modal's
 * close rule reads) exist at once; the controller itself (messages, sessions, the sign-in rules)
 * loads when an account connects or a method is called, so a page pays for it after connect and
 * not in its first load. Once loaded it acts on the same store, so nothing it does differs.
 */
export function createLazySiwxController(ports: Omit<SiwxPorts, 'store'>): SiwxController {
  const store = createSiwxStore(ports.storage)
  let loading: Promise<SiwxController> | undefined
  const load = () =>
    (loading ??= import('./createSiwxController.js').then(
      ({ createSiwxController }) => createSiwxController({ ...ports, store }),
      (cause: unknown) => {
        loading = undefined
        throw new SiwxLoadError(cause)
      },
    ))

  return {
    store,
    required: () => ports.config.getRequired?.() ?? false,
    signIn: () => load().then((controller) => controller.signIn()),
    cancel: () => load().then((controller) => controller.cancel()),
    signOut: () => load().then((controller) => controller.signOut()),

    watch() {
      let stopped = false
      let stopWatching: (() => void) | undefined
      let stopWaiting: (() => void) | undefined
      // Signed out there is nothing to check: wait for a connected account, then hand over.
      const start = () => {
        if (stopWatching !== undefined || selectActiveConnection(ports.connection.store.get()).status !== 'connected') return
        stopWatching = () => {}
        stopWaiting?.()
        load().then(
          (controller) => {
            if (!stopped) stopWatching = controller.watch()
          },
          (error: BaseError) => {
            ports.logger.error('[berth] loading sign-in failed', error)
            store.set({ status: 'error', error })
            // The next connection change tries again.
            stopWatching = undefined
            if (!stopped) stopWaiting = ports.connection.store.subscribe(start)
          },
        )
      }
      stopWaiting = ports.connection.store.subscribe(start)
      start()
      return () => {
        stopped = true
        stopWaiting?.()
        stopWatching?.()
      }
    },
  }
}
