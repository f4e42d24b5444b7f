import { randomUUID } from 'node:crypto'

/**
 * JSON.stringify that writes bigints as exact JSON numbers: the RPC's u64s (lamports, rentEpoch
 * u64::MAX) stay exact, and @solana/kit reads the large ones back as bigints. Each call marks its
 * bigints with a random tag, so no string in the payload can be mistaken for one.
 */
export function stringifyJson(value: unknown): string {
  const tag = `bigint:${randomUUID()}:`
  let sawBigint = false
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'bigint') return item
    sawBigint = true
    return `${tag}${item}`
  })
  return sawBigint ? text.replaceAll(new RegExp(`"${tag}(-?\\d+)"`, 'g'), '$1') : text
}
