import type { RouteEntry } from '@berth/headless';
import { selectActiveConnection } from '@berth/headless';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createFixtureClient, FixtureProvider, type Fixture } from './fixtureClient';

/** Renders `ui` inside a fresh fixture client; returns the client for store assertions. */
export function renderWithFixture(ui: ReactElement, fixture: Fixture, options: { history?: RouteEntry[]; open?: boolean } = {}) {
  const fixtureClient = createFixtureClient(fixture, options);
  const user = userEvent.setup();
  const utils = render(
    <FixtureProvider fixture={fixture} value={fixtureClient}>
      {ui}
    </FixtureProvider>,
  );
  const { client } = fixtureClient;
  return {
    ...utils,
    ...fixtureClient,
    user,
    status: () => selectActiveConnection(client.connection.store.get()).status,
    currentView: () => client.router.current(),
  };
}
