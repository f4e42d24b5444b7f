import { z } from 'zod'

const text = (max: number) => z.string().max(max, `at most ${max} characters`)

const envelope = {
  eventId: z.string().min(1).max(128),
  url: text(4096),
  domain: text(253),
  /** Milliseconds since the epoch, as the client's Date.now(). */
  timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000),
}

/** docs/api.md error report props. */
export const errorPropsSchema = z.object({
  type: z.literal('error'),
  event: text(128),
  errorType: text(256),
  errorMessage: text(10_000),
  stackTrace: text(32_000),
})

/** Analytics event props: the event name plus optional JSON properties. */
export const trackPropsSchema = z.object({
  type: z.literal('track'),
  event: z.string().min(1).max(128),
  address: text(256).optional(),
  properties: z.record(z.string(), z.json()).optional(),
})

/** Body of POST /e: an error report or an analytics event. */
export const eventBodySchema = z.object({
  ...envelope,
  props: z.discriminatedUnion('type', [errorPropsSchema, trackPropsSchema]),
})
export type EventBody = z.infer<typeof eventBodySchema>

/** The largest body POST /e accepts; larger ones get 413 with reasons. */
export const MAX_EVENT_BODY_BYTES = 64 * 1024
