/** Query keys hold bigints (balances): hash them as strings, with object keys sorted (as wagmi does). */
export function hashKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value) => {
    if (typeof value === 'bigint') return value.toString()
    if (isPlainObject(value)) {
      return Object.keys(value)
        .sort()
        .reduce<Record<string, unknown>>((sorted, key) => {
          sorted[key] = value[key]
          return sorted
        }, {})
    }
    return value
  })
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === null || prototype === Object.prototype
}
