import { refuse, sessionReasonCodes, type SessionRefusal } from './sessionReasons'

/**
 * A page signing in is identified by its Origin header, which a browser sets and a page cannot
 * forge: the message's domain must be that origin's host (with port) and its URI must be on that
 * origin, so a message made for one app cannot be replayed by another. `allowedOrigins`, when the
 * project has set them, narrows which apps may sign in at all.
 */
export function checkOrigin(
  origin: string | undefined,
  message: { domain: string; uri: string },
  allowedOrigins: readonly string[] | undefined,
): SessionRefusal | undefined {
  if (!origin || origin === 'null')
    return refuse(
      400,
      sessionReasonCodes.originMissing,
      'The request has no Origin header: sign-in is accepted only from a web page, whose origin the message must name',
    )
  let page: URL
  try {
    page = new URL(origin)
  } catch {
    return refuse(400, sessionReasonCodes.originMissing, `The Origin header ${JSON.stringify(origin)} is not an origin`)
  }
  if (allowedOrigins && !allowedOrigins.includes(page.origin)) {
    return refuse(
      403,
      sessionReasonCodes.originNotAllowed,
      `${page.origin} is not among the project's allowed origins (${allowedOrigins.join(', ') || 'none'})`,
    )
  }
  if (message.domain !== page.host) {
    return refuse(
      400,
      sessionReasonCodes.domainMismatch,
      `The message's domain ${message.domain} is not the app's: the request comes from ${page.origin}, whose domain is ${page.host}`,
    )
  }
  let uriOrigin: string
  try {
    uriOrigin = new URL(message.uri).origin
  } catch {
    uriOrigin = 'null'
  }
  if (uriOrigin !== page.origin) {
    return refuse(400, sessionReasonCodes.uriMismatch, `The message's URI ${message.uri} is not on the app's origin ${page.origin}`)
  }
  return undefined
}
