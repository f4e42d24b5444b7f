import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * The embedded wallet's secure frame did not say it was ready within 20 s (SPEC.md §9): shortMessage
 * 'Unable to load email login dependency'. The iframe_load_failed alert shows with it.
 */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

/** A frame request whose signal was aborted (SPEC.md §4): shortMessage 'Request was aborted'. */
export class FrameRequestAbortedError extends BaseError {
  override name = 'FrameRequestAbortedError'
  constructor(request: string) {
    super('Request was aborted', { details: request })
  }
}

/**
 * The frame answered a request with an error (SPEC.md §7): shortMessage is the answer's message, or
 * 'An error occurred' when it has none; `code` is the answer's JSON-RPC or EIP-1193 code.
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  constructor(request: string, answer: { message?: string | undefined; code?: number | undefined }) {
    super(answer.message || 'An error occurred', { details: `${request} failed`, ...(answer.code === undefined ? {} : { code: answer.code }) })
  }
}

/** The social login popup was closed before it sent its result (SPEC.md §8): shortMessage 'Popup closed'. */
export class PopupClosedError extends BaseError {
  override name = 'PopupClosedError'
  constructor() {
    super('Popup closed')
  }
}

/** The social login could not start (no redirect URI, the popup was blocked, the provider's error): 'Failed to initiate social connection'. */
export class SocialConnectionError extends BaseError {
  override name = 'SocialConnectionError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to initiate social connection', parameters)
  }
}

/** The Farcaster sign-in failed: shortMessage 'Failed to connect to farcaster'. */
export class FarcasterConnectionError extends BaseError {
  override name = 'FarcasterConnectionError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters)
  }
}

/** SPEC.md §5: an email login within 30 s of the last one: 'Please try again after {n} seconds' (n rounded up, in `secondsLeft`). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  readonly secondsLeft: number
  constructor(secondsLeft: number) {
    super(`Please try again after ${secondsLeft} seconds`)
    this.secondsLeft = secondsLeft
  }
}

/** An embedded-wallet call on a client without the `embeddedWallet` option: shortMessage 'No auth connector found'. */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor() {
    super('No auth connector found')
  }
}

/** A step of the email or update-email flow out of its order (a code before one was sent): 'Invalid connection status'. */
export class InvalidConnectionStatusError extends BaseError {
  override name = 'InvalidConnectionStatusError'
  constructor(details: string) {
    super('Invalid connection status', { details })
  }
}

/** A connect through the embedded wallet while nobody is logged in to it: shortMessage 'Not connected to email or social'. */
export class EmbeddedNotConnectedError extends BaseError {
  override name = 'EmbeddedNotConnectedError'
  constructor() {
    super('Not connected to email or social')
  }
}
