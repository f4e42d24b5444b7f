import * as z from 'zod/mini'
import type { ApiError } from '../errors/api.js'
import { apiRequest, type ApiTransport } from './request.js'

export const errorReportPropsSchema = z.object({
  type: z.literal('error'),
  event: z.string(),
  errorType: z.string(),
  errorMessage: z.string(),
  stackTrace: z.string(),
})

/** An analytics event rides the same endpoint (only when analytics is on). */
export const trackReportPropsSchema = z.object({
  type: z.literal('track'),
  event: z.string(),
  properties: z.record(z.string(), z.unknown()),
})

/** POST /e body (docs/api.md). Exported so a server can validate with the same schema. */
export const sendErrorReportSchema = z.object({
  eventId: z.string(),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.union([errorReportPropsSchema, trackReportPropsSchema]),
})

export type ErrorReportProps = z.infer<typeof errorReportPropsSchema>
export type TrackReportProps = z.infer<typeof trackReportPropsSchema>
export type SendErrorReportParameters = z.infer<typeof sendErrorReportSchema>
export type SendErrorReportReturnType = undefined

/** POST /e on the data API; the answer's body is not read. */
export async function sendErrorReport(
  transport: ApiTransport,
  report: SendErrorReportParameters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SendErrorReportReturnType> {
  await apiRequest<void>(transport, { method: 'POST', base: 'api', path: '/e', body: report, signal })
}

/** Every failure of this call (HTTP, no response, timeout, not JSON, schema). */
export type SendErrorReportErrorType = ApiError
