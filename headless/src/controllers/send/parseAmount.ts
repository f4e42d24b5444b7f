import { MAX_UINT256 } from '../../adapters/eip155/erc20Calldata.js'

export type ParsedAmount =
  | { ok: true; value: bigint }
  | { ok: false; reason: 'amount-not-a-number' | 'amount-negative' | 'amount-too-many-decimals' | 'amount-too-large' }

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * A typed amount ('1.5', '.5', '10.') in the token's base units, exactly: bigint arithmetic on the
 * digits, never a float (0.1 + 0.2 must not send 0.30000000000000004). Trailing zeros after the
 * point do not count as decimals; exponents, signs and grouping are refused.
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const trimmed = text.trim()
  if (trimmed.startsWith('-')) return { ok: false, reason: 'amount-negative' }
  const match = DECIMAL.exec(trimmed)
  const whole = match?.[1] ?? ''
  const fraction = (match?.[2] ?? '').replace(/0+$/, '')
  if (!match || (whole === '' && (match[2] ?? '') === '')) return { ok: false, reason: 'amount-not-a-number' }
  if (fraction.length > decimals) return { ok: false, reason: 'amount-too-many-decimals' }
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value > MAX_UINT256) return { ok: false, reason: 'amount-too-large' }
  return { ok: true, value }
}

/** Base units as a decimal string without trailing zeros: 1500000n with 6 decimals → '1.5'. */
export function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
