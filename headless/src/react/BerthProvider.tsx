import type { QueryClient } from '@tanstack/react-query'
import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Client } from '../client.js'
import { initialStoreStates, type InitialState } from '../initialState.js'
import { createQueryClientHolder, type QueryClientHolder } from './queryClientHolder.js'

/** Where useClient finds the client; BerthProvider sets it. */
export const ClientContext = createContext<Client | undefined>(undefined)

/** The state each store is server-rendered (and hydrated) in; see initialStoreStates. */
export const InitialStatesContext = createContext<ReadonlyMap<object, unknown>>(new Map())

/** Where Berth's hooks find their QueryClient (useBerthQueryClient); BerthProvider sets it. */
export const QueryClientHolderContext = createContext<QueryClientHolder | undefined>(undefined)

/** BerthProvider's props: the client, the app's QueryClient if it has one, what the server knew, and the app. */
export type BerthProviderProps = {
  /** The client from createClient, created once (outside the component, or in a state initialiser). */
  client: Client
  /**
   * The app's own QueryClient, if it has one; Berth's queries then share its cache. It needs no
   * special options: Berth's query keys hold only strings, numbers and plain objects, which
   * TanStack Query's default key hash handles. Left out, Berth's hooks make one for themselves when
   * the first of them runs a query. Either way BerthProvider sets no QueryClientProvider: an app's
   * own TanStack hooks run under the app's own provider.
   */
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

/**
 * Provides the client to Berth's hooks, mounts it (wallet discovery, reconnect), and gives them
 * their QueryClient: the app's, or one made when the first of them runs a query (useBerthQueryClient).
 * Failed Berth queries and mutations are reported (error reports) whichever QueryClient runs them.
 * A server render (and the hydration of its HTML) reads the stores' initial state, with
 * `initialState`'s connection when it is given.
 *
 * @example
 * const client = createClient({ projectId, networks: [mainnet, base] })
 * createRoot(root).render(
 *   <BerthProvider client={client}>
 *     <App />
 *   </BerthProvider>,
 * )
 */
export function BerthProvider({ client, queryClient, initialState, children }: BerthProviderProps) {
  const [initialStates] = useState(() => initialStoreStates(client, initialState))
  const queryClients = useMemo(() => createQueryClientHolder(client, queryClient), [client, queryClient])
  useEffect(() => client.mount(), [client])
  useEffect(() => queryClients.attach(), [queryClients])
  return (
    <ClientContext.Provider value={client}>
      <InitialStatesContext.Provider value={initialStates}>
        <QueryClientHolderContext.Provider value={queryClients}>{children}</QueryClientHolderContext.Provider>
      </InitialStatesContext.Provider>
    </ClientContext.Provider>
  )
}
