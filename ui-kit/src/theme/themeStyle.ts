import type { ThemeMode, ThemeVariables } from '@berth/headless'
import type { CSSProperties } from 'react'

/**
 * The theme option types are defined once, in @berth/headless (the `themeMode` and
 * `themeVariables` client options); re-exported here so the kit's imports keep working.
 */
export type { ThemeMode, ThemeVariables }

/** The name of a theme variable an app may override, such as '--berth-accent': a key of ThemeVariables. */
export type ThemeVariableName = keyof ThemeVariables

/** A React style object holding only --berth-* custom properties. */
export type ThemeStyle = CSSProperties & { [K in ThemeVariableName]?: string }

/** Every theme variable an app may override. themeStyle writes only these and drops any other key. */
export const themeVariableNames: readonly ThemeVariableName[] = [
  '--berth-accent',
  '--berth-font-family',
  '--berth-font-size-master',
  '--berth-border-radius-master',
  '--berth-z-index',
]

const MAX_VALUE_LENGTH = 200

/*
 * A value is written into a `style` attribute (server rendering) or through setProperty. It must
 * not be able to end its declaration or rule (`;`, `{`, `}`), open a comment, escape characters
 * (`\`), contain markup or line breaks, or fetch anything (`url(`, `image-set(`, `@import`,
 * legacy `expression(`).
 */
const FORBIDDEN = /[;{}\\<>\u0000-\u001f\u007f]|\/\*|\*\/|url\s*\(|image-set\s*\(|image\s*\(|expression\s*\(|@import|!important/i

/** Returns the value trimmed if it is safe to write as a CSS custom-property value, else undefined. */
export function sanitizeCssValue(value: unknown): string | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : undefined
  }
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_VALUE_LENGTH) return undefined
  if (FORBIDDEN.test(trimmed)) return undefined
  // quotes and parentheses must balance, so a value cannot leave a string or function open
  if (!isBalanced(trimmed)) return undefined
  return trimmed
}

function isBalanced(value: string): boolean {
  let depth = 0
  let quote: string | null = null
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = null
      continue
    }
    if (char === '"' || char === "'") quote = char
    else if (char === '(') depth++
    else if (char === ')') {
      depth--
      if (depth < 0) return false
    }
  }
  return depth === 0 && quote === null
}

function sanitizeZIndex(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : undefined
  if (typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim())) return value.trim()
  return undefined
}

/**
 * Turns theme overrides into a React style object of CSS variables. Unknown keys are dropped and
 * unsafe values are dropped (the CSS default then applies). Pure; safe on the server.
 */
export function themeStyle(themeVariables?: ThemeVariables | null): ThemeStyle {
  const style: Record<string, string> = {}
  if (!themeVariables || typeof themeVariables !== 'object') return style
  for (const name of themeVariableNames) {
    if (!Object.hasOwn(themeVariables, name)) continue
    const raw: unknown = themeVariables[name]
    const value = name === '--berth-z-index' ? sanitizeZIndex(raw) : sanitizeCssValue(raw)
    if (value !== undefined) style[name] = value
  }
  return style as ThemeStyle
}
