import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, useEffect, useState, type ReactNode } from 'react'
import type { Client } from '../client.js'
import { hashKey } from '../query/hashKey.js'

export const ClientContext = createContext<Client | undefined>(undefined)

export type BerthProviderProps = { client: Client; queryClient?: QueryClient; children?: ReactNode }

/** Mounts the client (discovery, reconnect) and, unless the app brings one, a QueryClient. */
export function BerthProvider({ client, queryClient, children }: BerthProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashKey } } }))
  useEffect(() => client.mount(), [client])
  return (
    <ClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient ?? ownQueryClient}>{children}</QueryClientProvider>
    </ClientContext.Provider>
  )
}
