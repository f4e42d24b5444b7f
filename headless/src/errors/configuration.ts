import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** createClient's `networks` is empty or lists a network twice. */
export class ChainNotConfiguredError extends BaseError {
  override name = 'ChainNotConfiguredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain not configured', parameters)
  }
}

/** An app configures sign-in one way only: `siwx`, or the older `siweConfig`, not both. */
export class SignInConfigConflictError extends BaseError {
  override name = 'SignInConfigConflictError'
  constructor() {
    super('siweConfig and siwx cannot both be set', { details: 'pass siwx only; siweConfig is the older form of the same setting' })
  }
}

/** The `walletConnect` option's relay is not a WebSocket URL. */
export class InvalidRelayUrlError extends BaseError {
  override name = 'InvalidRelayUrlError'
  constructor(relayUrl: string) {
    super('Invalid relay URL', { details: `walletConnect relayUrl must be a ws:// or wss:// URL, got ${JSON.stringify(relayUrl)}` })
  }
}

/** A Berth hook ran outside `<BerthProvider>`. */
export class ClientNotFoundError extends BaseError {
  override name = 'ClientNotFoundError'
  constructor() {
    super('No ConnectionController client found', { details: 'wrap your app in <BerthProvider client={...}>' })
  }
}
