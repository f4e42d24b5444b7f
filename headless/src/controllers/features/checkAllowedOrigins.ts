import type { ApiClient } from '../../api/createApiClient.js'
import { ApiError, serverAnswered } from '../../errors/api.js'
import { ConfigurationError } from '../../errors/configuration.js'
import type { Logger } from '../../storage/types.js'
import type { AlertVariant, AlertsController } from '../alerts/createAlertsController.js'
import { CONFIGURATION_ALERTS } from './configurationAlerts.js'

/** docs/errors.md alerts for the allowed-origins check. Only 'Invalid App Configuration' is a fixed text; the others are ours. */
export const ORIGIN_ALERTS = {
  rateLimited: 'Rate Limited: the app configuration could not be checked because of too many requests. Try again later.',
  serverError: (detail: string) => `Server Error: failed to get the app configuration (${detail})`,
  invalidAppConfiguration: 'Invalid App Configuration',
  projectIdNotConfigured: CONFIGURATION_ALERTS.projectId,
} as const

export type OriginAlert = { variant: AlertVariant; message: string }

export type OriginCheck = { kind: 'no-project-id' } | { kind: 'fetched'; allowedOrigins: readonly string[] } | { kind: 'failed'; error: unknown }

/**
 * Is `origin` on the list? Entries match exactly (case-insensitively), or with `*` standing for
 * one host label or a port: `https://*.example.com`, `http://localhost:*`.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const target = origin.toLowerCase().replace(/\/+$/, '')
  return allowedOrigins.some((entry) => {
    const pattern = entry.trim().toLowerCase().replace(/\/+$/, '')
    if (!pattern.includes('*')) return pattern === target
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[^./:]+')
    return new RegExp(`^${source}$`).test(target)
  })
}

/**
 * Which alert, if any, the allowed-origins check shows (docs/errors.md): 429 rate-limited; 5xx or no
 * response, server error with detail; any other failure (4xx, a malformed answer) or an origin not
 * on the list, 'Invalid App Configuration'; no project id or no wallet-provider API URL, the
 * configuration alert naming it. `origin` is undefined outside a browser, where there is nothing
 * to check.
 */
export function decideOriginAlert(check: OriginCheck, origin: string | undefined): OriginAlert | undefined {
  if (check.kind === 'no-project-id') return { variant: 'error', message: ORIGIN_ALERTS.projectIdNotConfigured }
  if (check.kind === 'fetched') {
    if (origin === undefined || isOriginAllowed(origin, check.allowedOrigins)) return undefined
    return { variant: 'error', message: ORIGIN_ALERTS.invalidAppConfiguration }
  }
  if (check.error instanceof ConfigurationError) return { variant: 'error', message: CONFIGURATION_ALERTS[check.error.option] }
  const status = check.error instanceof ApiError ? check.error.status : undefined
  // An answer that is not an allow-list is a configuration problem, not an outage.
  if (check.error instanceof ApiError && check.error.field !== undefined) return { variant: 'error', message: ORIGIN_ALERTS.invalidAppConfiguration }
  if (status === 429) return { variant: 'warning', message: ORIGIN_ALERTS.rateLimited }
  if (status === undefined || status >= 500) return { variant: 'error', message: ORIGIN_ALERTS.serverError(detailOf(check.error)) }
  return { variant: 'error', message: ORIGIN_ALERTS.invalidAppConfiguration }
}

function detailOf(error: unknown): string {
  if (error instanceof ApiError) return error.status === undefined ? error.shortMessage : `${error.status}: ${error.shortMessage}`
  return error instanceof Error ? error.message : String(error)
}

export type CheckAllowedOriginsParameters = {
  api: Pick<ApiClient, 'getAllowedOrigins'>
  projectId: string | undefined
  origin: string | undefined
  alerts: Pick<AlertsController, 'store' | 'showAlert' | 'closeAlert'>
  logger: Logger
  /** The alert an earlier check showed: closed when this check finds nothing wrong and it is still the one showing. */
  earlier?: OriginAlert | undefined
}

/** The alert the check showed, and whether it is final: false when the allow-list got no answer at all, to be asked again. */
export type OriginCheckOutcome = { alert: OriginAlert | undefined; final: boolean }

/**
 * Fetches the allow-list and shows the alert docs/errors.md names. The modal stays usable. A fetch
 * that got no answer (the network dropped) is not final: the caller asks again at the next
 * opening, and an answer that allows the page then closes the server-error alert it left.
 */
export async function checkAllowedOrigins({ api, projectId, origin, alerts, logger, earlier }: CheckAllowedOriginsParameters): Promise<OriginCheckOutcome> {
  let check: OriginCheck
  if (!projectId) check = { kind: 'no-project-id' }
  else {
    try {
      check = { kind: 'fetched', allowedOrigins: await api.getAllowedOrigins() }
    } catch (error) {
      if (!(error instanceof ConfigurationError)) logger.warn('Berth: the allowed origins could not be loaded', error)
      check = { kind: 'failed', error }
    }
  }
  const alert = decideOriginAlert(check, origin)
  if (alert) alerts.showAlert(alert.variant, alert.message)
  else if (earlier && alerts.store.get().alert?.message === earlier.message) alerts.closeAlert()
  // Not final when no answer came: what decideOriginAlert reports as a server error without a status.
  const final = check.kind !== 'failed' || check.error instanceof ConfigurationError || (check.error instanceof ApiError && serverAnswered(check.error))
  return { alert, final }
}
