import { Slot } from '@radix-ui/react-slot'
import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

/** The IconButton's classes by `variant` (ghost by default, secondary, accent) and `size` (md 36px by default, sm 28px). */
export const iconButtonVariants = cva('berth-icon-button', {
  variants: {
    variant: {
      ghost: 'berth-icon-button--ghost',
      secondary: 'berth-icon-button--secondary',
      accent: 'berth-icon-button--accent',
    },
    size: {
      sm: 'berth-icon-button--sm',
      md: 'berth-icon-button--md',
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
})

/** A button's props with a required `aria-label`, plus iconButtonVariants' `variant` and `size`, and `asChild`. */
export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** Required: an icon-only button has no other accessible name. */
    'aria-label': string
    /** Render the single child (e.g. an `<a>`) with the button's props and classes. */
    asChild?: boolean
  }

/**
 * A square button holding only an icon, such as the modal's back and close buttons: a `<button
 * type="button">` with data-slot="icon-button", data-variant and data-size.
 */
export function IconButton({ variant, size, asChild = false, className, type, ...props }: IconButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return (
    <Comp
      type={asChild ? type : (type ?? 'button')}
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      data-size={size ?? 'md'}
      className={cx(iconButtonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
