import type { Story, StoryDefault } from '@ladle/react'
import { ChevronLeftIcon } from '../icons/ChevronLeftIcon'
import { CloseIcon } from '../icons/CloseIcon'
import { CopyIcon } from '../icons/CopyIcon'
import { IconButton } from './IconButton'

export default { title: 'Primitives / IconButton' } satisfies StoryDefault

export const Ghost: Story = () => (
  <IconButton aria-label="Close">
    <CloseIcon size={18} />
  </IconButton>
)
export const Secondary: Story = () => (
  <IconButton aria-label="Back" variant="secondary">
    <ChevronLeftIcon size={20} />
  </IconButton>
)
export const Accent: Story = () => (
  <IconButton aria-label="Copy address" variant="accent">
    <CopyIcon />
  </IconButton>
)
export const Small: Story = () => (
  <IconButton aria-label="Close" size="sm">
    <CloseIcon size={14} />
  </IconButton>
)
export const Disabled: Story = () => (
  <IconButton aria-label="Close" disabled>
    <CloseIcon size={18} />
  </IconButton>
)
