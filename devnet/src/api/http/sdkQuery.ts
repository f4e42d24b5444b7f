import { z } from 'zod'

const token = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(128, `${name} is at most 128 characters`)
    .regex(/^[\w.:@/+-]+$/, `${name} has characters outside [A-Za-z0-9_.:@/+-]`)

/** The query every docs/api.md wallet-provider call carries: project id, SDK type, SDK version. */
export const sdkQuerySchema = z.object({
  projectId: token('projectId'),
  st: token('st'),
  sv: token('sv'),
})
export type SdkQuery = z.infer<typeof sdkQuerySchema>

/** A comma-separated list: 'a,b,,c ' → ['a', 'b', 'c']; each item checked by `item`. */
export function commaList(item: z.ZodType<string, string>, max = 500) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(z.array(item).max(max, `at most ${max} items`))
}

/** A query integer: '3' → 3; rejects '3.5', '1e3', ' 3', ''. */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
}
