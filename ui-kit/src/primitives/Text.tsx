import { Slot } from '@radix-ui/react-slot'
import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

/**
 * The Text classes by type style (`variant`: title, paragraph, body by default, small, micro), `tone`
 * (default, secondary, tertiary, accent, success, error), `weight`, `align` and `truncate` (one line, cut with an ellipsis).
 */
export const textVariants = cva('berth-text', {
  variants: {
    variant: {
      title: 'berth-text--title',
      paragraph: 'berth-text--paragraph',
      body: 'berth-text--body',
      small: 'berth-text--small',
      micro: 'berth-text--micro',
    },
    tone: {
      default: 'berth-text--default',
      secondary: 'berth-text--secondary',
      tertiary: 'berth-text--tertiary',
      accent: 'berth-text--accent',
      success: 'berth-text--success',
      error: 'berth-text--error',
    },
    weight: {
      regular: 'berth-text--regular',
      medium: 'berth-text--medium',
      semibold: 'berth-text--semibold',
    },
    align: {
      start: 'berth-text--start',
      center: 'berth-text--center',
      end: 'berth-text--end',
    },
    truncate: {
      true: 'berth-text--truncate',
      false: '',
    },
  },
  defaultVariants: { variant: 'body', tone: 'default', weight: 'regular', truncate: false },
})

/** A span's props plus textVariants' options and `asChild`. */
export type TextProps = ComponentProps<'span'> &
  VariantProps<typeof textVariants> & {
    /** Render the single child (e.g. `<p>`, `<h2>`) with the text classes. */
    asChild?: boolean
  }

/** Text in one of the kit's type styles. Renders a span (data-slot="text", data-variant); use asChild for p / headings. */
export function Text({ variant, tone, weight, align, truncate, asChild = false, className, ...props }: TextProps) {
  const Comp = asChild ? Slot : 'span'
  return (
    <Comp data-slot="text" data-variant={variant ?? 'body'} className={cx(textVariants({ variant, tone, weight, align, truncate }), className)} {...props} />
  )
}
