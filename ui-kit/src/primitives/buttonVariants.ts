import { cva } from 'class-variance-authority'

// Apart from Button so that a plain <button> styled as one (ConnectButton, in the page's first
// load) takes the classes without the component and Radix's Slot.
/**
 * The Button's classes by `variant` (primary by default, secondary, ghost, danger), `size` (md by
 * default, sm) and `fullWidth`: the button's look on an element that is not the Button component.
 */
export const buttonVariants = cva('berth-button', {
  variants: {
    variant: {
      primary: 'berth-button--primary',
      secondary: 'berth-button--secondary',
      ghost: 'berth-button--ghost',
      danger: 'berth-button--danger',
    },
    size: {
      sm: 'berth-button--sm',
      md: 'berth-button--md',
    },
    fullWidth: {
      true: 'berth-button--full',
      false: '',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
})
