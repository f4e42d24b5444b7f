import type { Story, StoryDefault } from '@ladle/react'
import { FixtureProvider } from '../../testing/fixtureClient'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake, walletListingFake } from '../../testing/walletApiFake'
import AllWallets from './AllWallets'

export default { title: 'Views / AllWallets' } satisfies StoryDefault

const history = [{ view: 'Connect' as const }, { view: 'AllWallets' as const }]

/** The listing never answers: the spinner. */
export const Loading: Story = () => (
  <FixtureProvider fixture="disconnected" history={history} walletApi={createWalletApiFake({ mode: 'hang' })}>
    <ViewFrame>
      <AllWallets />
    </ViewFrame>
  </FixtureProvider>
)

/** 60 listed wallets; Fox Wallet and Blue Wallet are installed. Scroll loads page 2. */
export const List: Story = () => (
  <FixtureProvider fixture="disconnected" history={history} walletApi={createWalletApiFake()}>
    <ViewFrame>
      <AllWallets />
    </ViewFrame>
  </FixtureProvider>
)

/** A listing with no entry: what a search that matches nothing shows ("No wallet found"). */
export const EmptySearch: Story = () => (
  <FixtureProvider fixture="disconnected" history={history} walletApi={createWalletApiFake({ wallets: [] })}>
    <ViewFrame>
      <AllWallets />
    </ViewFrame>
  </FixtureProvider>
)

/** The listing answers 400; after the query's own retries (about 7 s) the alert with Retry. */
export const ErrorState: Story = () => (
  <FixtureProvider
    fixture="disconnected"
    history={history}
    walletApi={createWalletApiFake({ mode: 'error', errorMessage: 'The wallet listing is unavailable' })}
  >
    <ViewFrame>
      <AllWallets />
    </ViewFrame>
  </FixtureProvider>
)

/** 2,000 wallets, 40 a page: the list stays windowed however far it is scrolled. */
export const TwoThousandWallets: Story = () => (
  <FixtureProvider fixture="disconnected" history={history} walletApi={createWalletApiFake({ wallets: walletListingFake(2_000) })}>
    <ViewFrame>
      <AllWallets />
    </ViewFrame>
  </FixtureProvider>
)
