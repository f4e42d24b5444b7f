// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClient } from '../client.js'
import { memoryBackend } from '../storage/backends.js'
import { testChain } from '../testing/testNetworks.js'
import { BerthProvider } from './BerthProvider.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

const newClient = () =>
  createClient({ networks: [testChain], window: new EventTarget() as never, storage: memoryBackend(), logger: { warn: vi.fn(), error: vi.fn() } })

// Focus comes back to the page: TanStack Query's focus manager hears visibilitychange.
const refocus = () => act(() => void window.dispatchEvent(new Event('visibilitychange')))

/** A Berth-keyed query in Berth's QueryClient, counting its fetches. */
function BerthQuery({ fetches, fail = false }: { fetches: { count: number }; fail?: boolean }) {
  const { status } = useQuery(
    {
      queryKey: ['berth', 'probe'],
      queryFn: () => {
        fetches.count += 1
        return fail ? Promise.reject(new Error('node down')) : Promise.resolve(fetches.count)
      },
      staleTime: 0,
      retry: false,
    },
    useBerthQueryClient(),
  )
  return <p data-testid="status">{status}</p>
}

/** Records the QueryClient Berth's hooks get, and the one the app's own TanStack hooks get (if any), at each render. */
const seen: { berth: QueryClient; app: QueryClient | undefined }[] = []
function BerthClientProbe() {
  seen.push({ berth: useBerthQueryClient(), app: undefined })
  return null
}
function BothClientsProbe() {
  const [, rerender] = useState(0)
  seen.push({ berth: useBerthQueryClient(), app: useQueryClient() })
  return (
    <button type="button" onClick={() => rerender((n) => n + 1)}>
      again
    </button>
  )
}

/** A failing Berth query, rendered only once "open" is clicked (after BerthProvider mounted). */
function FailingQueryLater({ fetches }: { fetches: { count: number } }) {
  const [shown, show] = useState(false)
  return shown ? (
    <BerthQuery fetches={fetches} fail />
  ) : (
    <button type="button" onClick={() => show(true)}>
      open
    </button>
  )
}

afterEach(() => {
  cleanup()
  seen.length = 0
})

describe('useBerthQueryClient', () => {
  it("is BerthProvider's queryClient when the app gives one", () => {
    const queryClient = new QueryClient()
    render(
      <BerthProvider client={newClient()} queryClient={queryClient}>
        <BerthClientProbe />
      </BerthProvider>,
    )
    expect(seen[0]?.berth).toBe(queryClient)
  })

  it("is Berth's own otherwise, one per provider, and leaves the app's QueryClientProvider to the app's hooks", () => {
    const appQueryClient = new QueryClient()
    render(
      <QueryClientProvider client={appQueryClient}>
        <BerthProvider client={newClient()}>
          <BothClientsProbe />
        </BerthProvider>
      </QueryClientProvider>,
    )
    act(() => screen.getByText('again').click())
    expect(seen.length).toBeGreaterThanOrEqual(2)
    expect(seen[0]?.app).toBe(appQueryClient)
    expect(seen[0]?.berth).not.toBe(appQueryClient)
    expect(seen.every(({ berth }) => berth === seen[0]?.berth)).toBe(true)
  })

  it('mounts the QueryClient it made at the first render: Berth queries refetch when the page regains focus', async () => {
    const fetches = { count: 0 }
    render(
      <BerthProvider client={newClient()}>
        <BerthQuery fetches={fetches} />
      </BerthProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('success'))
    expect(fetches.count).toBe(1)
    refocus()
    await waitFor(() => expect(fetches.count).toBe(2))
  })

  it('mounts and reports from a QueryClient made after BerthProvider mounted (a query in a view opened later)', async () => {
    const client = newClient()
    const reportError = vi.spyOn(client.reports, 'reportError').mockResolvedValue(true)
    const fetches = { count: 0 }
    render(
      <BerthProvider client={client}>
        <FailingQueryLater fetches={fetches} />
      </BerthProvider>,
    )
    act(() => screen.getByText('open').click())
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'))
    await waitFor(() => expect(reportError).toHaveBeenCalledTimes(1))
    expect(reportError.mock.calls[0]?.[0]).toMatchObject({ message: 'node down' })
    refocus()
    await waitFor(() => expect(fetches.count).toBe(2))
  })

  it('throws a clear error outside BerthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<BerthClientProbe />)).toThrow('No ConnectionController client found')
  })
})
