import type { Story, StoryDefault } from '@ladle/react'
import { WalletIcon } from '../icons/WalletIcon'
import { Button } from './Button'

export default { title: 'Primitives / Button' } satisfies StoryDefault

export const Primary: Story = () => <Button>Connect wallet</Button>
export const Secondary: Story = () => <Button variant="secondary">Copy link</Button>
export const Ghost: Story = () => <Button variant="ghost">Cancel</Button>
export const Danger: Story = () => <Button variant="danger">Disconnect</Button>
export const Small: Story = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <Button size="sm">Primary</Button>
    <Button size="sm" variant="secondary">
      Secondary
    </Button>
    <Button size="sm" variant="ghost">
      Ghost
    </Button>
    <Button size="sm" variant="danger">
      Danger
    </Button>
  </div>
)
export const WithIcon: Story = () => (
  <Button>
    <WalletIcon size={16} />
    Connect wallet
  </Button>
)
export const Loading: Story = () => <Button loading>Connecting</Button>
export const Disabled: Story = () => <Button disabled>Connect wallet</Button>
export const FullWidth: Story = () => (
  <div style={{ width: 328 }}>
    <Button fullWidth>Sign in</Button>
  </div>
)
export const AsLink: Story = () => (
  <Button asChild variant="secondary">
    <a href="#get-wallet">Get a wallet</a>
  </Button>
)
