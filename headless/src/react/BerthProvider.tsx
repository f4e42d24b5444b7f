import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, useEffect, useState, type ReactNode } from 'react'
import type { Client } from '../client.js'
import { reportQueryErrors } from './reportQueryErrors.js'

/** Where useClient finds the client; BerthProvider sets it. */
export const ClientContext = createContext<Client | undefined>(undefined)

/** BerthProvider's props: the client, the app's QueryClient if it has one, and the app. */
export type BerthProviderProps = {
  /** The client from createClient, created once (outside the component, or in a state initialiser). */
  client: Client
  /**
   * The app's own QueryClient, if it has one; Berth's queries then share its cache. It needs no
   * special options: Berth's query keys hold only strings, numbers and plain objects, which
   * TanStack Query's default key hash handles. Left out, Berth creates one.
   */
  queryClient?: QueryClient
  children?: ReactNode
}

/**
 * Provides the client to Berth's hooks, mounts it (wallet discovery, reconnect) and, unless the
 * app brings one, a QueryClient. Failed Berth queries and mutations are reported (error reports)
 * whichever QueryClient runs them.
 *
 * @example
 * const client = createClient({ projectId, networks: [mainnet, base] })
 * createRoot(root).render(
 *   <BerthProvider client={client}>
 *     <App />
 *   </BerthProvider>,
 * )
 */
export function BerthProvider({ client, queryClient, children }: BerthProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient())
  const activeQueryClient = queryClient ?? ownQueryClient
  useEffect(() => client.mount(), [client])
  useEffect(() => reportQueryErrors(activeQueryClient, client), [activeQueryClient, client])
  return (
    <ClientContext.Provider value={client}>
      <QueryClientProvider client={activeQueryClient}>{children}</QueryClientProvider>
    </ClientContext.Provider>
  )
}
