import { storedShape } from '../../storage/createStorage.js'
import { createStore } from '../../store/createStore.js'
import type { EmbeddedRuntime } from './createEmbeddedRuntime.js'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_SOLANA_CONNECTOR_ID } from './embeddedConnectorIds.js'
import { EMBEDDED_IDLE_STATE, emailCooldownSecondsLeft } from './embeddedRules.js'
import type { EmbeddedController, EmbeddedState, EmbeddedWalletParameters, EmbeddedWalletSetup, EmbeddedWalletSetupContext } from './embeddedTypes.js'

const isNumber = storedShape((value): value is number => typeof value === 'number')
const isString = storedShape((value): value is string => typeof value === 'string')
const isTrue = storedShape((value): value is true => value === true)

/** The controller's calls that only forward to the runtime, as they are. */
type Forwarded = 'sendEmailCode' | 'verifyOtp' | 'waitForDevice' | 'farcasterLogin' | 'updateEmail' | 'verifyPrimaryOtp' | 'verifySecondaryOtp' | 'signOut'

/**
 * What the app's first load holds of the embedded wallet: the state and the controller, whose calls
 * load the rest with the first of them (createEmbeddedRuntime: the frame client and the login flows).
 * The AUTH connectors load with the discovery, at mount (embeddedConnectors), so the page's first
 * render waits for none of it.
 */
export function createEmbeddedWallet(parameters: EmbeddedWalletParameters, context: EmbeddedWalletSetupContext): EmbeddedWalletSetup {
  const { storage } = context
  const store = createStore<EmbeddedState>(
    EMBEDDED_IDLE_STATE,
    // What the last login left here, for Account before the frame answers.
    () => ({ email: storage.get('embedded-email', isString), userName: storage.get('embedded-social-username', isString) }),
  )
  const connectorIds = { eip155: EMBEDDED_CONNECTOR_ID, solana: undefined as string | undefined }
  // One lazy module for both the connectors (discovery, at mount) and the runtime's loader: the
  // page's first load then lists the chunks of one import, not the runtime's many.
  const lazyPart = () => import('./embeddedConnectors.js')
  let loading: Promise<EmbeddedRuntime> | undefined
  let loaded: EmbeddedRuntime | undefined
  const runtime = () =>
    (loading ??= lazyPart()
      .then(({ loadEmbeddedRuntime }) =>
        loadEmbeddedRuntime({ parameters, store, storage, version: context.version, client: context.client, signIn: context.signIn, connectorIds }),
      )
      .then((ready) => (loaded = ready)))
  const forward = <K extends Forwarded>(key: K) =>
    ((...args: unknown[]) => runtime().then((ready) => (ready[key] as (...inputs: unknown[]) => unknown)(...args))) as EmbeddedController[K]

  return {
    discover(_target, onChange) {
      let stopped = false
      if (context.client().adapters.solana !== undefined) connectorIds.solana = EMBEDDED_SOLANA_CONNECTOR_ID
      void lazyPart().then(
        ({ embeddedConnectors }) => {
          if (!stopped)
            onChange(
              embeddedConnectors({ name: parameters.name, runtime, loaded: () => loaded, client: context.client, solana: connectorIds.solana !== undefined }),
            )
        },
        (error: unknown) => context.client().options.logger.warn('[berth] the embedded wallet connectors did not load', error),
      )
      // SPEC.md §4: the frame is made at start when email login was used on this browser before.
      if (storage.get('embedded-login-used', isTrue)) {
        void runtime()
          .then((ready) => ready.warm())
          .catch((error) => context.client().options.logger.warn('[berth] the embedded wallet frame did not load', error))
      }
      return () => {
        stopped = true
      }
    },
    controller: {
      store,
      connectorIds,
      sendEmailCode: forward('sendEmailCode'),
      emailCooldownSecondsLeft: () => emailCooldownSecondsLeft(storage.get('embedded-last-email-time', isNumber), Date.now()),
      verifyOtp: forward('verifyOtp'),
      waitForDevice: forward('waitForDevice'),
      socialLogin(provider) {
        // Opened in the click's own task (a popup opened after an await is blocked); the runtime sends it to the provider.
        const view = typeof window === 'undefined' ? undefined : window
        const left = (view?.screenX ?? 0) + Math.max(0, ((view?.outerWidth ?? 600) - 600) / 2)
        const top = (view?.screenY ?? 0) + Math.max(0, ((view?.outerHeight ?? 800) - 800) / 2)
        const popup = view?.open('', 'berth-social-login', `popup=yes,width=600,height=800,left=${left},top=${top}`) ?? null
        return runtime().then((ready) => ready.socialLogin(provider, popup))
      },
      farcasterLogin: forward('farcasterLogin'),
      updateEmail: forward('updateEmail'),
      verifyPrimaryOtp: forward('verifyPrimaryOtp'),
      verifySecondaryOtp: forward('verifySecondaryOtp'),
      signOut: forward('signOut'),
      showFrame: (area) => void runtime().then((ready) => ready.showFrame(area)),
      hideFrame: () => loaded?.hideFrame(),
      reset: () =>
        store.set({
          action: undefined,
          updateAction: undefined,
          farcasterUrl: undefined,
          error: undefined,
          status: store.get().status === 'pending' ? 'idle' : store.get().status,
        }),
    },
  }
}
