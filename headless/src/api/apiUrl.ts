import { SDK_TYPE, SDK_VERSION } from './constants.js'
import type { ApiTransport, QueryValue } from './request.js'

/** The full URL of a call: base, path, then projectId, st and sv before the call's own query. */
export function apiUrlOf(
  transport: Pick<ApiTransport, 'projectId' | 'apiUrl' | 'walletApiUrl'>,
  base: 'api' | 'walletApi',
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const params = new URLSearchParams({ projectId: transport.projectId, st: SDK_TYPE, sv: SDK_VERSION })
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    const text = typeof value === 'object' ? value.join(',') : String(value)
    if (text !== '') params.set(key, text)
  }
  return `${base === 'api' ? transport.apiUrl : transport.walletApiUrl}${path}?${params.toString()}`
}
