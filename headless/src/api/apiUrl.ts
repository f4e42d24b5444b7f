import { SDK_TYPE, SDK_VERSION } from './constants.js'
import type { ApiTransport, QueryValue } from './request.js'

type ApiLocation = Pick<ApiTransport, 'projectId' | 'apiUrl' | 'walletApiUrl'>

/** Calls to `base` need the project id and that API's base URL: Berth has no default host. */
export function isApiConfigured(transport: ApiLocation, base: 'api' | 'walletApi'): boolean {
  return Boolean(transport.projectId && (base === 'api' ? transport.apiUrl : transport.walletApiUrl))
}

/**
 * The full URL of a call: base, path, then projectId, st and sv before the call's own query.
 * Undefined when the API is not configured (`isApiConfigured`): nothing may be requested then.
 */
export function apiUrlOf(transport: ApiLocation, base: 'api' | 'walletApi', path: string, query: Record<string, QueryValue> = {}): string | undefined {
  if (!isApiConfigured(transport, base)) return undefined
  const params = new URLSearchParams({ projectId: transport.projectId, st: SDK_TYPE, sv: SDK_VERSION })
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const text = typeof value === 'object' ? value.join(',') : String(value)
    if (text !== '') params.set(key, text)
  }
  return `${base === 'api' ? transport.apiUrl : transport.walletApiUrl}${path}?${params.toString()}`
}
