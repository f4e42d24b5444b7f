import { BaseError, type BaseErrorParameters } from './BaseError.js'

/**
 * The createClient options a part of Berth may need: `projectId` (both APIs), `apiUrl` (the data
 * API: balances, activity, names, sessions, error reports), `walletApiUrl` (the wallet-provider
 * API: project configuration, allowed origins, the wallet listing, the analytics switch).
 */
export type ConfigurationOption = 'projectId' | 'apiUrl' | 'walletApiUrl'

/**
 * A part of Berth needs an option the app did not pass: it made no request, and `option` names
 * what to pass ('Project ID Not Configured', or 'API URL Not Configured': Berth has no default
 * host). Only the app's configuration can fix it, so nothing retries it and it arms no retry guard.
 */
export class ConfigurationError extends BaseError {
  override name = 'ConfigurationError'
  readonly option: ConfigurationOption

  /** `needs`: what asked for the option (an endpoint, `serverSiwx`), named in the details. */
  constructor(option: ConfigurationOption, needs: string) {
    super(option === 'projectId' ? 'Project ID Not Configured' : 'API URL Not Configured', { details: `${needs} needs createClient's ${option}` })
    this.option = option
  }
}

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
  constructor(relayUrl: unknown) {
    super('Invalid relay URL', { details: `walletConnect needs relayUrl, a ws:// or wss:// URL; got ${JSON.stringify(relayUrl)}` })
  }
}

/** A Berth hook ran outside `<BerthProvider>`. */
export class ClientNotFoundError extends BaseError {
  override name = 'ClientNotFoundError'
  constructor() {
    super('No ConnectionController client found', { details: 'wrap your app in <BerthProvider client={...}>' })
  }
}
