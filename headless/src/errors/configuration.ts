import { BaseError } from './BaseError.js'

/** The createClient options a part of Berth may need and not have been given. */
export type ConfigurationOption = 'projectId' | 'apiUrl' | 'walletApiUrl'

/**
 * A part of Berth needs an option the app did not pass: it made no request and names the option.
 * Only the app's configuration can fix it, so nothing retries it and it arms no retry guard.
 */
export class ConfigurationError extends BaseError {
  override name = 'ConfigurationError'
  /** The createClient option to pass. */
  readonly option: ConfigurationOption

  constructor(shortMessage: string, option: ConfigurationOption, details: string) {
    super(shortMessage, { details })
    this.option = option
  }
}

/** No `projectId`: neither API is called, and the configuration alert says so. */
export class ProjectIdNotConfiguredError extends ConfigurationError {
  override name = 'ProjectIdNotConfiguredError'
  constructor(needs: string) {
    super('Project ID Not Configured', 'projectId', `${needs} needs the projectId of your project, passed to createClient`)
  }
}

/**
 * No base URL for the API a call goes to: `apiUrl` (the data API: balances, activity, names,
 * sessions, error reports) or `walletApiUrl` (the wallet-provider API: project configuration,
 * allowed origins, the wallet listing, analytics switch). Berth has no default host.
 */
export class ApiUrlNotConfiguredError extends ConfigurationError {
  override name = 'ApiUrlNotConfiguredError'
  constructor(option: 'apiUrl' | 'walletApiUrl', needs: string) {
    super(
      'API URL Not Configured',
      option,
      `${needs} needs createClient's ${option}, the base URL of the ${option === 'apiUrl' ? 'data' : 'wallet-provider'} API`,
    )
  }
}
