// @berth/headless/embedded: the embedded wallet (email, social and Farcaster login through a secure
// frame on another origin). The frame protocol's schemas are public so that a frame can be written
// against the same contract the client speaks.
export {
  APP_EVENT_PREFIX,
  FRAME_EVENT_PREFIX,
  FRAME_READY_EVENT,
  SOCIAL_RESULT_EVENT,
  FRAME_APPROVAL_METHODS,
  FRAME_NOT_ALLOWED_CODE,
  frameRequests,
  frameUserSchema,
  frameErrorPayloadSchema,
  appMessageSchema,
  frameMessageSchema,
  socialResultSchema,
  socialProviderSchema,
  frameNamespaceSchema,
  type AppMessage,
  type FrameMessage,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type FrameUser,
} from '../adapters/embedded/frameProtocol.js'
export { embeddedWallet, type EmbeddedWalletOption, type EmbeddedWalletOptionContext } from '../embeddedWallet.js'
export { EMBEDDED_CONNECTOR_ID, EMBEDDED_SOLANA_CONNECTOR_ID } from '../controllers/embedded/embeddedConnectorIds.js'
export type {
  EmbeddedController,
  EmbeddedState,
  EmbeddedWalletParameters,
  EmbeddedWalletSetup,
  EmailLoginAction,
  UpdateEmailAction,
  SocialProvider,
} from '../controllers/embedded/embeddedTypes.js'
export {
  ACTION_NOT_ALLOWED,
  ACTION_NOT_ALLOWED_DELAY_MS,
  EMAIL_LOGIN_COOLDOWN_MS,
  EMAIL_DISPLAY_LENGTH,
  emailCooldownSecondsLeft,
  displayUserName,
  truncateEmail,
} from '../controllers/embedded/embeddedRules.js'
export {
  SOCIAL_OPTIONS,
  decideSocialOptions,
  readTelegramPlatform,
  type SocialOption,
  type TelegramPlatform,
} from '../controllers/embedded/socialOptions.js'
export { FRAME_READY_DELAY_MS, FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, FRAME_Z_INDEX, type FrameArea } from '../adapters/embedded/createFrameClient.js'
export {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestError,
  PopupClosedError,
  SocialConnectionError,
  FarcasterConnectionError,
  EmailCooldownError,
  AuthConnectorNotFoundError,
  InvalidConnectionStatusError,
  EmbeddedNotConnectedError,
} from '../errors/embedded.js'
// Its own module: embeddedWallet() throws it, in the page's first load, which the other errors stay out of.
export { InvalidFrameUrlError } from '../errors/invalidFrameUrl.js'
