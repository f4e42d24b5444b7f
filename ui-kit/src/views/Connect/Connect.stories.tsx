import { embeddedWallet } from '@berth/headless/embedded'
import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider } from '../../testing/fixtureClient'
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

/** The app has the embedded wallet: the email field first, then the wallets (its AUTH connector is never a wallet row). */
export const WithEmail: Story = () => (
  <FixtureProvider fixture="disconnected" embeddedWallet={embeddedWallet({ frameUrl: 'http://localhost:8790' })}>
    <ViewFrame>
      <Connect />
    </ViewFrame>
  </FixtureProvider>
)
