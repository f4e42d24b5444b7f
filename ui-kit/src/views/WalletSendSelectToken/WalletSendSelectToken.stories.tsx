import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { SendFixture } from '../../testing/SendFixture'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake, type AccountApiFake } from '../../testing/walletApiFake'
import WalletSendSelectToken from './WalletSendSelectToken'

export default { title: 'Views / WalletSendSelectToken' } satisfies StoryDefault

function SelectTokenStory({ balances }: { balances?: AccountApiFake['balances'] }) {
  const [walletApi] = useState(() => createWalletApiFake(balances ? { account: { balances } } : {}))
  return (
    <SendFixture walletApi={walletApi}>
      <ViewFrame>
        <WalletSendSelectToken />
      </ViewFrame>
    </SendFixture>
  )
}

/** ETH, USDC (the one picked), USDT and dust DAI, most valuable first, with quantity and value. */
export const Tokens: Story = () => <SelectTokenStory />

export const Loading: Story = () => <SelectTokenStory balances="hang" />

/** The balance request failed: 'Token Balance Unavailable'. */
export const Unavailable: Story = () => <SelectTokenStory balances="error" />

export const NoTokens: Story = () => <SelectTokenStory balances={[]} />
