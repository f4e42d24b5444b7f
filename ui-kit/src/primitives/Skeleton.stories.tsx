import type { Story, StoryDefault } from '@ladle/react'
import { Skeleton } from './Skeleton'

export default { title: 'Primitives / Skeleton' } satisfies StoryDefault

export const Shapes: Story = () => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 12, width: 328 }}>
    <Skeleton shape="circle" width={40} height={40} />
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, flex: 1 }}>
      <Skeleton width="60%" />
      <Skeleton width="40%" />
    </div>
    <Skeleton shape="block" width={64} height={64} />
  </div>
)
