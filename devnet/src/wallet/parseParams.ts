import type { z } from 'zod'
import { invalidParams } from './providerErrors'

/** Parses what a page sent; the first problem becomes a -32602 error that names the method and the field. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown, method: string): z.infer<T> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw invalidParams(`${method}: ${issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : 'rejected'}`)
  }
  return parsed.data
}
