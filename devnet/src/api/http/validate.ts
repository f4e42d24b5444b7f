import type { Context } from 'hono'
import { z } from 'zod'
import { reasonCodes, reasonsFromZod, reasonsResponse, type Reason } from './reasons'
import { sdkQuerySchema, type SdkQuery } from './sdkQuery'

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response }

const noExtraQuery = z.object({})

/**
 * Checks projectId/st/sv (missing projectId → MISSING_PROJECT_ID) and, with `schema`, the rest of
 * the query; `response` is the 400 `{ reasons }` to return on failure. Unknown query keys are
 * ignored (cache busters); a repeated key ('?page=1&page=2') is refused rather than guessed.
 */
export function parseSdkQuery<S extends z.ZodType = typeof noExtraQuery>(c: Context, schema?: S): Parsed<{ sdk: SdkQuery; query: z.output<S> }> {
  const values: Record<string, string> = {}
  const reasons: Reason[] = []
  for (const [key, list] of Object.entries(c.req.queries())) {
    if (list.length > 1) reasons.push({ code: reasonCodes.invalidQuery, description: `${key}: given more than once` })
    values[key] = list[0] ?? ''
  }
  if (!values.projectId) {
    return { ok: false, response: reasonsResponse(c, 400, [{ code: reasonCodes.missingProjectId, description: 'projectId is required' }]) }
  }
  const sdk = sdkQuerySchema.safeParse(values)
  const rest = (schema ?? noExtraQuery).safeParse(values)
  if (!sdk.success) reasons.push(...reasonsFromZod(sdk.error, reasonCodes.invalidQuery))
  if (!rest.success) reasons.push(...reasonsFromZod(rest.error, reasonCodes.invalidQuery))
  if (!sdk.success || !rest.success || reasons.length > 0) return { ok: false, response: reasonsResponse(c, 400, reasons) }
  return { ok: true, value: { sdk: sdk.data, query: rest.data as z.output<S> } }
}

/** A JSON body checked by `schema`; `response` is the 400 `{ reasons }` when it is not JSON or does not conform. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    return { ok: false, response: reasonsResponse(c, 400, [{ code: reasonCodes.invalidBody, description: 'body is not valid JSON' }]) }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { ok: false, response: reasonsResponse(c, 400, reasonsFromZod(parsed.error, reasonCodes.invalidBody)) }
  return { ok: true, value: parsed.data }
}
