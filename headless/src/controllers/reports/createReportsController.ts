import type { ApiClient } from '../../api/createApiClient.js'
import type { SendErrorReportParameters } from '../../api/sendErrorReport.js'
import { BaseError } from '../../errors/BaseError.js'
import type { Logger } from '../../storage/types.js'
import type { EventsController } from '../events/createEventsController.js'
import { createStore, type Store } from '../../store/createStore.js'
import { decideErrorReport } from './decideErrorReport.js'
import { initialReportsState } from './initialReportsState.js'

/** docs/errors.md: internal errors are reported under this category unless a caller names one. */
export const DEFAULT_ERROR_EVENT = 'INTERNAL_SDK_ERROR'

/** `client.reports.store`: whether analytics is on, and the error reports' rate limit (at most 5 per 60 s). */
export type ReportsState = {
  /** From GET /getAnalyticsConfig, and only if the `enableAnalytics` option is not false. */
  analyticsEnabled: boolean
  /** Send times of the error reports inside the current window. */
  sentAt: number[]
  /** Error reports dropped by the rate limit. */
  dropped: number
}

/**
 * `client.reports`: error reports and, while analytics is on, tracked events, sent to the data API
 * (POST /e). Without a project id and `apiUrl` nothing is sent.
 */
export type ReportsController = {
  store: Store<ReportsState>
  /** POST /e for one error, unless 5 went out in the last 60 s. Resolves whether it was sent; never rejects. */
  reportError(error: unknown, event?: string): Promise<boolean>
  /** Reads GET /getAnalyticsConfig once (at mount) when the option allows analytics. */
  loadAnalyticsConfig(): Promise<void>
  /** Sends each tracked event while analytics is on; returns the stop function. */
  trackEvents(events: Pick<EventsController, 'store'>): () => void
}

export type PageInfo = { url: string; domain: string }

export type ReportsControllerParameters = {
  api: Pick<ApiClient, 'sendErrorReport' | 'getAnalyticsConfig'>
  /** No project id: nothing is sent. */
  projectId: string | undefined
  enableAnalytics: boolean
  now: () => number
  page: () => PageInfo
  logger: Logger
  randomId?: () => string
}

/** The reports controller; `store` is the one to keep its state in (a new one when left out). */
export function createReportsController(
  parameters: ReportsControllerParameters,
  store: Store<ReportsState> = createStore<ReportsState>(initialReportsState()),
): ReportsController {
  const { api, projectId, enableAnalytics, now, page, logger } = parameters
  const randomId = parameters.randomId ?? (() => globalThis.crypto.randomUUID())
  let loading: Promise<void> | undefined

  async function send(report: SendErrorReportParameters): Promise<boolean> {
    try {
      await api.sendErrorReport(report)
      return true
    } catch (error) {
      // A report that cannot be sent cannot be reported: it is logged.
      logger.warn('Berth: a report could not be sent', error)
      return false
    }
  }

  function envelope(props: SendErrorReportParameters['props']): SendErrorReportParameters {
    const { url, domain } = page()
    return { eventId: randomId(), url, domain, timestamp: now(), props }
  }

  return {
    store,
    async reportError(error, event = DEFAULT_ERROR_EVENT) {
      if (!projectId) return false
      const decision = decideErrorReport(store.get().sentAt, now())
      if (!decision.send) {
        store.set((state) => ({ sentAt: decision.sentAt, dropped: state.dropped + 1 }))
        return false
      }
      store.set({ sentAt: decision.sentAt })
      return send(envelope({ type: 'error', event, ...describeError(error) }))
    },
    loadAnalyticsConfig() {
      loading ??= (async () => {
        if (!projectId || !enableAnalytics) return
        try {
          const { isAnalyticsEnabled } = await api.getAnalyticsConfig()
          store.set({ analyticsEnabled: isAnalyticsEnabled })
        } catch (error) {
          logger.warn('Berth: the analytics configuration could not be loaded; analytics stays off', error)
        }
      })()
      return loading
    },
    trackEvents(events) {
      return events.store.subscribe((state, previous) => {
        if (!store.get().analyticsEnabled || state.events === previous.events) return
        const event = state.events.at(-1)
        if (!event || event === previous.events.at(-1)) return
        void send(envelope({ type: 'track', event: event.name, properties: event.properties }))
      })
    },
  }
}

function describeError(error: unknown): { errorType: string; errorMessage: string; stackTrace: string } {
  if (error instanceof BaseError) return { errorType: error.name, errorMessage: error.shortMessage, stackTrace: error.stack ?? '' }
  if (error instanceof Error) return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack ?? '' }
  return { errorType: typeof error, errorMessage: String(error), stackTrace: '' }
}
