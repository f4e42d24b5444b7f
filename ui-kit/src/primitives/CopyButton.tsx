import { cx } from 'class-variance-authority'
import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react'
import { CheckIcon } from '../icons/CheckIcon'
import { CopyIcon } from '../icons/CopyIcon'
import { iconButtonVariants } from './IconButton'
import { buttonVariants } from './buttonVariants'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * A button's props (its children and aria-label replaced by `label`) plus the `text` to copy, the
 * messages announced after a copy, whether the label shows, the size, and callbacks for the outcome.
 */
export type CopyButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** The text put on the clipboard. */
  text: string
  /** Accessible name (and visible text when showLabel), e.g. "Copy address". */
  label?: string
  /** Announced after a successful copy. */
  copiedMessage?: string
  /** Announced when the clipboard refuses. */
  failedMessage?: string
  /** Show the label next to the icon instead of an icon-only button. */
  showLabel?: boolean
  /** How long the check mark and message stay, in ms. */
  resetAfter?: number
  /** md (default) or sm: the icon's size (16 or 14px) and, when icon-only, the button's. */
  size?: 'sm' | 'md'
  /** Called with the text once the clipboard holds it. */
  onCopied?: (text: string) => void
  /** Called with the clipboard's error, or an Error when the browser has no clipboard API. */
  onCopyError?: (error: unknown) => void
}

/**
 * Copies `text` with the async clipboard API and announces the result in a live region: a span
 * (data-slot="copy-button") holding the button, whose data-state is idle, copied or failed and whose
 * icon turns into a check mark after a copy. An `onClick` that calls preventDefault stops the copy.
 */
export function CopyButton({
  text,
  label = 'Copy',
  copiedMessage = 'Copied',
  failedMessage = 'Copy failed',
  showLabel = false,
  resetAfter = 1500,
  size = 'md',
  onCopied,
  onCopyError,
  onClick,
  className,
  type,
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const settle = (next: CopyState) => {
    setState(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setState('idle'), resetAfter)
  }

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event)
    if (event.defaultPrevented) return
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) {
        throw new Error('Clipboard API unavailable')
      }
      await navigator.clipboard.writeText(text)
      settle('copied')
      onCopied?.(text)
    } catch (error) {
      settle('failed')
      onCopyError?.(error)
    }
  }

  const icon = state === 'copied' ? <CheckIcon size={size === 'sm' ? 14 : 16} /> : <CopyIcon size={size === 'sm' ? 14 : 16} />
  const message = state === 'copied' ? copiedMessage : state === 'failed' ? failedMessage : ''

  return (
    <span data-slot="copy-button" className="berth-copy-button">
      <button
        type={type ?? 'button'}
        data-state={state}
        aria-label={showLabel ? undefined : label}
        className={cx(showLabel ? buttonVariants({ variant: 'secondary', size: 'sm' }) : iconButtonVariants({ variant: 'ghost', size }), className)}
        onClick={handleClick}
        {...props}
      >
        {icon}
        {showLabel ? <span>{label}</span> : null}
      </button>
      <span aria-live="polite" aria-atomic="true" className="berth-sr-only">
        {message}
      </span>
    </span>
  )
}
