import type { Story, StoryDefault } from '@ladle/react'
import { fixtureEther, fixtureReceiver, fixtureSolanaUsdc, fixtureUsdc } from '../../testing/sendFake'
import { SendFixture, type SendFixtureOptions } from '../../testing/SendFixture'
import { ViewFrame } from '../../testing/ViewFrame'
import WalletSend from './WalletSend'

export default { title: 'Views / WalletSend' } satisfies StoryDefault

function SendStory(options: SendFixtureOptions) {
  return (
    <SendFixture {...options}>
      <ViewFrame>
        <WalletSend />
      </ViewFrame>
    </SendFixture>
  )
}

/** Nothing filled in yet: docs/validation.md's 'An amount and receiver address are required', Preview disabled. */
export const Empty: Story = () => <SendStory form={null} />

/** 1.5 of the fixture's 1,234.5 USDC to Bob: valid, Preview enabled. */
export const Filled: Story = () => <SendStory />

/** Ether, the native currency, with its USD value. */
export const NativeToken: Story = () => <SendStory form={{ token: fixtureEther, amount: '0.01', receiverAddress: fixtureReceiver }} />

/** Amount and receiver but no token: 'A token is required'. */
export const NoToken: Story = () => <SendStory form={{ amount: '1.5', receiverAddress: fixtureReceiver }} />

export const InvalidReceiver: Story = () => <SendStory form={{ token: fixtureUsdc, amount: '1.5', receiverAddress: '0x1234' }} />

/** More than the account holds: 'Insufficient USDC balance'. */
export const AboveBalance: Story = () => <SendStory form={{ token: fixtureUsdc, amount: '5000', receiverAddress: fixtureReceiver }} />

export const TooManyDecimals: Story = () => <SendStory form={{ token: fixtureUsdc, amount: '1.1234567', receiverAddress: fixtureReceiver }} />

/** On Berth Solana Devnet: 2 USDC (SPL) to devnet keypair 1, the balance from the Solana portfolio. */
export const Solana: Story = () => <SendStory fixture="connectedSolana" />

/** On Berth Solana Devnet, an EVM address typed as the receiver: not a Solana address. */
export const SolanaInvalidReceiver: Story = () => (
  <SendStory fixture="connectedSolana" form={{ token: fixtureSolanaUsdc, amount: '2', receiverAddress: fixtureReceiver }} />
)
