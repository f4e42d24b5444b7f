import type { Story, StoryDefault } from '@ladle/react'
import { Toast } from './Toast'

export default { title: 'Primitives / Toast' } satisfies StoryDefault

export const Loading: Story = () => <Toast variant="loading">Switching network</Toast>
export const Success: Story = () => <Toast variant="success">Address copied</Toast>
export const ErrorState: Story = () => <Toast variant="error">Signature declined</Toast>
