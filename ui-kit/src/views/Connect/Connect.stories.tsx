import type { Story, StoryDefault } from '@ladle/react';
import { FixtureProvider } from '../../testing/fixtureClient';
import { ViewFrame } from '../../testing/ViewFrame';
import Connect from './Connect';

export default { title: 'Views / Connect' } satisfies StoryDefault;

/** Three announced wallets; Fox Wallet was used before (Recent). */
export const Wallets: Story = () => (
  <FixtureProvider fixture="disconnected">
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
);

/** No wallet announced itself. */
export const Empty: Story = () => (
  <FixtureProvider fixture="empty">
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
);
