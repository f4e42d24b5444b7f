import type { Story, StoryDefault } from '@ladle/react'
import { CopyButton } from './CopyButton'
import { addresses } from './fixtures'

export default { title: 'Primitives / CopyButton' } satisfies StoryDefault

export const IconOnly: Story = () => <CopyButton text={addresses.alice} label="Copy address" />
export const WithLabel: Story = () => <CopyButton text={addresses.alice} label="Copy address" showLabel />
export const Small: Story = () => <CopyButton text={addresses.alice} label="Copy address" size="sm" />
