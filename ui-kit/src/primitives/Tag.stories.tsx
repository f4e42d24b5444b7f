import type { Story, StoryDefault } from '@ladle/react'
import { Tag } from './Tag'

export default { title: 'Primitives / Tag' } satisfies StoryDefault

export const Variants: Story = () => (
  <div style={{ display: 'flex', gap: 8 }}>
    <Tag>Recent</Tag>
    <Tag variant="success">Installed</Tag>
    <Tag variant="accent">QR Code</Tag>
    <Tag variant="warning">Beta</Tag>
    <Tag variant="error">Unsupported</Tag>
  </div>
)
