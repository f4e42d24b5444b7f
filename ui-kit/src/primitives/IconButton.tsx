import { Slot } from '@radix-ui/react-slot'
import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

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

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** Required: an icon-only button has no other accessible name. */
    'aria-label': string
    asChild?: boolean
  }

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
