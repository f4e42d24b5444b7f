import { createFrameClient, type FrameArea, type FrameClient } from '../../adapters/embedded/createFrameClient.js'
import { createFrameEip1193Provider } from '../../adapters/embedded/createFrameEip1193Provider.js'
import { createFrameSolanaWallet } from '../../adapters/embedded/createFrameSolanaWallet.js'
import type { FrameUser } from '../../adapters/embedded/frameProtocol.js'
import type { FrameSession } from '../../adapters/embedded/frameSession.js'
import { waitForSocialResult } from '../../adapters/embedded/waitForSocialResult.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { BaseError } from '../../errors/BaseError.js'
import {
  EmailCooldownError,
  EmbeddedNotConnectedError,
  FarcasterConnectionError,
  FrameRequestAbortedError,
  InvalidConnectionStatusError,
  SocialConnectionError,
} from '../../errors/embedded.js'
import { InternalError, toBaseError } from '../../errors/internal.js'
import { storedShape, type Storage } from '../../storage/createStorage.js'
import type { Store } from '../../store/createStore.js'
import { lazyNamesController } from '../names/lazyNamesController.js'
import { EMBEDDED_IDLE_STATE, emailCooldownSecondsLeft } from './embeddedRules.js'
import type {
  EmailLoginAction,
  EmbeddedClientPorts,
  EmbeddedSignIn,
  EmbeddedState,
  EmbeddedWalletParameters,
  SocialProvider,
  UpdateEmailAction,
} from './embeddedTypes.js'
import { watchEmbeddedProfileName } from './watchEmbeddedProfileName.js'

/** SPEC.md §9: a sign-out waits this long for the frame, then the login is forgotten here anyway. */
export const SIGN_OUT_WAIT_MS = 3_000
/** The frame's box while an approval waits and no view placed it (a custom UI): centred, the modal's width. */
const DEFAULT_FRAME_SIZE = { width: 360, height: 600 }

export type EmbeddedRuntimePorts = {
  parameters: EmbeddedWalletParameters
  store: Store<EmbeddedState>
  storage: Storage
  /** The SDK version the frame's URL carries. */
  version: string
  client: () => EmbeddedClientPorts
  signIn?: EmbeddedSignIn | undefined
  connectorIds: { eip155: string; solana: string | undefined }
  now?: () => number
}

const isTrue = storedShape((value): value is true => value === true)
const isNumber = storedShape((value): value is number => typeof value === 'number')
const isAccountType = storedShape((value): value is 'eoa' | 'smartAccount' => value === 'eoa' || value === 'smartAccount')

/** The last email login's time (ms) as stored, and the seconds left of its cooldown. */
export const cooldownLeft = (storage: Storage, now: number) => emailCooldownSecondsLeft(storage.get('embedded-last-email-time', isNumber), now)

/**
 * The embedded wallet's code, loaded with its first use: the frame client, the session the AUTH
 * connectors use, their EIP-1193 provider and wallet-standard wallet, and the login flows.
 */
