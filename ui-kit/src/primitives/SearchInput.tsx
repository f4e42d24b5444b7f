import { cx } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { createIcon } from '../icons/Icon'

const SearchIcon = createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
)

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Accessible name (the input has no visible label). */
  label: string
}

/** A search field with a leading magnifier; its text is only ever a value, never markup. */
export function SearchInput({ label, className, ...props }: SearchInputProps) {
  return (
    <span data-slot="search-input" className={cx('berth-search-input', className)}>
      <SearchIcon size={16} className="berth-search-input__icon" />
      <input
        type="search"
        aria-label={label}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        className="berth-search-input__field"
        {...props}
      />
    </span>
  )
}
