import { selectActiveConnection } from '@berth/headless'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createFixtureClient, FixtureProvider, type Fixture, type FixtureOptions } from './fixtureClient'

/** Renders `ui` inside a fresh fixture client; returns the client for store assertions. */
export function renderWithFixture(ui: ReactElement, fixture: Fixture, options: FixtureOptions = {}) {
  const fixtureClient = createFixtureClient(fixture, options)
  const user = userEvent.setup()
  const utils = render(
    <FixtureProvider fixture={fixture} value={fixtureClient}>
      {ui}
    </FixtureProvider>,
  )
  const { client } = fixtureClient
  return {
    ...utils,
    ...fixtureClient,
    user,
    status: () => selectActiveConnection(client.connection.store.get()).status,
    currentView: () => client.router.current(),
  }
}
