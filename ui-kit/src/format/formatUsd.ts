let usd: Intl.NumberFormat | undefined

/**
 * A USD amount with two decimals: 1234.5 → '$1,234.50'. A non-zero amount under a cent is
 * '<$0.01'; what is not a finite number is '—'.
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return '—'
  if (value !== 0 && Math.abs(value) < 0.01) return value > 0 ? '<$0.01' : '>-$0.01'
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return usd.format(value === 0 ? 0 : value)
}
