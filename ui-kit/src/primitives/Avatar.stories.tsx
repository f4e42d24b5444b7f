import type { Story, StoryDefault } from '@ladle/react'
import { Avatar } from './Avatar'
import { addresses } from './fixtures'

export default { title: 'Primitives / Avatar' } satisfies StoryDefault

export const Gradients: Story = () => (
  <div style={{ display: 'flex', gap: 12 }}>
    {Object.values(addresses).map((address) => (
      <Avatar key={address} address={address} alt={`Avatar of ${address}`} />
    ))}
  </div>
)
export const Sizes: Story = () => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
    <Avatar address={addresses.alice} size="xs" />
    <Avatar address={addresses.alice} size="sm" />
    <Avatar address={addresses.alice} size="md" />
    <Avatar address={addresses.alice} size="lg" />
  </div>
)
