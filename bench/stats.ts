// Median, min and max of a series; runs that produced no value are counted, not averaged in.

export interface Stat {
  median?: number
  min?: number
  max?: number
  /** Runs with a value / runs. */
  n: number
  runs: number
}

export function stat(values: readonly (number | undefined)[]): Stat {
  const present = values.filter((value): value is number => value !== undefined && Number.isFinite(value)).sort((a, b) => a - b)
  if (present.length === 0) return { n: 0, runs: values.length }
  const mid = Math.floor(present.length / 2)
  const median = present.length % 2 ? present[mid]! : (present[mid - 1]! + present[mid]!) / 2
  return { median, min: present[0], max: present[present.length - 1], n: present.length, runs: values.length }
}
