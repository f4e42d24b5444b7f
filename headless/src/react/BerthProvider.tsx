import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, useEffect, useState, type ReactNode } from 'react'
import type { Client } from '../client.js'
import { hashKey } from '../query/hashKey.js'
import { reportQueryErrors } from './reportQueryErrors.js'

export const ClientContext = createContext<Client | undefined>(undefined)

export type BerthProviderProps = { client: Client; queryClient?: QueryClient; children?: ReactNode }

/** Mounts the client (discovery, reconnect) and, unless the app brings one, a QueryClient. */
export function BerthProvider({ client, queryClient, children }: BerthProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashKey } } }))
  const activeQueryClient = queryClient ?? ownQueryClient
  useEffect(() => client.mount(), [client])
  useEffect(() => reportQueryErrors(activeQueryClient, client), [activeQueryClient, client])
  return (
    <ClientContext.Provider value={client}>
      <QueryClientProvider client={activeQueryClient}>{children}</QueryClientProvider>
    </ClientContext.Provider>
  )
}
