import { z } from 'zod'

/** How far a registration's timestamp may be from the server's clock, either side: 10 minutes. */
export const REGISTRATION_WINDOW_S = 10 * 60

/** The signed text of a registration, AppKit's format: `{"name":"alice.berth.id","attributes":{},"timestamp":1764226395}`. */
export const registrationMessageSchema = z.object({
  name: z.string({ error: 'message.name is required' }),
  attributes: z.record(z.string(), z.string()).optional().default({}),
  timestamp: z.number({ error: 'message.timestamp (seconds) is required' }).int('message.timestamp must be whole seconds'),
})

export type RegistrationMessage = z.output<typeof registrationMessageSchema>

/** The message text parsed, or why it is not a registration message. */
export function parseRegistrationMessage(text: string): { ok: true; value: RegistrationMessage } | { ok: false; problem: string } {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'message is not JSON text' }
  }
  const parsed = registrationMessageSchema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  return { ok: false, problem: issue?.path.length ? `message.${issue.path.join('.')}: ${issue.message}` : `message: ${issue?.message}` }
}

/** Why `timestamp` (seconds) is too far from `now` (ms), or undefined when it is within the window. */
export function timestampProblem(timestamp: number, now: number): string | undefined {
  const skew = timestamp - Math.floor(now / 1000)
  if (Math.abs(skew) <= REGISTRATION_WINDOW_S) return undefined
  return `message.timestamp ${timestamp} is ${Math.abs(skew)} s ${skew < 0 ? 'old' : 'in the future'}; at most ${REGISTRATION_WINDOW_S} s either side of the server's clock (${Math.floor(now / 1000)})`
}
