import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { FixtureProvider } from './fixtureClient'
import { createSendFixture, type SendFixtureOptions } from './SendFixture'

/** Renders a send view in a connected fixture client with the send scripted (testing/sendFake.ts). */
export function renderSend(ui: ReactElement, options: SendFixtureOptions = {}) {
  const fixture = createSendFixture(options)
  const user = userEvent.setup()
  const utils = render(
    <FixtureProvider fixture="connected" value={fixture}>
      {ui}
    </FixtureProvider>,
  )
  return { ...utils, ...fixture, user, sendState: () => fixture.client.send.store.get(), currentView: () => fixture.client.router.current() }
}
