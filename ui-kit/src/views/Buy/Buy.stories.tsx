import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { FixtureProvider } from '../../testing/fixtureClient'
import type { OnrampApiFake } from '../../testing/onrampApiFake'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake } from '../../testing/walletApiFake'
import Buy from './Buy'

export default { title: 'Views / Buy' } satisfies StoryDefault

/** Buy on Berth Devnet, the on-ramp answered from memory (testing/onrampApiFake.ts). */
function BuyStory({ onramp, initialAmount, solana }: { onramp?: Partial<OnrampApiFake>; initialAmount?: string; solana?: boolean }) {
  const [walletApi] = useState(() => createWalletApiFake({ ...(onramp ? { onramp } : {}) }))
  return (
    <FixtureProvider fixture={solana ? 'connectedSolana' : 'connected'} walletApi={walletApi}>
      <ViewFrame>
        <Buy {...(initialAmount ? { initialAmount } : {})} />
      </ViewFrame>
    </FixtureProvider>
  )
}

/** USDC and ETH on Berth Devnet, USD or EUR, card or bank: nothing typed yet, the card's limits shown. */
export const Empty: Story = () => <BuyStory />

/** 50 USD: 49.25 USDC after a 1.50 % fee; Continue to checkout enabled. */
export const Quoted: Story = () => <BuyStory initialAmount="50" />

/** 5 USD: below the card's minimum of 10.00 USD. */
export const BelowMinimum: Story = () => <BuyStory initialAmount="5" />

/** 8,000 USD: above the card's maximum of 7,500.00 USD. */
export const AboveMaximum: Story = () => <BuyStory initialAmount="8000" />

/** The options request has not answered yet. */
export const Loading: Story = () => <BuyStory onramp={{ options: 'hang' }} />

/** The quote request has not answered yet. */
export const QuoteLoading: Story = () => <BuyStory onramp={{ quote: 'hang' }} initialAmount="50" />

/** The quote service failed: a placeholder, said to be an estimate (fees up to 2 %). */
export const PlaceholderQuote: Story = () => <BuyStory onramp={{ quote: 'error' }} initialAmount="50" />

/** The options service failed: the built-in list (Ethereum and Polygon), which does not sell on the devnet. */
export const FallbackOptions: Story = () => <BuyStory onramp={{ options: 'error' }} />

/** On Berth Solana Devnet, which Devnet Ramp does not sell on. */
export const SolanaUnavailable: Story = () => <BuyStory solana />
