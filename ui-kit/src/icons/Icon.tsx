import type { ComponentProps, ReactNode } from 'react'

/** What every icon takes: an SVG's props (no children) plus `size`, the square's side in pixels (16 by default). */
export type IconProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** Pixel size of the square icon. */
  size?: number
}

/**
 * Shared frame for the kit's icons: decorative (aria-hidden), currentColor, 24-unit viewBox,
 * data-slot="icon" and data-icon set to `name`. Returns the icon component; call it once, at a
 * module's top level, to draw an icon of your own that sits with the kit's.
 */
export function createIcon(name: string, paths: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: an icon module calls createIcon once, at its top level, never during a render
  function Icon({ size = 16, className, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-slot="icon"
        data-icon={name}
        className={className ? `berth-icon ${className}` : 'berth-icon'}
        {...props}
      >
        {paths}
      </svg>
    )
  }
  Icon.displayName = `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}Icon`
  return Icon
}
