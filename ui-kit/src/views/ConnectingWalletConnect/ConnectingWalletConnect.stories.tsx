import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient';
import { ViewFrame } from '../../testing/ViewFrame';
import { chosenWalletStore } from './chosenWallet';
import ConnectingWalletConnect from './ConnectingWalletConnect';

export default { title: 'Views / ConnectingWalletConnect' } satisfies StoryDefault;

function WithWallet({ links }: { links: Record<string, string> }) {
  const [value] = useState(() => {
    const fixture = createFixtureClient('disconnected', { history: [{ view: 'Connect' }, { view: 'ConnectingWalletConnect' }] });
    chosenWalletStore(fixture.client).set({
      wallet: { id: 'harbor', name: 'Harbor Wallet', imageUrl: undefined, links, chains: [], installed: false },
    });
    return fixture;
  });
  return (
    <FixtureProvider fixture="disconnected" value={value}>
      <ViewFrame>
        <ConnectingWalletConnect />
      </ViewFrame>
    </FixtureProvider>
  );
}

/** A listed wallet with desktop, web app and mobile links. */
export const WithLinks: Story = () => (
  <WithWallet links={{ desktop: 'harborwallet://', webapp: 'https://app.harbor.example', mobile: 'https://link.harbor.example/wc' }} />
);

/** A listed wallet that gives no link. */
export const NoLinks: Story = () => <WithWallet links={{}} />;
