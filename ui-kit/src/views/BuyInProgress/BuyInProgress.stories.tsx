import type { RouteEntry } from '@berth/headless'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { fixtureAddress, FixtureProvider } from '../../testing/fixtureClient'
import type { OnrampPurchaseFake } from '../../testing/onrampApiFake'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake } from '../../testing/walletApiFake'
import BuyInProgress from './BuyInProgress'

export default { title: 'Views / BuyInProgress' } satisfies StoryDefault

const purchase = {
  url: 'http://localhost:8791/checkout/8f2b6a4e-4a53-4d4e-9a57-3c1fdc0b1e11',
  address: fixtureAddress,
  caipNetworkId: 'eip155:31337' as const,
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '50.00',
  createdAt: 0,
  knownPurchaseIds: [],
}
const history: RouteEntry[] = [{ view: 'Account' }, { view: 'Buy' }, { view: 'BuyInProgress', params: { purchase } }]
const bought = (status: OnrampPurchaseFake['status']): OnrampPurchaseFake[] => [
  { id: 'onramp:1', status, symbol: 'USDC', quantity: '49.25', paidAt: '2026-11-01T10:00:00Z' },
]

function BuyInProgressStory({ purchases = [] }: { purchases?: OnrampPurchaseFake[] }) {
  const [walletApi] = useState(() => createWalletApiFake({ onramp: { purchases } }))
  return (
    <FixtureProvider fixture="connected" walletApi={walletApi} history={history}>
      <ViewFrame>
        <BuyInProgress />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** The checkout tab is open; nothing paid yet (or the card was declined there). */
export const Waiting: Story = () => <BuyInProgressStory />

/** Paid: the provider is crediting the wallet. */
export const Crediting: Story = () => <BuyInProgressStory purchases={bought('pending')} />

/** Delivered: 'Bought 49.25 USDC'. */
export const Done: Story = () => <BuyInProgressStory purchases={bought('confirmed')} />

/** The provider could not deliver. */
export const Failed: Story = () => <BuyInProgressStory purchases={bought('failed')} />
