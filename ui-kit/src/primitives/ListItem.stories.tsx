import type { Story, StoryDefault } from '@ladle/react'
import { NetworkIcon } from '../icons/NetworkIcon'
import { WalletIcon } from '../icons/WalletIcon'
import { walletIcons } from './fixtures'
import { ListItem } from './ListItem'
import { WalletImage } from './WalletImage'

export default {
  title: 'Primitives / ListItem',
  decorators: [
    (Component) => (
      <div style={{ width: 328, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Component />
      </div>
    ),
  ],
} satisfies StoryDefault

export const Default: Story = () => <ListItem leading={<WalletImage name="Fox Wallet" src={walletIcons.fox} alt="" />}>Fox Wallet</ListItem>
export const Recent: Story = () => (
  <ListItem leading={<WalletImage name="Fox Wallet" src={walletIcons.fox} alt="" />} tag="Recent">
    Fox Wallet
  </ListItem>
)
export const Installed: Story = () => (
  <ListItem leading={<WalletImage name="Purple Wallet" src={walletIcons.purple} alt="" />} tag="Installed" tagVariant="success">
    Purple Wallet
  </ListItem>
)
export const Loading: Story = () => (
  <ListItem leading={<WalletImage name="Blue Wallet" src={walletIcons.blue} alt="" />} loading>
    Blue Wallet
  </ListItem>
)
export const WithDescription: Story = () => (
  <ListItem leading={<WalletImage name="Berth Devnet" alt="" />} description="Chain 31337" chevron>
    Berth Devnet
  </ListItem>
)
export const FallbackImage: Story = () => <ListItem leading={<WalletImage name="Unknown Wallet" src="javascript:alert(1)" alt="" />}>Unknown Wallet</ListItem>
export const Disabled: Story = () => (
  <ListItem leading={<WalletImage name="Fox Wallet" src={walletIcons.fox} alt="" />} disabled>
    Fox Wallet
  </ListItem>
)
export const Ghost: Story = () => (
  <>
    <ListItem variant="ghost" leading={<WalletIcon size={20} />} chevron>
      All wallets
    </ListItem>
    <ListItem variant="ghost" leading={<NetworkIcon size={20} />} chevron>
      Switch network
    </ListItem>
  </>
)
export const List: Story = () => (
  <>
    <ListItem leading={<WalletImage name="Fox Wallet" src={walletIcons.fox} alt="" />} tag="Recent">
      Fox Wallet
    </ListItem>
    <ListItem leading={<WalletImage name="Purple Wallet" src={walletIcons.purple} alt="" />} tag="Installed" tagVariant="success">
      Purple Wallet
    </ListItem>
    <ListItem leading={<WalletImage name="Blue Wallet" src={walletIcons.blue} alt="" />} tag="QR Code" tagVariant="accent">
      WalletConnect
    </ListItem>
  </>
)
