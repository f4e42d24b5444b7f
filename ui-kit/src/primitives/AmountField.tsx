import type { ComponentProps, ReactNode } from 'react'
import { Button } from './Button'

export type AmountFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'max'> & {
  /** The input's id, which its visible label points at. */
  id: string
  /** The visible label; 'Amount' by default. */
  label?: ReactNode
  /** The amount as typed: a decimal string, never parsed here. */
  value: string
  /** Called with the text typed, or with the maximum when Max is pressed. */
  onValueChange: (value: string) => void
  /** The unit shown after the amount (a token symbol, a fiat currency). */
  unit?: string | undefined
  /**
   * Offers Max when given: the amount it fills in and its unit, or null while there is none yet
   * (Max shows, disabled). Left out, there is no Max button.
   */
  max?: { amount: string; unit: string } | null | undefined
  /** What sits under the amount: a hint, its value in USD. */
  children?: ReactNode
}

/**
 * A labelled decimal amount (the send, swap and buy forms): the text as typed, its unit, an optional
 * Max, and what the form says under it. data-slot="amount-field" on the field; the input takes any
 * other input prop (data-slot, aria-describedby, aria-invalid ...).
 */
export function AmountField({ id, label = 'Amount', value, onValueChange, unit, max, children, placeholder = '0', ...inputProps }: AmountFieldProps) {
  return (
    <div data-slot="amount-field" className="berth-send__field">
      <label htmlFor={id} className="berth-send__label">
        {label}
      </label>
      <div className="berth-send__amount">
        <input
          id={id}
          className="berth-send__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          {...inputProps}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {unit ? <span className="berth-send__symbol">{unit}</span> : null}
        {max !== undefined ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!max}
            aria-label={max ? `Max: ${max.amount} ${max.unit}` : 'Max'}
            onClick={() => max && onValueChange(max.amount)}
          >
            Max
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  )
}
