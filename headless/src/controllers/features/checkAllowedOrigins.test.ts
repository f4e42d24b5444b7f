import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../errors/api.js'
import { ConfigurationError } from '../../errors/configuration.js'
import { createAlertsController } from '../alerts/createAlertsController.js'
import { checkAllowedOrigins, decideOriginAlert, isOriginAllowed, ORIGIN_ALERTS } from './checkAllowedOrigins.js'
import { CONFIGURATION_ALERTS } from './configurationAlerts.js'

const failed = (status: number | undefined, message = 'HTTP request failed') => ({
  kind: 'failed' as const,
  error: new ApiError(message, { endpoint: 'GET /projects/v1/origins', status }),
})

describe('isOriginAllowed', () => {
  it('matches exactly or with * for a label or a port', () => {
    expect(isOriginAllowed('https://app.example', ['https://app.example'])).toBe(true)
    expect(isOriginAllowed('https://APP.example', ['https://app.example/'])).toBe(true)
    expect(isOriginAllowed('https://evil.example', ['https://app.example'])).toBe(false)
    expect(isOriginAllowed('https://a.app.example', ['https://*.app.example'])).toBe(true)
    expect(isOriginAllowed('https://a.b.app.example', ['https://*.app.example'])).toBe(false)
    expect(isOriginAllowed('https://app.example.evil', ['https://*.app.example'])).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:*'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', [])).toBe(false)
  })
})

describe('decideOriginAlert (docs/errors.md)', () => {
  it('429: the rate-limited warning', () => {
    expect(decideOriginAlert(failed(429), 'https://a.example')).toEqual({ variant: 'warning', message: ORIGIN_ALERTS.rateLimited })
  })
  it('5xx: the server error with detail', () => {
    expect(decideOriginAlert(failed(503, 'maintenance'), 'https://a.example')).toEqual({
      variant: 'error',
      message: ORIGIN_ALERTS.serverError('503: maintenance'),
    })
  })
  it('origin not on the list: Invalid App Configuration', () => {
    expect(decideOriginAlert({ kind: 'fetched', allowedOrigins: ['https://b.example'] }, 'https://a.example')).toEqual({
      variant: 'error',
      message: 'Invalid App Configuration',
    })
    expect(decideOriginAlert({ kind: 'fetched', allowedOrigins: ['https://a.example'] }, 'https://a.example')).toBeUndefined()
  })
  it('other 4xx: Invalid App Configuration; no project id: its own alert', () => {
    expect(decideOriginAlert(failed(403), 'https://a.example')?.message).toBe('Invalid App Configuration')
    expect(decideOriginAlert({ kind: 'no-project-id' }, undefined)).toEqual({ variant: 'error', message: ORIGIN_ALERTS.projectIdNotConfigured })
  })
  it('no wallet-provider API URL: the configuration alert naming walletApiUrl, not a server error', () => {
    const error = new ConfigurationError('walletApiUrl', 'GET /projects/v1/origins')
    expect(decideOriginAlert({ kind: 'failed', error }, 'https://a.example')).toEqual({ variant: 'error', message: CONFIGURATION_ALERTS.walletApiUrl })
  })
  it('outside a browser there is no origin to check', () => {
    expect(decideOriginAlert({ kind: 'fetched', allowedOrigins: [] }, undefined)).toBeUndefined()
  })
})

describe('checkAllowedOrigins', () => {
  const logger = { warn: vi.fn(), error: vi.fn() }
  it('does not call the API without a project id', async () => {
    const api = { getAllowedOrigins: vi.fn() }
    const alerts = createAlertsController()
    await checkAllowedOrigins({ api, projectId: undefined, origin: 'https://a.example', alerts, logger })
    expect(api.getAllowedOrigins).not.toHaveBeenCalled()
    expect(alerts.store.get().alert).toMatchObject({ variant: 'error', message: ORIGIN_ALERTS.projectIdNotConfigured })
  })
  it('shows the alert for a failed fetch', async () => {
    const alerts = createAlertsController()
    const api = { getAllowedOrigins: () => Promise.reject(new ApiError('Too many', { endpoint: 'GET /projects/v1/origins', status: 429 })) }
    await checkAllowedOrigins({ api, projectId: 'p', origin: 'https://a.example', alerts, logger })
    expect(alerts.store.get().alert).toMatchObject({ variant: 'warning', message: ORIGIN_ALERTS.rateLimited, open: true })
  })
  it('a fetch that got no answer is not final, and an answer allowing the page closes the server error it left', async () => {
    const alerts = createAlertsController()
    const dropped = new ApiError('HTTP request failed', { endpoint: 'GET /projects/v1/origins', details: 'no response' })
    const api = { getAllowedOrigins: vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(dropped).mockResolvedValueOnce(['https://a.example']) }
    const first = await checkAllowedOrigins({ api, projectId: 'p', origin: 'https://a.example', alerts, logger })
    expect(first).toEqual({ alert: { variant: 'error', message: ORIGIN_ALERTS.serverError('HTTP request failed') }, final: false })
    expect(alerts.store.get().alert).toMatchObject({ message: ORIGIN_ALERTS.serverError('HTTP request failed'), open: true })
    const second = await checkAllowedOrigins({ api, projectId: 'p', origin: 'https://a.example', alerts, logger, earlier: first.alert })
    expect(second).toEqual({ alert: undefined, final: true })
    expect(alerts.store.get().alert).toMatchObject({ open: false })
  })
  it('a failure that is no answer of the server (a fetch that threw) is not final; a missing API URL is', async () => {
    const alerts = createAlertsController()
    const thrown = { getAllowedOrigins: () => Promise.reject(new TypeError('Failed to fetch')) }
    expect((await checkAllowedOrigins({ api: thrown, projectId: 'p', origin: 'https://a.example', alerts, logger })).final).toBe(false)
    const unconfigured = { getAllowedOrigins: () => Promise.reject(new ConfigurationError('walletApiUrl', 'GET /projects/v1/origins')) }
    expect((await checkAllowedOrigins({ api: unconfigured, projectId: 'p', origin: 'https://a.example', alerts, logger })).final).toBe(true)
  })
  it('an answer is final, a 5xx included; and a later check leaves an alert that replaced its own', async () => {
    const alerts = createAlertsController()
    const api = { getAllowedOrigins: () => Promise.reject(new ApiError('maintenance', { endpoint: 'GET /projects/v1/origins', status: 503 })) }
    const outcome = await checkAllowedOrigins({ api, projectId: 'p', origin: 'https://a.example', alerts, logger })
    expect(outcome.final).toBe(true)
    alerts.showAlert('error', 'Network not found')
    const allowed = { getAllowedOrigins: async () => ['https://a.example'] }
    await checkAllowedOrigins({ api: allowed, projectId: 'p', origin: 'https://a.example', alerts, logger, earlier: outcome.alert })
    expect(alerts.store.get().alert).toMatchObject({ message: 'Network not found', open: true })
  })
})
