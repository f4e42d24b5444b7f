import { BaseError } from './BaseError.js'

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
