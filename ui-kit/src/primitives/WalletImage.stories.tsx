import type { Story, StoryDefault } from '@ladle/react'
import { walletIcons } from './fixtures'
import { WalletImage } from './WalletImage'

export default { title: 'Primitives / WalletImage' } satisfies StoryDefault

const row = { display: 'flex', gap: 12, alignItems: 'center' } as const

export const Sizes: Story = () => (
  <div style={row}>
    <WalletImage name="Fox Wallet" src={walletIcons.fox} size="sm" />
    <WalletImage name="Fox Wallet" src={walletIcons.fox} size="md" />
    <WalletImage name="Fox Wallet" src={walletIcons.fox} size="lg" />
    <WalletImage name="Fox Wallet" src={walletIcons.fox} size="xl" />
  </div>
)
export const Fallback: Story = () => (
  <div style={row}>
    <WalletImage name="Rainbow" size="sm" />
    <WalletImage name="Rainbow" size="md" />
    <WalletImage name="Rainbow" size="lg" />
    <WalletImage name="Rainbow" size="xl" />
  </div>
)
export const RefusedUrls: Story = () => (
  <div style={row}>
    <WalletImage name="Script" src="javascript:alert(1)" />
    <WalletImage name="Insecure" src="http://example.com/logo.png" />
    <WalletImage name="Markup" src={'"><img src=x onerror=alert(1)>'} />
  </div>
)
