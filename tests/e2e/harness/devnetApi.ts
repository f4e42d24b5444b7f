import { inject } from 'vitest'

/** The devnet API's control endpoints (/devnet/...), for tests that set a project up or read records back. */
export function devnetApi() {
  const base = inject('devnetApiUrl')
  if (!base) throw new Error('the devnet API is not running in this test run')
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<Record<string, unknown>>
  }
  return {
    url: base,
    setProject: (projectId: string, settings: Record<string, unknown>) => call('POST', `/devnet/projects/${encodeURIComponent(projectId)}`, settings),
    reports: async (projectId: string) =>
      ((await call('GET', `/devnet/reports?projectId=${encodeURIComponent(projectId)}`)).reports ?? []) as Array<Record<string, unknown>>,
    events: async (projectId: string) =>
      ((await call('GET', `/devnet/events?projectId=${encodeURIComponent(projectId)}`)).events ?? []) as Array<Record<string, unknown>>,
    setListing: (listing: { fixture?: 'default' | 'hostile'; walletCount?: number | null }) => call('POST', '/devnet/listing', listing),
  }
}

/** A project id no other test uses, so settings and records stay this test's own. */
export const uniqueProjectId = (label: string) => `e2e-${label}-${Math.random().toString(36).slice(2, 10)}`
