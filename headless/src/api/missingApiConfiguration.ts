import { ConfigurationError } from '../errors/configuration.js'
import type { ApiTransport } from './request.js'

/**
 * Why a call to `base` cannot be made, or undefined when it can: every call needs the project id
 * and the base URL of its API. `needs` names what asked (an endpoint, an option) in the details.
 */
export function missingApiConfiguration(
  transport: Pick<ApiTransport, 'projectId' | 'apiUrl' | 'walletApiUrl'>,
  base: 'api' | 'walletApi',
  needs: string,
): ConfigurationError | undefined {
  if (!transport.projectId) return new ConfigurationError('projectId', needs)
  if (!(base === 'api' ? transport.apiUrl : transport.walletApiUrl)) return new ConfigurationError(base === 'api' ? 'apiUrl' : 'walletApiUrl', needs)
  return undefined
}
