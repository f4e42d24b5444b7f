import type { PGlite } from '@electric-sql/pglite'
import type { SdkQuery } from './http/sdkQuery'
import type { EventBody } from './eventBody'
import { projectSettingsSchema, type ProjectSettings } from './projectSettings'

/** An error report as the control API returns it (GET /devnet/reports). */
export interface StoredErrorReport {
  id: number
  projectId: string
  st: string
  sv: string
  eventId: string
  url: string
  domain: string
  timestamp: number
  event: string
  errorType: string
  errorMessage: string
  stackTrace: string
  receivedAt: string
}

/** An analytics event as the control API returns it (GET /devnet/events). */
export interface StoredAnalyticsEvent {
  id: number
  projectId: string
  st: string
  sv: string
  eventId: string
  url: string
  domain: string
  timestamp: number
  event: string
  props: Record<string, unknown>
  receivedAt: string
}

export interface ApiStore {
  addEvent(sdk: SdkQuery, body: EventBody): Promise<void>
  reports(projectId?: string): Promise<StoredErrorReport[]>
  events(projectId?: string): Promise<StoredAnalyticsEvent[]>
  settings(projectId: string): Promise<ProjectSettings>
  saveSettings(projectId: string, settings: ProjectSettings): Promise<void>
  /** Deletes every report, event, project setting, sign-in session, on-ramp order and account name. */
  clear(): Promise<void>
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value))

/** The records of the devnet API over a PGlite database (schema in db/schema.ts). */
export function createPgliteStore(db: PGlite): ApiStore {
  return {
    async addEvent(sdk, body) {
      const common = [sdk.projectId, sdk.st, sdk.sv, body.eventId, body.url, body.domain, body.timestamp]
      if (body.props.type === 'error') {
        const { event, errorType, errorMessage, stackTrace } = body.props
        await db.query(
          `insert into error_reports (project_id, st, sv, event_id, url, domain, timestamp, event, error_type, error_message, stack_trace)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [...common, event, errorType, errorMessage, stackTrace],
        )
      } else {
        await db.query(
          `insert into analytics_events (project_id, st, sv, event_id, url, domain, timestamp, event, props)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [...common, body.props.event, JSON.stringify(body.props)],
        )
      }
    },
    async reports(projectId) {
      const { rows } = await db.query<Record<string, unknown>>(`select * from error_reports where $1::text is null or project_id = $1 order by id`, [
        projectId ?? null,
      ])
      return rows.map((row) => ({
        ...envelopeOf(row),
        errorType: String(row.error_type),
        errorMessage: String(row.error_message),
        stackTrace: String(row.stack_trace),
        receivedAt: iso(row.received_at),
      }))
    },
    async events(projectId) {
      const { rows } = await db.query<Record<string, unknown>>(`select * from analytics_events where $1::text is null or project_id = $1 order by id`, [
        projectId ?? null,
      ])
      return rows.map((row) => ({
        ...envelopeOf(row),
        props: row.props as Record<string, unknown>,
        receivedAt: iso(row.received_at),
      }))
    },
    async settings(projectId) {
      const { rows } = await db.query<{ settings: unknown }>('select settings from project_settings where project_id = $1', [projectId])
      const parsed = projectSettingsSchema.safeParse(rows[0]?.settings ?? {})
      return parsed.success ? parsed.data : {}
    },
    async saveSettings(projectId, settings) {
      await db.query(
        `insert into project_settings (project_id, settings) values ($1, $2)
         on conflict (project_id) do update set settings = excluded.settings, updated_at = now()`,
        [projectId, JSON.stringify(settings)],
      )
    },
    async clear() {
      await db.exec('truncate error_reports, analytics_events, project_settings, siwx_sessions, siwx_nonces, onramp_orders, profile_names restart identity')
    },
  }
}

/** The columns error reports and analytics events share. */
function envelopeOf(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    projectId: String(row.project_id),
    st: String(row.st),
    sv: String(row.sv),
    eventId: String(row.event_id),
    url: String(row.url),
    domain: String(row.domain),
    timestamp: Number(row.timestamp),
    event: String(row.event),
  }
}
