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
