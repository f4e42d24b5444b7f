'use client'

import { createClient, type InitialState } from '@berth/headless'
import { BerthProvider } from '@berth/headless/react'
import { useState, type ReactNode } from 'react'
import { berthOptions } from './berth'

export function Providers({ initialState, children }: { initialState: InitialState | undefined; children: ReactNode }) {
  // One client per browser tab (and per server render), never shared between requests.
  const [client] = useState(() => createClient(berthOptions))
  return (
    <BerthProvider client={client} initialState={initialState}>
      {children}
    </BerthProvider>
  )
}
