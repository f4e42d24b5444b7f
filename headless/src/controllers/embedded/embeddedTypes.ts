import type { FrameArea } from '../../adapters/embedded/createFrameClient.js'
import type { ApiTransport } from '../../api/request.js'
import type { FrameClient } from '../../adapters/embedded/createFrameClient.js'
import type { FrameUser } from '../../adapters/embedded/frameProtocol.js'
import type { Discovery } from '../connectors/createConnectorsController.js'
import type { BaseError } from '../../errors/BaseError.js'
import type { Storage } from '../../storage/createStorage.js'
import type { Store } from '../../store/createStore.js'
import type { AlertsController } from '../alerts/createAlertsController.js'
import type { ConnectionController } from '../connection/createConnectionController.js'
import type { NetworkController } from '../network/createNetworkController.js'
import type { Logger } from '../../storage/types.js'
import type { Network } from '../../networks/types.js'

/** The social providers of the embedded wallet's social login (SPEC.md §5). */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/** What the email login waits for after the code was asked: the mailed code, or the mailed device link first (a new browser). */
export type EmailLoginAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

/** The step an email update waits for: the code mailed to the current email, then the one mailed to the new email. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * `client.embedded.store`: the embedded wallet's login and what the UI shows of it. `status`:
 * 'idle' (nobody logged in here), 'pending' (a login step runs), 'connected' (logged in: the AUTH
 * connectors connect through the connection controller). `approval` is set while a signing request
 * waits for the visitor in the frame (the UI shows the frame then, ApproveTransaction).
 */
export type EmbeddedState = {
  status: 'idle' | 'pending' | 'connected'
  email: string | undefined
  userName: string | undefined
  /** The social provider or 'farcaster' the user logged in with; undefined for email. */
  authProvider: string | undefined
  /** The email login's pending step. */
  action: EmailLoginAction | undefined
  /** The email update's pending step. */
  updateAction: UpdateEmailAction | undefined
  /** The Farcaster sign-in URL to show as a QR code and a link, while farcasterLogin waits. */
  farcasterUrl: string | undefined
  approval: { method: string } | undefined
  /** The last step's failure ('Please try again after 12 seconds', 'Popup closed', 'Requested RPC call is not allowed', ...). */
  error: BaseError | undefined
}

/**
 * `client.embedded`, present when createClient has the `embeddedWallet` option: the email, social
 * and Farcaster logins, the email update and sign-out. Each login ends connected through the
 * connection controller (useAccount shows the address). Its code loads with the first call.
 */
export type EmbeddedController = {
  store: Store<EmbeddedState>
  /** The AUTH connectors' ids: eip155's, and solana's when the client has solana(). */
  connectorIds: { eip155: string; solana: string | undefined }
  /**
   * Mails a login code to `email` (CONNECT_EMAIL): resolves with the step to wait for, or 'CONNECT'
   * once connected (already logged in on this browser). Within 30 s of the last one it throws
   * EmailCooldownError ('Please try again after {n} seconds').
   */
  sendEmailCode(email: string): Promise<EmailLoginAction | 'CONNECT'>
  /** Whole seconds until another code may be asked (0: now). */
  emailCooldownSecondsLeft(): number
  /** Checks the mailed code (CONNECT_OTP) and connects. */
  verifyOtp(otp: string): Promise<void>
  /** VERIFY_DEVICE: waits until the mailed device link is followed; a code is mailed then (action VERIFY_OTP). */
  waitForDevice(): Promise<void>
  /** Opens the provider's login in a 600×800 popup, waits for its result ('Popup closed' if closed) and connects. Call it from a click. */
  socialLogin(provider: SocialProvider): Promise<void>
  /**
   * Asks for the Farcaster sign-in URL (`farcasterUrl` in the state, a QR code), waits until it is
   * approved and connects. `signal` gives the wait up (the visitor left the QR code): it rejects
   * with 'Request was aborted' and leaves no error in the state.
   */
  farcasterLogin(options?: { signal?: AbortSignal | undefined }): Promise<void>
  /** Starts changing the logged-in user's email: resolves with the first code step. */
  updateEmail(email: string): Promise<UpdateEmailAction>
  /** The code mailed to the current email. */
  verifyPrimaryOtp(otp: string): Promise<void>
  /** The code mailed to the new email; resolves with the new email. */
  verifySecondaryOtp(otp: string): Promise<string>
  /** Logs out in the frame (gives up after 3 s) and disconnects the AUTH connections. */
  signOut(): Promise<void>
  /** Positions the frame over `area` (the ApproveTransaction view's box) while an approval waits. */
  showFrame(area: FrameArea): void
  /** Gives up the area showFrame placed: the frame hides, or, while an approval still waits, shows centred (360×600 at most) as without a view. */
  hideFrame(): void
  /** Back to the start of a login: the pending step, the Farcaster URL and the error are cleared. */
  reset(): void
}

/**
 * Signs the app's sign-in message in the GET_USER round trip when a SIWX config has no session for
 * the user: resolves with the user the frame answered (with `siwxSignature`), after the session was stored.
 */
export type EmbeddedSignIn = (user: FrameUser, frame: FrameClient) => Promise<FrameUser>

/** The embedded wallet's setup's view of the client (a subset of Client), read after createClient returned. */
export type EmbeddedClientPorts = {
  options: { projectId?: string | undefined; networks: readonly Network[]; logger: Logger }
  /** The data API the account's profile name is read from (the names controller). */
  api: { transport: ApiTransport }
  adapters: Partial<Record<string, unknown>>
  connection: ConnectionController
  network: NetworkController
  alerts: Pick<AlertsController, 'showAlert'>
}

/** What createClient hands the embeddedWallet option. */
export type EmbeddedWalletSetupContext = {
  client: () => EmbeddedClientPorts
  storage: Storage
  /** The SDK version the frame is told (its URL's `version`), handed by createClient so the runtime imports no API constant. */
  version: string
  signIn?: EmbeddedSignIn | undefined
}

/** The AUTH connectors' discovery and the controller. */
export type EmbeddedWalletSetup = { discover: Discovery; controller: EmbeddedController }

/** embeddedWallet()'s parameters. */
export type EmbeddedWalletParameters = {
  /** The secure frame's page, on another origin than the app's (http://localhost:8790/ on the devnet). */
  frameUrl: string
  /** The frame's logs (`enableLogger` in its URL). Default false. */
  enableLogger?: boolean
  /** The connectors' name. Default 'Embedded Wallet'. */
  name?: string
}