export function createEmbeddedRuntime(ports: EmbeddedRuntimePorts) {
  const { store, storage, parameters } = ports
  const client = ports.client
  const logger = () => client().options.logger
  const now = ports.now ?? Date.now
  let frameClient: FrameClient | undefined
  let placedArea: FrameArea | undefined
  let signingOut: Promise<void> | undefined

  /** The app's network of `namespace` to ask on: the active one when it is of that namespace, else the first. */
  const chainOf = (namespace: string): CaipNetworkId => {
    const { networks, activeCaipNetworkId } = client().network.store.get()
    if (activeCaipNetworkId.startsWith(`${namespace}:`)) return activeCaipNetworkId
    return (networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId ?? activeCaipNetworkId) as CaipNetworkId
  }

  const getFrameClient = () =>
    (frameClient ??= createFrameClient({
      frameUrl: parameters.frameUrl,
      projectId: client().options.projectId,
      chainId: () => client().network.store.get().activeCaipNetworkId,
      version: ports.version,
      enableLogger: parameters.enableLogger,
      logger: logger(),
      alert: (kind) =>
        client().alerts.showAlert(
          'error',
          kind === 'iframe_load_failed' ? 'Unable to load email login dependency' : 'The embedded wallet did not answer in time (iframe_request_timeout)',
        ),
    }))

  const frame = async () => {
    const created = getFrameClient()
    await created.ready()
    return created
  }

  const remember = (user: FrameUser) => {
    storage.set('embedded-login-used', true)
    storage.set('embedded-preferred-account-type', user.preferredAccountType)
    if (user.email) storage.set('embedded-email', user.email)
    if (user.userName) storage.set('embedded-social-username', user.userName)
    store.set((state) => ({
      status: 'connected',
      email: user.email ?? state.email,
      userName: user.userName ?? state.userName,
      authProvider: user.authProvider ?? state.authProvider,
      action: undefined,
    }))
  }

  const forget = () => {
    for (const key of ['embedded-login-used', 'embedded-email', 'embedded-social-username'] as const) storage.remove(key)
    store.set(EMBEDDED_IDLE_STATE)
    frameClient?.hide()
    eip155.emit('accountsChanged', [])
    solana.reset()
  }

  const session: FrameSession = {
    frame,
    async user(chainId, silent) {
      if (silent && !storage.get('embedded-login-used', isTrue)) return undefined
      const ready = await frame()
      const { isConnected } = await ready.request('IS_CONNECTED', {})
      if (!isConnected) {
        if (silent) return undefined
        throw new EmbeddedNotConnectedError()
      }
      const preferredAccountType = storage.get('embedded-preferred-account-type', isAccountType)
      let user = await ready.request('GET_USER', { chainId, ...(preferredAccountType ? { preferredAccountType } : {}) })
      if (!silent && ports.signIn) {
        try {
          user = await ports.signIn(user, ready)
        } catch (error) {
          // The SIWX controller asks for the sign-in the usual way then.
          logger().warn('[berth] the sign-in with the embedded wallet did not complete in the GET_USER round trip', error)
        }
      }
      remember(user)
      return user
    },
    approval(method, error) {
      store.set({ approval: method ? { method } : undefined, ...(error ? { error: toBaseError(error) } : {}) })
      if (!frameClient) return
      if (method) frameClient.show(placedArea ?? defaultArea())
      else frameClient.hide()
    },
    signOut() {
      signingOut ??= (async () => {
        try {
          const created = frameClient ?? (storage.get('embedded-login-used', isTrue) ? getFrameClient() : undefined)
          let timer: ReturnType<typeof setTimeout> | undefined
          const giveUp = new Promise<void>((resolve) => {
            timer = setTimeout(resolve, SIGN_OUT_WAIT_MS)
          })
          if (created)
            await Promise.race([
              created.request('SIGN_OUT', {}, { timeoutMs: SIGN_OUT_WAIT_MS }).catch((error) => logger().warn('[berth] the frame did not sign out', error)),
              giveUp,
            ])
          clearTimeout(timer)
        } finally {
          forget()
        }
      })().finally(() => {
        signingOut = undefined
      })
      return signingOut
    },
  }

  const defaultArea = (): FrameArea => {
    const view = typeof window === 'undefined' ? undefined : window
    const width = Math.min(DEFAULT_FRAME_SIZE.width, view?.innerWidth ?? DEFAULT_FRAME_SIZE.width)
    const height = Math.min(DEFAULT_FRAME_SIZE.height, view?.innerHeight ?? DEFAULT_FRAME_SIZE.height)
    return { width, height, left: Math.max(0, ((view?.innerWidth ?? width) - width) / 2), top: Math.max(0, ((view?.innerHeight ?? height) - height) / 2) }
  }

  const eip155 = createFrameEip1193Provider(session, () => chainOf('eip155'))
  const solanaChains = client()
    .options.networks.filter((network) => network.chainNamespace === 'solana')
    .map((network) => network.caipNetworkId)
  const solana = createFrameSolanaWallet(session, solanaChains, () => chainOf('solana'))

  // The account's profile name, read once it connects (when the app has the data API, which serves names).
  if (client().api.transport.projectId && client().api.transport.apiUrl) {
    watchEmbeddedProfileName({
      connection: client().connection,
      connectorId: ports.connectorIds.eip155,
      sync: (address) => lazyNamesController(client()).then((names) => names.syncProfileName({ address })),
      warn: (message, error) => logger().warn(message, error),
    })
  }

  /** After a login: each AUTH connector connects the normal way, the active namespace's last (it stays the active one). */
  const connectAll = async () => {
    const { connection, network } = client()
    const activeBefore = network.store.get().activeCaipNetworkId
    const onSolana = activeBefore.startsWith('solana:') && ports.connectorIds.solana !== undefined
    const first = onSolana ? ports.connectorIds.eip155 : ports.connectorIds.solana
    const last = onSolana ? ports.connectorIds.solana! : ports.connectorIds.eip155
    if (first) {
      await connection.connect(first).catch((error) => logger().warn(`[berth] ${first} did not connect`, error))
      // Its connect moved the app to its network: back to the one the visitor was on.
      network.setActive(activeBefore)
    }
    await connection.connect(last)
  }

  /** Runs a login step: 'pending' while it runs, its failure kept in `error` and thrown. */
  const step = async <T>(run: () => Promise<T>): Promise<T> => {
    store.set({ status: 'pending', error: undefined })
    try {
      const result = await run()
      if (store.get().status === 'pending') store.set({ status: client().connection.activeConnector()?.type === 'AUTH' ? 'connected' : 'idle' })
      return result
    } catch (error) {
      // An abort is the caller giving up (the visitor left the view), not a failure to show.
      if (error instanceof FrameRequestAbortedError) store.set({ status: 'idle', farcasterUrl: undefined })
      else store.set({ status: 'idle', error: toBaseError(error) })
      throw error
    }
  }

  return {
    session,
    eip155,
    solana,
    warm: () => frame(),

    sendEmailCode: (email: string) =>
      step(async (): Promise<EmailLoginAction | 'CONNECT'> => {
        const left = cooldownLeft(storage, now())
        if (left > 0) throw new EmailCooldownError(left)
        const ready = await frame()
        const { action } = await ready.request('CONNECT_EMAIL', { email })
        storage.set('embedded-last-email-time', now())
        store.set({ email, action: action === 'CONNECT' ? undefined : action })
        if (action === 'CONNECT') await connectAll()
        return action
      }),

    verifyOtp: (otp: string) =>
      step(async () => {
        if (store.get().action !== 'VERIFY_OTP') throw new InvalidConnectionStatusError('no login code was asked for')
        const ready = await frame()
        await ready.request('CONNECT_OTP', { otp })
        await connectAll()
      }),

    waitForDevice: () =>
      step(async () => {
        if (store.get().action !== 'VERIFY_DEVICE') throw new InvalidConnectionStatusError('no device approval is pending')
        const ready = await frame()
        await ready.request('CONNECT_DEVICE', {})
        store.set({ action: 'VERIFY_OTP' })
      }),

    socialLogin: (provider: SocialProvider, popup: Window | null) =>
      step(async () => {
        try {
          if (!popup) throw new SocialConnectionError({ details: 'the browser blocked the login popup' })
          const ready = await frame()
          const { uri } = await ready.request('GET_SOCIAL_REDIRECT_URI', { provider })
          popup.location.href = uri
          const resultUri = await waitForSocialResult({ popup, origin: ready.origin, target: window, logger: logger() })
          const user = await ready.request('CONNECT_SOCIAL', { uri: resultUri, chainId: chainOf('eip155') })
          remember({ ...user, authProvider: user.authProvider ?? provider })
          await connectAll()
        } finally {
          if (popup && !popup.closed) popup.close()
        }
      }),

    farcasterLogin: ({ signal }: { signal?: AbortSignal | undefined } = {}) =>
      step(async () => {
        try {
          const ready = await frame()
          const { url } = await ready.request('GET_FARCASTER_URI', {}, { signal })
          store.set({ farcasterUrl: url })
          const { userName } = await ready.request('CONNECT_FARCASTER', {}, { signal })
          storage.set('embedded-social-username', userName)
          store.set({ userName, authProvider: 'farcaster', farcasterUrl: undefined })
          await connectAll()
        } catch (error) {
          throw error instanceof BaseError && !(error instanceof InternalError) ? error : new FarcasterConnectionError({ cause: error })
        }
      }),

    updateEmail: (email: string) =>
      step(async (): Promise<UpdateEmailAction> => {
        const ready = await frame()
        const { action } = await ready.request('UPDATE_EMAIL', { email })
        store.set({ updateAction: action })
        return action
      }),

    verifyPrimaryOtp: (otp: string) =>
      step(async () => {
        if (store.get().updateAction !== 'VERIFY_PRIMARY_OTP') throw new InvalidConnectionStatusError('no email update waits for the current email’s code')
        const ready = await frame()
        await ready.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
        store.set({ updateAction: 'VERIFY_SECONDARY_OTP' })
      }),

    verifySecondaryOtp: (otp: string) =>
      step(async () => {
        if (store.get().updateAction !== 'VERIFY_SECONDARY_OTP') throw new InvalidConnectionStatusError('no email update waits for the new email’s code')
        const ready = await frame()
        const { newEmail } = await ready.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
        storage.set('embedded-email', newEmail)
        store.set({ email: newEmail, updateAction: undefined })
        return newEmail
      }),

    async signOut() {
      const { connection } = client()
      const connected = [ports.connectorIds.eip155, ports.connectorIds.solana].flatMap((id) => {
        const namespace = id === ports.connectorIds.eip155 ? 'eip155' : 'solana'
        return id && connection.store.get().byNamespace[namespace]?.connectorId === id ? [namespace] : []
      })
      // A disconnect of an AUTH connection signs out in the frame (the adapters' disconnect); the others follow.
      for (const namespace of connected) await connection.disconnect(namespace as 'eip155' | 'solana')
      if (connected.length === 0) await session.signOut()
    },

    showFrame(area: FrameArea) {
      placedArea = area
      if (store.get().approval) frameClient?.show(area)
    },
    hideFrame() {
      placedArea = undefined
      // An approval still waiting stays answerable: the frame goes back to its own place.
      if (store.get().approval) frameClient?.show(defaultArea())
      else frameClient?.hide()
    },
  }
}

/** The embedded wallet's runtime (createEmbeddedRuntime's result). */
export type EmbeddedRuntime = ReturnType<typeof createEmbeddedRuntime>
