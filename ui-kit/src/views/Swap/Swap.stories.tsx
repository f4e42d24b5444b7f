import type { Story, StoryDefault } from '@ladle/react'
import { fixtureSwapDai, fixtureSwapUsdc } from '../../testing/swapFake'
import { SwapFixture, type SwapFixtureOptions } from '../../testing/SwapFixture'
import { ViewFrame } from '../../testing/ViewFrame'
import Swap, { type SwapProps } from './Swap'

export default { title: 'Views / Swap' } satisfies StoryDefault

function SwapStory({ script, ...props }: SwapProps & Pick<SwapFixtureOptions, 'script'>) {
  return (
    <SwapFixture script={script}>
      <ViewFrame>
        <Swap {...props} />
      </ViewFrame>
    </SwapFixture>
  )
}

/** Nothing chosen yet: ETH to pay with, no token to receive. */
export const Empty: Story = () => <SwapStory />

/** 0.1 ETH to USDC: the quote with rate, minimum received, price impact and network fee; Swap enabled. */
export const Quoted: Story = () => <SwapStory initialTo={fixtureSwapUsdc} initialAmount="0.1" />

/** 5 USDC to DAI without allowance: Approve USDC first. */
export const NeedsApproval: Story = () => <SwapStory initialFrom={fixtureSwapUsdc} initialTo={fixtureSwapDai} initialAmount="5" />

/** 5 USDC to DAI, already approved: Swap. */
export const Approved: Story = () => (
  <SwapStory script={{ allowance: 10_000_000n }} initialFrom={fixtureSwapUsdc} initialTo={fixtureSwapDai} initialAmount="5" />
)

/** More than the account holds: 'Insufficient ETH balance'. */
export const AboveBalance: Story = () => <SwapStory initialTo={fixtureSwapUsdc} initialAmount="20000" />

/** The same token on both sides. */
export const SameToken: Story = () => <SwapStory initialFrom={fixtureSwapUsdc} initialTo={fixtureSwapUsdc} initialAmount="5" />

/** The pools cannot fill it: the API's 'Insufficient liquidity'. */
export const InsufficientLiquidity: Story = () => <SwapStory script={{ quote: 'liquidity' }} initialTo={fixtureSwapUsdc} initialAmount="0.1" />

/** The network is not served: 'Network not supported for Swaps', with Try again. */
export const NotSupported: Story = () => <SwapStory script={{ tokens: 'error' }} />

/** The token list on its way. */
export const LoadingTokens: Story = () => <SwapStory script={{ tokens: 'loading' }} />
