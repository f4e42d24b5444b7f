import { Slot } from '@radix-ui/react-slot'
import { cx } from 'class-variance-authority'
import { createContext, useContext, useMemo, type ComponentProps } from 'react'
import { themeStyle, type ThemeMode, type ThemeVariables } from './themeStyle'

/** What useBerthTheme returns: the mode and the variables the nearest ThemeRoot resolved (its own, else its enclosing root's). */
export type ThemeContextValue = { mode: ThemeMode; variables: ThemeVariables | undefined }

const ThemeContext = createContext<ThemeContextValue | null>(null)

/** The mode and overrides of the nearest ThemeRoot, or null outside one. */
export function useBerthTheme(): ThemeContextValue | null {
  return useContext(ThemeContext)
}

/** A div's props plus the theme's `mode` and `variables`, and `asChild` to theme the child element instead of a wrapping div. */
export type ThemeRootProps = ComponentProps<'div'> & {
  /** Defaults to the enclosing ThemeRoot's mode, else 'light'. */
  mode?: ThemeMode
  /** Defaults to the enclosing ThemeRoot's variables. */
  variables?: ThemeVariables
  /** Put the theme attributes on the single child element instead of a wrapping div. */
  asChild?: boolean
}

/**
 * The scope every Berth surface renders in: `data-berth` (token defaults and reset),
 * `data-theme` (light or dark) and the overrides as CSS variables. Portalled parts (the modal)
 * read the enclosing root's mode and variables from context, so they match the page's root.
 */
export function ThemeRoot({ mode, variables, asChild = false, className, style, ...props }: ThemeRootProps) {
  const parent = useContext(ThemeContext)
  const resolvedMode = mode ?? parent?.mode ?? 'light'
  const resolvedVariables = variables ?? parent?.variables
  const value = useMemo(() => ({ mode: resolvedMode, variables: resolvedVariables }), [resolvedMode, resolvedVariables])
  const Comp = asChild ? Slot : 'div'
  return (
    <ThemeContext.Provider value={value}>
      <Comp
        data-berth=""
        data-theme={resolvedMode}
        data-slot="theme-root"
        className={cx('berth-root', className)}
        style={{ ...themeStyle(resolvedVariables), ...style }}
        {...props}
      />
    </ThemeContext.Provider>
  )
}
