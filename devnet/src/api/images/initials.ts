/**
 * Up to two letters or digits for a badge: the first of the first two words ('Harbor Wallet' → 'HW'),
 * or the first two of a single word ('Lantern' → 'LA'). Anything else ('<script>' → 'SC') is skipped;
 * '?' when nothing is left.
 */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const letters = words.length >= 2 ? [...(words[0] ?? '')].slice(0, 1).concat([...(words[1] ?? '')].slice(0, 1)) : [...(words[0] ?? '')].slice(0, 2)
  return letters.join('').toLocaleUpperCase('en-US') || '?'
}
