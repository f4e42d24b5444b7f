import { fullAccountName } from '../controllers/names/nameZone.js'
import { berthKeys } from './keys.js'

/**
 * The account names' query keys, beside berthKeys (kept apart so that a page without names does
 * not carry them). An address's names sit under berthKeys.identity(address): they belong to the
 * address, not to what it holds, and refresh with its name and avatar.
 */
export const nameKeys = {
  /** A name's addresses, by its full name (`alice.berth.id`). */
  resolve: (name: string | undefined) => [...berthKeys.all, 'name', name ? fullAccountName(name) : ''] as const,
  /** The suggestions near a typed name. */
  suggestions: (name: string | undefined) => [...berthKeys.all, 'nameSuggestions', name?.trim().toLowerCase() ?? ''] as const,
  /** Every suggestion list: a registration drops them all (the name is taken now). */
  allSuggestions: () => [...berthKeys.all, 'nameSuggestions'] as const,
  /** The names of an address (reverse resolution). */
  forAddress: (address: string | undefined) => [...berthKeys.identity(address), 'names'] as const,
}
