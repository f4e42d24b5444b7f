/** SPEC §5: an account name's label is at least this long. */
export const MIN_ACCOUNT_NAME_LENGTH = 4

const LABEL_CHARACTERS = /^[a-zA-Z0-9-]*$/

/**
 * SPEC §5's rule for the name a visitor types (the label, `alice` of `alice.berth.id`): letters,
 * digits and hyphen only, at least 4 characters. The message to show when it breaks the rule,
 * undefined when it keeps it.
 *
 * @example
 * validateAccountName('al') // 'Use at least 4 characters'
 * validateAccountName('alice') // undefined
 */
export function validateAccountName(label: string): string | undefined {
  if (!LABEL_CHARACTERS.test(label)) return 'Use only letters, digits and hyphens'
  if (label.length < MIN_ACCOUNT_NAME_LENGTH) return `Use at least ${MIN_ACCOUNT_NAME_LENGTH} characters`
  return undefined
}
