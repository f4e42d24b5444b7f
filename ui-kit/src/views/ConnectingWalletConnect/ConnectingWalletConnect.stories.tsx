import type { ListedWallet } from '@berth/headless'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import { walletConnectFake, type WalletConnectFakeState } from '../../testing/walletConnectFake'
import ConnectingWalletConnect from './ConnectingWalletConnect'

export default { title: 'Views / ConnectingWalletConnect' } satisfies StoryDefault

const harbor = (links: ListedWallet['links']): ListedWallet => ({
  id: 'harbor',
  name: 'Harbor Wallet',
  imageUrl: undefined,
  links,
  chains: [],
  installed: false,
})
const allLinks = { desktop: 'harborwallet://', webapp: 'https://app.harbor.example', mobile: 'https://link.harbor.example/wc' }

function Scene({ wallet, pairing }: { wallet?: ListedWallet; pairing?: WalletConnectFakeState }) {
  const [value] = useState(() => {
    const fixture = createFixtureClient('disconnected', {
      // The listing entry travels in the route, as Connect and AllWallets push it.
      history: [{ view: 'Connect' }, { view: 'ConnectingWalletConnect', ...(wallet ? { params: { wallet } } : {}) }],
      ...(pairing ? { walletConnect: walletConnectFake(pairing) } : {}),
    })
    return fixture
  })
  return (
    <FixtureProvider fixture="disconnected" value={value}>
      <ViewFrame>
        <ConnectingWalletConnect />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** "WalletConnect" chosen: the QR code of the pairing URI and the link to copy. */
export const QrCode: Story = () => <Scene pairing="showing-uri" />

/** A listed wallet chosen: the QR code, and that wallet's desktop, web app and mobile links built from the URI. */
export const QrCodeWithWalletLinks: Story = () => <Scene pairing="showing-uri" wallet={harbor(allLinks)} />

/** The URI is on its way (the relay socket is opening). */
export const Preparing: Story = () => <Scene pairing="preparing" />

/** The wallet declined: 'Connection rejected' and a retry. */
export const Rejected: Story = () => <Scene pairing="rejected" wallet={harbor(allLinks)} />

/** The relay cannot be reached: 'Failed to connect', what to check, and a retry. */
export const RelayUnavailable: Story = () => <Scene pairing="relay-down" />

/** No wallet approved before the wait ended. */
export const TimedOut: Story = () => <Scene pairing="timeout" />

/** The app has no WalletConnect: the chosen wallet's own links. */
export const WithoutWalletConnect: Story = () => <Scene wallet={harbor(allLinks)} />

/** No WalletConnect and a wallet that gives no link. */
export const WithoutWalletConnectNoLinks: Story = () => <Scene wallet={harbor({})} />
