import { formatUnits, maxUint256, parseUnits } from 'viem'

/** parseAmount's result: the amount in the token's base units, or why the text is not one. */
export type ParsedAmount =
  | { ok: true; value: bigint }
  | { ok: false; reason: 'amount-not-a-number' | 'amount-negative' | 'amount-too-many-decimals' | 'amount-too-large' }

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * A typed amount ('1.5', '.5', '10.') in the token's base units, exactly (parseUnits, never a
 * float). Checked first for what parseUnits would let through: it rounds digits beyond the token's
 * decimals, which must be refused instead (the user would send another amount than typed), and it
 * reads signs. Trailing zeros after the point do not count as decimals; exponents and grouping are
 * refused.
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const trimmed = text.trim()
  if (trimmed.startsWith('-')) return { ok: false, reason: 'amount-negative' }
  const match = DECIMAL.exec(trimmed)
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, reason: 'amount-not-a-number' }
  if ((match[2] ?? '').replace(/0+$/, '').length > decimals) return { ok: false, reason: 'amount-too-many-decimals' }
  const value = parseUnits(trimmed, decimals)
  if (value > maxUint256) return { ok: false, reason: 'amount-too-large' }
  return { ok: true, value }
}

/** Base units as a decimal string without trailing zeros: 1500000n with 6 decimals → '1.5'. */
export function formatAmount(value: bigint, decimals: number): string {
  return formatUnits(value, decimals)
}
