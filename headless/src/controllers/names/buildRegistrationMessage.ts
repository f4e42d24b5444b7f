/** What a registration message says: the full name, its attributes, and when (unix seconds). */
export type RegistrationMessageFields = { name: string; attributes?: Record<string, string> | undefined; timestamp: number }

/**
 * SPEC §4's registration message, the text the account signs: JSON with name, attributes and
 * timestamp in seconds, in that order (`{"name":"alice.berth.id","attributes":{},"timestamp":1764226395}`).
 */
export function buildRegistrationMessage({ name, attributes = {}, timestamp }: RegistrationMessageFields): string {
  return JSON.stringify({ name, attributes, timestamp: Math.floor(timestamp) })
}
