import { ApiUrlNotConfiguredError, ProjectIdNotConfiguredError, type ConfigurationError } from '../errors/configuration.js'
import { SDK_TYPE, SDK_VERSION } from './constants.js'
import type { ApiTransport, QueryValue } from './request.js'

type ApiLocation = Pick<ApiTransport, 'projectId' | 'apiUrl' | 'walletApiUrl'>

/**
 * Why a call to `base` cannot be made, or undefined when it can: every call needs the project id
 * and the base URL of its API. Berth has no default host, so nothing is requested without them.
 */
export function missingApiConfiguration(transport: ApiLocation, base: 'api' | 'walletApi', needs: string): ConfigurationError | undefined {
  if (!transport.projectId) return new ProjectIdNotConfiguredError(needs)
  if (!(base === 'api' ? transport.apiUrl : transport.walletApiUrl)) return new ApiUrlNotConfiguredError(base === 'api' ? 'apiUrl' : 'walletApiUrl', needs)
  return undefined
}

/**
 * The full URL of a call: base, path, then projectId, st and sv before the call's own query.
 * Throws a ConfigurationError when the project id or the base URL is missing.
 */
export function apiUrlOf(transport: ApiLocation, base: 'api' | 'walletApi', path: string, query: Record<string, QueryValue> = {}): string {
  const missing = missingApiConfiguration(transport, base, path)
  if (missing) throw missing
  const params = new URLSearchParams({ projectId: transport.projectId, st: SDK_TYPE, sv: SDK_VERSION })
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const text = typeof value === 'object' ? value.join(',') : String(value)
    if (text !== '') params.set(key, text)
  }
  return `${base === 'api' ? transport.apiUrl : transport.walletApiUrl}${path}?${params.toString()}`
}
