import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

/** Error body of every non-2xx answer: `{ reasons: [{ code, description }] }`. */
export interface Reason {
  code: string
  description: string
}
export interface ReasonsBody {
  reasons: Reason[]
}

export const reasonCodes = {
  missingProjectId: 'MISSING_PROJECT_ID',
  invalidQuery: 'INVALID_QUERY',
  invalidBody: 'INVALID_BODY',
  invalidParam: 'INVALID_PARAM',
  bodyTooLarge: 'BODY_TOO_LARGE',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  serverError: 'SERVER_ERROR',
  chainUnavailable: 'CHAIN_UNAVAILABLE',
  indexerOff: 'INDEXER_OFF',
} as const

export function reasonsResponse(c: Context, status: ContentfulStatusCode, reasons: Reason[]): Response {
  return c.json({ reasons } satisfies ReasonsBody, status)
}

/** One reason per zod issue, naming the field: 'entries: Too big: expected number to be <=100'. */
export function reasonsFromZod(error: z.ZodError, code: string): Reason[] {
  return error.issues.map((issue) => ({
    code,
    description: `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  }))
}
