import type { Story, StoryDefault } from '@ladle/react'
import { Text } from './Text'

export default { title: 'Primitives / Text' } satisfies StoryDefault

export const Variants: Story = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
    <Text variant="title">Connect wallet</Text>
    <Text variant="paragraph" weight="medium">
      Paragraph medium
    </Text>
    <Text variant="body">Body text</Text>
    <Text variant="small">Small text</Text>
    <Text variant="micro">Micro text</Text>
  </div>
)
export const Tones: Story = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
    <Text tone="default">Default</Text>
    <Text tone="secondary">Secondary</Text>
    <Text tone="tertiary">Tertiary</Text>
    <Text tone="accent">Accent</Text>
    <Text tone="success">Success</Text>
    <Text tone="error">Error</Text>
  </div>
)
export const Truncated: Story = () => (
  <div style={{ width: 160 }}>
    <Text truncate>0x70997970C51812dc3A010C7d01b50e0d17dc79C8</Text>
  </div>
)
export const AsHeading: Story = () => (
  <Text asChild variant="title" align="center">
    <h2>Heading element</h2>
  </Text>
)
