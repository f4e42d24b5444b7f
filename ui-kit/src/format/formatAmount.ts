/** A token amount in whole units with a fixed number of decimals (docs/validation.md: quantities show 3), rounded down. */
export function formatAmount(value: bigint, decimals: number, fractionDigits = 3): string {
  const negative = value < 0n
  const absolute = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = absolute / base
  const fraction = absolute % base
  const scaled = decimals >= fractionDigits ? fraction / 10n ** BigInt(decimals - fractionDigits) : fraction * 10n ** BigInt(fractionDigits - decimals)
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fractionText = fractionDigits > 0 ? `.${scaled.toString().padStart(fractionDigits, '0')}` : ''
  return `${negative ? '-' : ''}${wholeText}${fractionText}`
}
