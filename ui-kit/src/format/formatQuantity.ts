/** A plain or exponent decimal: sign, digits with at most one point, optional exponent. */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i

/** Digits before and after the point, with the exponent applied (no floats involved). */
function plainDigits(integer: string, fraction: string, exponent: number): { whole: string; fraction: string } {
  const digits = integer + fraction
  const point = integer.length + exponent
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits }
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' }
  return { whole: digits.slice(0, point), fraction: digits.slice(point) }
}

/**
 * A token quantity given as a decimal string (the API's `quantity.numeric`), shown with a fixed
 * number of decimals (docs/validation.md: quantities show 3), rounded down, with thousands separators:
 * '1234.5' → '1,234.500'. Worked on the digits, so 18-decimal amounts lose nothing to floats. A
 * non-zero amount too small to show is '<0.001'; what is not a number is '—'.
 */
export function formatQuantity(numeric: string, fractionDigits = 3): string {
  const match = DECIMAL.exec(numeric.trim())
  const [, sign, integer = '', fraction = '', exponent = '0'] = match ?? []
  if (!match || integer + fraction === '') return '—'
  const plain = plainDigits(integer, fraction, Number(exponent))
  const whole = plain.whole.replace(/^0+(?=\d)/, '') || '0'
  const shown = plain.fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')
  const negative = sign === '-'
  const isZero = /^0*$/.test(whole + plain.fraction)
  if (!isZero && whole === '0' && /^0*$/.test(shown)) {
    const smallest = fractionDigits > 0 ? `0.${'0'.repeat(fractionDigits - 1)}1` : '1'
    return negative ? `>-${smallest}` : `<${smallest}`
  }
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative && !isZero ? '-' : ''}${grouped}${fractionDigits > 0 ? `.${shown}` : ''}`
}
