import type { RouteEntry } from '@berth/headless'
import { berthDevnetL2 } from '@berth/devnet/networks'
import type { Story, StoryDefault } from '@ladle/react'
import { ConnectButton } from '../connect-button/ConnectButton'
import { FixtureProvider, fixtureWallets, type Fixture } from '../testing/fixtureClient'
import { SendFixture } from '../testing/SendFixture'
import { useBerthTheme } from '../theme/ThemeRoot'
import { BerthModal } from './BerthModal'

export default { title: 'Berth Modal' } satisfies StoryDefault

const { pending, rejecting } = fixtureWallets()

/**
 * The page's connect button with the stock modal open on one view. The modal portals out of the
 * story's theme root and otherwise takes the client's themeMode (default 'light'), so it is given
 * the story's mode explicitly to follow Ladle's light/dark switch.
 */
function OpenModal({ fixture, history }: { fixture: Fixture; history?: RouteEntry[] }) {
  const theme = useBerthTheme()
  return (
    <FixtureProvider fixture={fixture} history={history} open>
      <ConnectButton />
      <BerthModal themeMode={theme?.mode} />
    </FixtureProvider>
  )
}

export const Connect: Story = () => <OpenModal fixture="disconnected" />
export const ConnectNoWallets: Story = () => <OpenModal fixture="empty" />
export const ConnectingExternalPending: Story = () => (
  <OpenModal fixture="disconnected" history={[{ view: 'Connect' }, { view: 'ConnectingExternal', params: { connectorId: pending.rdns } }]} />
)
export const ConnectingExternalRejected: Story = () => (
  <OpenModal fixture="disconnected" history={[{ view: 'Connect' }, { view: 'ConnectingExternal', params: { connectorId: rejecting.rdns } }]} />
)
export const Account: Story = () => <OpenModal fixture="connected" />
export const Networks: Story = () => <OpenModal fixture="connected" history={[{ view: 'Account' }, { view: 'Networks' }]} />
export const SwitchNetwork: Story = () => (
  <OpenModal fixture="connected" history={[{ view: 'Account' }, { view: 'Networks' }, { view: 'SwitchNetwork', params: { network: berthDevnetL2 } }]} />
)
export const UnsupportedChain: Story = () => <OpenModal fixture="unsupported" />

/** Send in the modal, the scripted send of testing/sendFake.ts behind it. */
function OpenSendModal({ history }: { history: RouteEntry[] }) {
  const theme = useBerthTheme()
  return (
    <SendFixture history={history} open>
      <BerthModal themeMode={theme?.mode} />
    </SendFixture>
  )
}

export const Send: Story = () => <OpenSendModal history={[{ view: 'Account' }, { view: 'WalletSend' }]} />
export const SendSelectToken: Story = () => <OpenSendModal history={[{ view: 'Account' }, { view: 'WalletSend' }, { view: 'WalletSendSelectToken' }]} />
export const SendReview: Story = () => <OpenSendModal history={[{ view: 'Account' }, { view: 'WalletSend' }, { view: 'WalletSendPreview' }]} />
