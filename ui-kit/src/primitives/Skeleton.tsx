import { cva, cx, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

/** The Skeleton's classes by `shape`: text (one line of the font's height, default), circle, block. */
export const skeletonVariants = cva('berth-skeleton', {
  variants: {
    shape: {
      text: 'berth-skeleton--text',
      circle: 'berth-skeleton--circle',
      block: 'berth-skeleton--block',
    },
  },
  defaultVariants: { shape: 'text' },
})

/** A span's props (no children) plus the `shape` and its `width` and `height` (CSS lengths; a number is pixels). */
export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof skeletonVariants> & {
    width?: number | string
    height?: number | string
  }

/**
 * A placeholder where content is loading: a span with data-slot="skeleton" and data-shape.
 * Decorative (aria-hidden): the region that shows it says it is busy (aria-busy and a visually hidden label).
 */
export function Skeleton({ shape, width, height, className, style, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'text'}
      aria-hidden="true"
      className={cx(skeletonVariants({ shape }), className)}
      style={{ width, height, ...style }}
      {...props}
    />
  )
}
