import type { Story, StoryDefault } from '@ladle/react'
import { CloseIcon } from '../icons/CloseIcon'
import { Alert } from './Alert'
import { IconButton } from './IconButton'

export default {
  title: 'Primitives / Alert',
  decorators: [
    (Component) => (
      <div style={{ width: 328 }}>
        <Component />
      </div>
    ),
  ],
} satisfies StoryDefault

export const Info: Story = () => <Alert title="Heads up">Approve the request in your wallet.</Alert>
export const Success: Story = () => (
  <Alert variant="success" title="Signed">
    You are signed in.
  </Alert>
)
export const Warning: Story = () => (
  <Alert variant="warning" title="Unsupported network">
    Switch to a supported network to continue.
  </Alert>
)
export const ErrorState: Story = () => (
  <Alert
    variant="error"
    title="Connection declined"
    action={
      <IconButton aria-label="Dismiss" size="sm">
        <CloseIcon size={14} />
      </IconButton>
    }
  >
    The wallet rejected the request.
  </Alert>
)
