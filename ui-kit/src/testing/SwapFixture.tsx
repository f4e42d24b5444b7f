import type { RouteEntry } from '@berth/headless'
import { useState, type ReactNode } from 'react'
import { createFixtureClient, FixtureProvider, type FixtureClient } from './fixtureClient'
import { installSwapFake, type SwapFake, type SwapFakeScript } from './swapFake'

export type SwapFixtureOptions = {
  script?: SwapFakeScript
  history?: RouteEntry[]
  /** Open the modal (BerthModal tests and stories). */
  open?: boolean
}

/** A connected fixture client (Berth Devnet) with the swap scripted (testing/swapFake.ts). */
export function createSwapFixture({ script, history, open }: SwapFixtureOptions = {}): FixtureClient & { swapFake: SwapFake } {
  const fixture = createFixtureClient('connected', { ...(history ? { history } : {}), ...(open !== undefined ? { open } : {}) })
  return { ...fixture, swapFake: installSwapFake(fixture.client, script) }
}

/** Wraps a swap story in its fixture client. */
export function SwapFixture({ children, ...options }: SwapFixtureOptions & { children?: ReactNode }) {
  const [fixture] = useState(() => createSwapFixture(options))
  return (
    <FixtureProvider fixture="connected" value={fixture}>
      {children}
    </FixtureProvider>
  )
}
