import { labelProblem } from './nameRules'

/** At most this many names are suggested. */
export const MAX_SUGGESTIONS = 6

const WORDS = ['onchain', 'wallet', 'web3', 'dev']
const NUMBERS = ['1', '7', '42', '99', '2026', '123']

/**
 * Names near `label` in `zone`, the typed one first: itself, then itself with digits and with a
 * hyphenated word. Only valid labels (SPEC §5); the caller marks which are taken.
 */
export function nameCandidates(label: string, zone: string): string[] {
  const base = label.toLowerCase()
  const labels = [base, ...NUMBERS.map((digits) => `${base}${digits}`), ...WORDS.map((word) => `${base}-${word}`)]
  return [...new Set(labels)].filter((candidate) => !labelProblem(candidate)).map((candidate) => `${candidate}.${zone}`)
}

/**
 * The suggestions answered: the typed name with whether it is registered, then free names only,
 * up to MAX_SUGGESTIONS in all.
 */
export function pickSuggestions(candidates: readonly string[], taken: ReadonlySet<string>): { name: string; registered: boolean }[] {
  const [typed, ...others] = candidates
  if (typed === undefined) return []
  const free = others.filter((name) => !taken.has(name)).map((name) => ({ name, registered: false }))
  return [{ name: typed, registered: taken.has(typed) }, ...free].slice(0, MAX_SUGGESTIONS)
}
