import { embeddedWallet, PopupClosedError } from '@berth/headless/embedded'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { createFixtureClient, FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake } from '../../testing/walletApiFake'
import Connect from './Connect'

export default { title: 'Views / Connect' } satisfies StoryDefault

/** Three announced wallets; Fox Wallet was used before (Recent); 4 recommended listing wallets and All Wallets. */
export const Wallets: Story = () => (
  <FixtureProvider fixture="disconnected">
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)

/** No wallet announced itself. */
export const Empty: Story = () => (
  <FixtureProvider fixture="empty">
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)

/** The wallet listing never answers: the installed wallets show, nothing else. */
export const ListingLoading: Story = () => (
  <FixtureProvider fixture="disconnected" walletApi={createWalletApiFake({ mode: 'hang' })}>
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)

/** The wallet listing fails: no recommended wallets, the way to All Wallets stays. */
export const ListingError: Story = () => (
  <FixtureProvider fixture="disconnected" walletApi={createWalletApiFake({ mode: 'error' })}>
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)

/** The app has EVM and Solana networks: Fox Wallet speaks both (one row, 'EVM · Solana'); Sunrise Wallet is Solana-only. */
export const MultiNamespace: Story = () => (
  <FixtureProvider fixture="disconnected" solana>
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)

/** The app has the embedded wallet: the email field first, the social logins in SPEC.md's order, then the wallets (its AUTH connector is never a wallet row). */
export const WithEmail: Story = () => (
  <FixtureProvider fixture="disconnected" embeddedWallet={embeddedWallet({ frameUrl: 'http://localhost:8790' })}>
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)

/** The app chose and ordered its social logins (`features: { socials: ['github', 'farcaster', 'google'] }`). */
export const WithChosenSocials: Story = () => (
  <FixtureProvider
    fixture="disconnected"
    embeddedWallet={embeddedWallet({ frameUrl: 'http://localhost:8790' })}
    features={{ socials: ['github', 'farcaster', 'google'] }}
  >
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)

/** A social login that failed: the visitor closed its popup ('Popup closed'). */
export const SocialPopupClosed: Story = () => {
  const [value] = useState(() => {
    const fixture = createFixtureClient('disconnected', { embeddedWallet: embeddedWallet({ frameUrl: 'http://localhost:8790' }) })
    fixture.client.embedded!.socialLogin = () => Promise.reject(new PopupClosedError())
    return fixture
  })
  return (
    <FixtureProvider fixture="disconnected" value={value}>
      <ViewFrame>
        <p>Choose Google: the stand-in login fails as a closed popup does.</p>
        <Connect />
      </ViewFrame>
    </FixtureProvider>
  )
}
