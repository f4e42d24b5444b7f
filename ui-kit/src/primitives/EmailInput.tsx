import { type FormEvent, useState } from 'react'

/**
 * A form's email: `submit` (the form's onSubmit) hands `onEmail` a valid email, trimmed, by the
 * browser's own email syntax check (type="email"), not a pattern of ours; `invalid` says it was not.
 */
export function useEmailSubmit(onEmail: (email: string) => void) {
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const email = input.value.trim()
    const valid = email !== '' && input.checkValidity()
    setInvalid(!valid)
    if (valid) onEmail(email)
  }
  return { invalid, submit, edited: () => setInvalid(false) }
}

export type EmailInputProps = {
  /** The field's accessible name and placeholder. */
  label: string
  invalid: boolean
  /** Called on each edit (clears the invalid mark). */
  onEdit(): void
}

/** The email field of useEmailSubmit's form (named "email"). */
export function EmailInput({ label, invalid, onEdit }: EmailInputProps) {
  return (
    <input
      name="email"
      type="email"
      aria-label={label}
      placeholder={label}
      autoComplete="email"
      aria-invalid={invalid || undefined}
      className="berth-search-input__field"
      onChange={onEdit}
    />
  )
}
