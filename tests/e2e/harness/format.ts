import { formatUnits } from 'viem'

/** How Account writes a balance (docs/validation.md): 3 decimals, rounded down, thousands separators ('1,234.500'). */
export function threeDecimals(raw: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(raw, decimals).split('.')
  return `${BigInt(whole).toLocaleString('en-US')}.${fraction.padEnd(3, '0').slice(0, 3)}`
}
