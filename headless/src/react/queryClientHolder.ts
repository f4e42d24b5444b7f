import type { QueryClient } from '@tanstack/react-query'
import type { Client } from '../client.js'
import { reportQueryErrors } from './reportQueryErrors.js'

/**
 * The QueryClient Berth's hooks run in, for one BerthProvider: the app's, or one made by the first
 * Berth hook that runs a query. Made there, TanStack Query's cache comes with the hooks' code and
 * stays out of a page whose first render runs no query (the connect button's).
 */
export type QueryClientHolder = {
  /** The app's QueryClient, or the one `create` makes the first time it is asked for. */
  get(create: () => QueryClient): QueryClient
  /** While BerthProvider is mounted: the QueryClient is mounted (refetch on focus and reconnect) and its failed Berth queries reported, from whenever it exists. */
  attach(): () => void
}

export function createQueryClientHolder(client: Client, appQueryClient: QueryClient | undefined): QueryClientHolder {
  let queryClient = appQueryClient
  let attached = false
  let detach: (() => void) | undefined
  const start = (active: QueryClient) => {
    active.mount()
    const stopReports = reportQueryErrors(active, client)
    detach = () => {
      stopReports()
      active.unmount()
    }
  }
  return {
    get(create) {
      if (!queryClient) {
        queryClient = create()
        if (attached) start(queryClient)
      }
      return queryClient
    },
    attach() {
      attached = true
      if (queryClient) start(queryClient)
      return () => {
        attached = false
        detach?.()
        detach = undefined
      }
    },
  }
}
