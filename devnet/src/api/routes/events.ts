import type { Hono } from 'hono'
import { jsonBodyLimit } from '../http/jsonBodyLimit'
import type { ApiContext } from '../apiContext'
import { MAX_EVENT_BODY_BYTES, eventBodySchema } from '../eventBody'
import { parseJsonBody, parseSdkQuery } from '../http/validate'

/**
 * POST /e?projectId&st&sv with `{ eventId, url, domain, timestamp, props }`: props.type 'error' is
 * stored as an error report, 'track' as an analytics event. 200 `{}`; 400/413 `{ reasons }`.
 * The server does not rate-limit (the client's 5 per 60 s is tested by reading the records back).
 */
export function eventsRoute(app: Hono, { store }: ApiContext): void {
  app.post('/e', jsonBodyLimit(MAX_EVENT_BODY_BYTES), async (c) => {
    const query = parseSdkQuery(c)
    if (!query.ok) return query.response
    const body = await parseJsonBody(c, eventBodySchema)
    if (!body.ok) return body.response
    await store.addEvent(query.value.sdk, body.value)
    return c.json({})
  })
}
