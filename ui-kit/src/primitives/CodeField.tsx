import { type ChangeEvent, useState } from 'react'

/** The length of a mailed one-time code. */
export const CODE_LENGTH = 6

export type CodeFieldProps = {
  /** Called once all six digits are in, with them. */
  onCode(code: string): void
  /** While the code is being checked. */
  disabled?: boolean
  /** The last code was refused. */
  invalid?: boolean
  /** Accessible name; 'Code' by default. */
  label?: string
}

/**
 * A mailed 6-digit code's field (EmailLogin, UpdateEmailWallet): digits only, numeric keyboard,
 * the browser's one-time-code autofill; `onCode` runs as the sixth digit arrives. Give it a new `key`
 * for a new code (it keeps what was typed until then).
 */
export function CodeField({ onCode, disabled, invalid, label = 'Code' }: CodeFieldProps) {
  const [code, setCode] = useState('')
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH)
    setCode(digits)
    if (digits.length === CODE_LENGTH && !disabled) onCode(digits)
  }
  return (
    <input
      className="berth-search-input__field berth-otp-field"
      aria-label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={code}
      onChange={change}
      aria-invalid={invalid || undefined}
      disabled={disabled}
    />
  )
}
