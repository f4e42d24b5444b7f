import type { Story, StoryDefault } from '@ladle/react'
import { useId, useState } from 'react'
import { AmountField, type AmountFieldProps } from './AmountField'
import { Text } from './Text'

export default { title: 'Primitives / AmountField' } satisfies StoryDefault

/** The field with its own state, so a story can be typed into. */
function Field({ initial = '', ...props }: Omit<AmountFieldProps, 'id' | 'value' | 'onValueChange'> & { initial?: string }) {
  const id = useId()
  const [value, setValue] = useState(initial)
  return <AmountField id={id} value={value} onValueChange={setValue} {...props} />
}

export const Empty: Story = () => <Field unit="ETH" />
export const WithMax: Story = () => <Field unit="USDC" initial="12.5" max={{ amount: '250.75', unit: 'USDC' }} />
export const MaxNotYetKnown: Story = () => <Field unit="USDC" max={null} />
export const WithHint: Story = () => (
  <Field unit="USD" placeholder="0.00" initial="5">
    <Text variant="small" tone="error">
      The minimum is 10.00 USD
    </Text>
  </Field>
)
