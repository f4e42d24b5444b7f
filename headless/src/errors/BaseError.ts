/**
 * What a Berth error carries besides its shortMessage: the error underneath (`cause`), `details` for
 * logs (taken from the cause when not given), the JSON-RPC or EIP-1193 `code`, and `metaMessages`,
 * extra lines of `message`.
 */
export type BaseErrorParameters = {
  cause?: unknown
  details?: string
  code?: number
  metaMessages?: string[]
}

/**
 * Every error a user or developer meets. `shortMessage` is the catalogue text (docs/errors.md) the UI may
 * show as is; `message` adds details for logs, as viem does.
 */
export class BaseError extends Error {
  override name = 'BerthError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: number | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause)
    const message = [shortMessage, ...(parameters.metaMessages ?? []), ...(details ? [`Details: ${details}`] : [])].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.code = parameters.code
    this.metaMessages = parameters.metaMessages
  }
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  if (cause instanceof Error) return cause.message
  if (cause && typeof cause === 'object' && 'message' in cause && typeof cause.message === 'string') return cause.message
  return undefined
}
