import type { Story, StoryDefault } from '@ladle/react'
import { CheckIcon } from './CheckIcon'
import { ChevronLeftIcon } from './ChevronLeftIcon'
import { ChevronRightIcon } from './ChevronRightIcon'
import { CloseIcon } from './CloseIcon'
import { CopyIcon } from './CopyIcon'
import { NetworkIcon } from './NetworkIcon'
import { WalletIcon } from './WalletIcon'

export default { title: 'Primitives / Icons' } satisfies StoryDefault

const icons = { CloseIcon, ChevronLeftIcon, ChevronRightIcon, CopyIcon, CheckIcon, NetworkIcon, WalletIcon }

export const All: Story = () => (
  <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
    {Object.entries(icons).map(([name, Icon]) => (
      <span key={name} title={name} style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
        <Icon size={24} />
        <small>{name}</small>
      </span>
    ))}
  </div>
)
