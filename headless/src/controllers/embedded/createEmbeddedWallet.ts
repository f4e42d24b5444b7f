import type { Eip155Connector, WalletStandardConnector } from '../../adapters/connector.js'
import type { Eip1193Provider } from '../../adapters/eip1193.js'
import type { Wallet } from '@wallet-standard/base'
import { storedShape } from '../../storage/createStorage.js'
import { createStore } from '../../store/createStore.js'
import { emailCooldownSecondsLeft } from './embeddedRules.js'
import type { EmbeddedRuntime } from './createEmbeddedRuntime.js'
import type { EmbeddedState, EmbeddedWalletParameters, EmbeddedWalletSetup, EmbeddedWalletSetupContext } from './embeddedTypes.js'

/** The eip155 AUTH connector's id; solana's is EMBEDDED_SOLANA_CONNECTOR_ID. */
export const EMBEDDED_CONNECTOR_ID = 'embedded'
/** The solana AUTH connector's id (only with solana()). */
export const EMBEDDED_SOLANA_CONNECTOR_ID = 'embedded.solana'

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%23475569"/%3E%3Cpath d="M5 8l7 5 7-5v8H5z" fill="%23fff"/%3E%3C/svg%3E'
const isNumber = storedShape((value): value is number => typeof value === 'number')
const isString = storedShape((value): value is string => typeof value === 'string')
const isTrue = storedShape((value): value is true => value === true)

/**
 * What the app's first load holds of the embedded wallet (the rest, the frame client and the login
 * flows, is createEmbeddedRuntime, loaded with the first use): the state, the AUTH connectors with
 * their provider and wallet forwarding to the runtime, their discovery, and the controller.
 */
export function createEmbeddedWallet(parameters: EmbeddedWalletParameters, context: EmbeddedWalletSetupContext): EmbeddedWalletSetup {
  const { storage } = context
  const store = createStore<EmbeddedState>(
    {
      status: 'idle',
      email: undefined,
      userName: undefined,
      authProvider: undefined,
      action: undefined,
      updateAction: undefined,
      farcasterUrl: undefined,
      approval: undefined,
      error: undefined,
    },
    // What the last login left here, for Account before the frame answers.
    () => ({ email: storage.get('embedded-email', isString), userName: storage.get('embedded-social-username', isString) }),
  )
  const hasSolana = () => context.client().adapters.solana !== undefined
  const connectorIds = { eip155: EMBEDDED_CONNECTOR_ID, solana: undefined as string | undefined }
  let loading: Promise<EmbeddedRuntime> | undefined
  let loaded: EmbeddedRuntime | undefined
  const runtime = () =>
    (loading ??= import('./createEmbeddedRuntime.js').then(
      ({ createEmbeddedRuntime }) =>
        (loaded = createEmbeddedRuntime({
          parameters,
          store,
          storage,
          version: context.version,
          client: context.client,
          signIn: context.signIn,
          connectorIds,
        })),
    ))
  const name = parameters.name ?? 'Embedded Wallet'

  const provider: Eip1193Provider = {
    request: (args) => runtime().then((loaded) => loaded.eip155.request(args)),
    on: (event, listener) => void runtime().then((loaded) => loaded.eip155.on(event, listener)),
    removeListener: (event, listener) => void runtime().then((loaded) => loaded.eip155.removeListener(event, listener)),
  }
  const eip155Connector: Eip155Connector = { id: EMBEDDED_CONNECTOR_ID, type: 'AUTH', name, chain: 'eip155', provider, imageUrl: ICON }

  const solanaFeature = <K extends keyof EmbeddedRuntime['solana']>(method: K) =>
    ((...args: unknown[]) => runtime().then((ready) => (ready.solana[method] as (...inputs: unknown[]) => unknown)(...args))) as EmbeddedRuntime['solana'][K]
  const solanaConnector = (): WalletStandardConnector => {
    const versions = ['legacy', 0] as const
    const wallet = {
      version: '1.0.0',
      name,
      icon: ICON,
      chains: context
        .client()
        .options.networks.filter((network) => network.chainNamespace === 'solana')
        .map((network) => network.caipNetworkId),
      get accounts() {
        return loaded?.solana.accounts() ?? []
      },
      features: {
        'standard:connect': { version: '1.0.0', connect: solanaFeature('connect') },
        'standard:disconnect': { version: '1.0.0', disconnect: solanaFeature('disconnect') },
        'standard:events': {
          version: '1.0.0',
          on(event: 'change', listener: (properties: unknown) => void) {
            let off: (() => void) | undefined
            let stopped = false
            void runtime().then((ready) => {
              if (!stopped) off = ready.solana.on(event, listener)
            })
            return () => {
              stopped = true
              off?.()
            }
          },
        },
        'solana:signMessage': { version: '1.0.0', signMessage: solanaFeature('signMessage') },
        'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: versions, signTransaction: solanaFeature('signTransaction') },
        'solana:signAndSendTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: versions,
          signAndSendTransaction: solanaFeature('signAndSendTransaction'),
        },
      },
    } as unknown as Wallet
    return { id: EMBEDDED_SOLANA_CONNECTOR_ID, type: 'AUTH', name, chain: 'solana', provider: wallet, imageUrl: ICON }
  }

  const withRuntime = runtime

  return {
    discover(_target, onChange) {
      const connectors = [eip155Connector, ...(hasSolana() ? [solanaConnector()] : [])]
      if (hasSolana()) connectorIds.solana = EMBEDDED_SOLANA_CONNECTOR_ID
      onChange(connectors)
      // SPEC.md §4: the frame is made at start when email login was used on this browser before.
      if (storage.get('embedded-login-used', isTrue)) {
        void withRuntime()
          .then((ready) => ready.warm())
          .catch((error) => context.client().options.logger.warn('[berth] the embedded wallet frame did not load', error))
      }
      return () => {}
    },
    controller: {
      store,
      connectorIds,
      sendEmailCode: (email) => withRuntime().then((ready) => ready.sendEmailCode(email)),
      emailCooldownSecondsLeft: () => emailCooldownSecondsLeft(storage.get('embedded-last-email-time', isNumber), Date.now()),
      verifyOtp: (otp) => withRuntime().then((ready) => ready.verifyOtp(otp)),
      waitForDevice: () => withRuntime().then((ready) => ready.waitForDevice()),
      socialLogin(provider) {
        // Opened in the click's own task (a popup opened after an await is blocked); the runtime sends it to the provider.
        const view = typeof window === 'undefined' ? undefined : window
        const left = (view?.screenX ?? 0) + Math.max(0, ((view?.outerWidth ?? 600) - 600) / 2)
        const top = (view?.screenY ?? 0) + Math.max(0, ((view?.outerHeight ?? 800) - 800) / 2)
        const popup = view?.open('', 'berth-social-login', `popup=yes,width=600,height=800,left=${left},top=${top}`) ?? null
        return withRuntime().then((ready) => ready.socialLogin(provider, popup))
      },
      farcasterLogin: (options) => withRuntime().then((ready) => ready.farcasterLogin(options)),
      updateEmail: (email) => withRuntime().then((ready) => ready.updateEmail(email)),
      verifyPrimaryOtp: (otp) => withRuntime().then((ready) => ready.verifyPrimaryOtp(otp)),
      verifySecondaryOtp: (otp) => withRuntime().then((ready) => ready.verifySecondaryOtp(otp)),
      signOut: () => withRuntime().then((ready) => ready.signOut()),
      showFrame: (area) => void withRuntime().then((ready) => ready.showFrame(area)),
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
