/** The zone Berth's account names live in: the visitor types `alice`, the name is `alice.berth.id`. */
export const ACCOUNT_NAME_ZONE = 'berth.id'

/** The full name of a typed one: `alice` → `alice.berth.id`; a name already in the zone is kept; always lowercase. */
export function fullAccountName(name: string, zone: string = ACCOUNT_NAME_ZONE): string {
  const lower = name.trim().toLowerCase()
  return lower.endsWith(`.${zone}`) ? lower : `${lower}.${zone}`
}

/** The label of a name: `alice.berth.id` → `alice`; a bare label is kept as typed, trimmed. */
export function accountNameLabel(name: string, zone: string = ACCOUNT_NAME_ZONE): string {
  const trimmed = name.trim()
  return trimmed.toLowerCase().endsWith(`.${zone}`) ? trimmed.slice(0, -(zone.length + 1)) : trimmed
}
