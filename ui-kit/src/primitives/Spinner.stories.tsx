import type { Story, StoryDefault } from '@ladle/react'
import { Spinner } from './Spinner'

export default { title: 'Primitives / Spinner' } satisfies StoryDefault

export const Sizes: Story = () => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
    <Spinner size="sm" />
    <Spinner size="md" />
    <Spinner size="lg" label="Connecting" />
  </div>
)
