import type { Story, StoryDefault } from '@ladle/react';
import { FixtureProvider } from '../../testing/fixtureClient';
import { ViewFrame } from '../../testing/ViewFrame';
import Account from './Account';

export default { title: 'Views / Account' } satisfies StoryDefault;

/** Connected on Berth Devnet with 10,000 ETH (balance pre-seeded, no RPC call). */
export const Connected: Story = () => (
  <FixtureProvider fixture="connected">
    <ViewFrame>
      <Account />
    </ViewFrame>
  </FixtureProvider>
);
