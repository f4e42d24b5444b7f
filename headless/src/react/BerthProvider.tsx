import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, useEffect, useState, type ReactNode } from 'react'
import type { Client } from '../client.js'
import { initialStoreStates, type InitialState } from '../initialState.js'
import { hashKey } from '../query/hashKey.js'
import { reportQueryErrors } from './reportQueryErrors.js'

export const ClientContext = createContext<Client | undefined>(undefined)

/** The state each store is server-rendered (and hydrated) in; see initialStoreStates. */
export const InitialStatesContext = createContext<ReadonlyMap<object, unknown>>(new Map())

export type BerthProviderProps = {
  client: Client
  queryClient?: QueryClient
  /**
   * What the server knows of the visitor: `cookieToInitialState(client, cookieHeader)`, with
   * `storage: cookieStorage()`. The server renders the page connected from it, and the browser's
   * first render (the hydration) reads the same, so the two match; then the client reconnects
   * through the remembered wallet. Read once, at the first render.
   */
  initialState?: InitialState | undefined
  children?: ReactNode
}

/** Mounts the client (discovery, reconnect) and, unless the app brings one, a QueryClient. */
export function BerthProvider({ client, queryClient, initialState, children }: BerthProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashKey } } }))
  const [initialStates] = useState(() => initialStoreStates(client, initialState))
  const activeQueryClient = queryClient ?? ownQueryClient
  useEffect(() => client.mount(), [client])
  useEffect(() => reportQueryErrors(activeQueryClient, client), [activeQueryClient, client])
  return (
    <ClientContext.Provider value={client}>
      <InitialStatesContext.Provider value={initialStates}>
        <QueryClientProvider client={activeQueryClient}>{children}</QueryClientProvider>
      </InitialStatesContext.Provider>
    </ClientContext.Provider>
  )
}
