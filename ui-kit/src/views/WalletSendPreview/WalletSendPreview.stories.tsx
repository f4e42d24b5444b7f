import { InvalidSendError } from '@berth/headless'
import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { aliceIdentity } from '../../testing/accountFixtures'
import { fixtureEther, fixtureReceiver, fixtureSol } from '../../testing/sendFake'
import { fixtureSolanaReceiver } from '../../testing/solanaWalletFake'
import { SendFixture, type SendFixtureProps } from '../../testing/SendFixture'
import { ViewFrame } from '../../testing/ViewFrame'
import { createWalletApiFake } from '../../testing/walletApiFake'
import WalletSendPreview from './WalletSendPreview'

export default { title: 'Views / WalletSendPreview' } satisfies StoryDefault

function PreviewStory({ withName, ...props }: SendFixtureProps & { withName?: boolean }) {
  const [walletApi] = useState(() => createWalletApiFake(withName ? { account: { identity: aliceIdentity } } : {}))
  return (
    <SendFixture walletApi={walletApi} {...props}>
      <ViewFrame>
        <WalletSendPreview />
      </ViewFrame>
    </SendFixture>
  )
}

/** 1.5 USDC to Bob; the network fee (0.000065 ETH at most) and its USD value at the portfolio's ETH price. */
export const Review: Story = () => <PreviewStory />

export const ReviewNative: Story = () => <PreviewStory form={{ token: fixtureEther, amount: '0.01', receiverAddress: fixtureReceiver }} />

/** The identity API names the receiver. */
export const ReceiverWithName: Story = () => <PreviewStory withName />

/** The fee is being estimated: Send waits for it. */
export const FeeLoading: Story = () => <PreviewStory script={{ preview: 'hang' }} />

/** The preview refused the send (docs/validation.md fee check): Send stays disabled. */
export const PreviewFailed: Story = () => (
  <PreviewStory script={{ preview: new InvalidSendError('fee-above-balance', 'Insufficient ETH for the network fee') }} />
)

/** Send pressed; the wallet has not answered yet. */
export const WaitingForWallet: Story = () => <PreviewStory script={{ send: 'hang' }} autoSend />

/** The wallet sent it (the hash is known); the chain has not mined it yet. */
export const WaitingForConfirmation: Story = () => <PreviewStory script={{ receipt: 'hang' }} autoSend />

/** Mined but reverted: 'Transaction reverted', the form kept. */
export const Reverted: Story = () => <PreviewStory script={{ receipt: 'revert' }} autoSend />

/** Confirmed: the amount, the receiver and the explorer link. */
export const Sent: Story = () => <PreviewStory autoSend />

/** The user refused in the wallet: 'Transaction rejected', the form kept, Send works again. */
export const Rejected: Story = () => <PreviewStory script={{ send: 'reject' }} autoSend />

/** On Berth Solana Devnet: 2 USDC to a receiver without a USDC account; the fee in SOL and the rent of the token account the send creates. */
export const SolanaCreatesTokenAccount: Story = () => <PreviewStory fixture="connectedSolana" />

/** On Berth Solana Devnet: 0.5 SOL; the fee in SOL, no rent. */
export const SolanaNative: Story = () => (
  <PreviewStory fixture="connectedSolana" form={{ token: fixtureSol, amount: '0.5', receiverAddress: fixtureSolanaReceiver }} />
)

/** On Berth Solana Devnet, sent: 'Sent 2 USDC' with the signature's explorer link. */
export const SolanaSent: Story = () => <PreviewStory fixture="connectedSolana" autoSend />
