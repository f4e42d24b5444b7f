import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../errors/api.js'
import { createEventsController } from '../events/createEventsController.js'
import { createReportsController } from './createReportsController.js'
import { decideErrorReport, ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS } from './decideErrorReport.js'
import { createLazyReportsController } from './lazyReportsController.js'

describe('decideErrorReport', () => {
  it('allows 5 per 60 s, then the next once the oldest leaves the window', () => {
    let sent: number[] = []
    const decisions = [0, 1_000, 2_000, 3_000, 4_000, 5_000].map((now) => {
      const decision = decideErrorReport(sent, now)
      sent = decision.sentAt
      return decision.send
    })
    expect(decisions).toEqual([true, true, true, true, true, false])
    expect(decideErrorReport(sent, ERROR_REPORTS_WINDOW_MS - 1).send).toBe(false)
    expect(decideErrorReport(sent, ERROR_REPORTS_WINDOW_MS).send).toBe(true)
  })
})

function setup(
  overrides: { projectId?: string | undefined; enableAnalytics?: boolean; analytics?: boolean } = {},
  create: typeof createReportsController = createReportsController,
) {
  let now = 1_000
  const api = {
    sendErrorReport: vi.fn(async () => undefined),
    getAnalyticsConfig: vi.fn(async () => ({ isAnalyticsEnabled: overrides.analytics ?? true })),
  }
  const reports = create({
    api,
    projectId: 'projectId' in overrides ? overrides.projectId : 'p',
    enableAnalytics: overrides.enableAnalytics ?? true,
    now: () => now,
    page: () => ({ url: 'https://app.example/page', domain: 'app.example' }),
    logger: { warn: vi.fn(), error: vi.fn() },
    randomId: () => 'id',
  })
  return { reports, api, tick: (ms: number) => (now += ms) }
}

// The controller, and the lazy one createClient hands out (its code loaded with the first use): the same behaviour.
describe.each([
  ['reports controller', createReportsController],
  ['lazily loaded reports controller', createLazyReportsController],
])('%s', (_name, create) => {
  it('sends the documented body and at most 5 per 60 s', async () => {
    const { reports, api, tick } = setup({}, create)
    const error = new ApiError('Upstream is down', { endpoint: 'GET /getWallets', status: 502 })
    expect(await reports.reportError(error, 'ERROR_FETCH_WALLETS')).toBe(true)
    expect(api.sendErrorReport).toHaveBeenCalledWith({
      eventId: 'id',
      url: 'https://app.example/page',
      domain: 'app.example',
      timestamp: 1_000,
      props: { type: 'error', event: 'ERROR_FETCH_WALLETS', errorType: 'ApiError', errorMessage: 'Upstream is down', stackTrace: expect.any(String) },
    })
    for (let i = 0; i < 10; i++) await reports.reportError(new Error('again'))
    expect(api.sendErrorReport).toHaveBeenCalledTimes(ERROR_REPORTS_MAX)
    expect(reports.store.get().dropped).toBe(6)
    tick(ERROR_REPORTS_WINDOW_MS)
    expect(await reports.reportError('a string')).toBe(true)
  })

  it('a failing report is logged, not thrown', async () => {
    const { reports, api } = setup({}, create)
    api.sendErrorReport.mockRejectedValueOnce(new ApiError('HTTP request failed', { endpoint: 'POST /e' }))
    await expect(reports.reportError(new Error('x'))).resolves.toBe(false)
  })

  it('analytics: only when the server says so and the option allows', async () => {
    for (const [enableAnalytics, analytics, expected] of [
      [true, true, true],
      [true, false, false],
      [false, true, false],
    ] as const) {
      const { reports, api } = setup({ enableAnalytics, analytics }, create)
      const events = createEventsController()
      reports.trackEvents(events)
      await reports.loadAnalyticsConfig()
      events.track('SWITCH_NETWORK', { to: 'eip155:1' })
      expect(reports.store.get().analyticsEnabled).toBe(expected)
      expect(api.sendErrorReport).toHaveBeenCalledTimes(expected ? 1 : 0)
      if (!enableAnalytics) expect(api.getAnalyticsConfig).not.toHaveBeenCalled()
    }
  })

  it('sends nothing without a project id', async () => {
    const { reports, api } = setup({ projectId: undefined }, create)
    await reports.loadAnalyticsConfig()
    expect(await reports.reportError(new Error('x'))).toBe(false)
    expect(api.sendErrorReport).not.toHaveBeenCalled()
    expect(api.getAnalyticsConfig).not.toHaveBeenCalled()
  })
})

describe('lazily loaded reports controller', () => {
  it('tracking stopped before analytics turns on sends nothing afterwards', async () => {
    const { reports, api } = setup({}, createLazyReportsController)
    const events = createEventsController()
    const stop = reports.trackEvents(events)
    stop()
    await reports.loadAnalyticsConfig()
    events.track('SWITCH_NETWORK', { to: 'eip155:1' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reports.store.get().analyticsEnabled).toBe(true)
    expect(api.sendErrorReport).not.toHaveBeenCalled()
  })
})
