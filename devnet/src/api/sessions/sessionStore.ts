import type { PGlite } from '@electric-sql/pglite'
import { addressKey } from './addressKey'
import { randomUUID } from 'node:crypto'
import type { SessionData } from './sessionSchemas'

/** A stored sign-in session as the API answers it. */
export interface StoredSession {
  id: string
  data: SessionData
  message: string
  signature: string
  cacao?: unknown
  createdAt: string
}

export interface NewSession {
  projectId: string
  address: string
  data: SessionData
  message: string
  signature: string
  cacao?: unknown
}

export interface SessionStore {
  add(session: NewSession, now: number): Promise<StoredSession>
  /** Not revoked and not expired at `now`, newest first. */
  live(projectId: string, address: string, chainId: string | undefined, now: number): Promise<StoredSession[]>
  /** The session, revoked or not, if this project and address have it. */
  find(projectId: string, address: string, id: string): Promise<(StoredSession & { revoked: boolean }) | undefined>
  revoke(id: string, now: number): Promise<void>
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())

function sessionOf(row: Record<string, unknown>): StoredSession {
  return {
    id: String(row.id),
    data: row.data as SessionData,
    message: String(row.message),
    signature: String(row.signature),
    ...(row.cacao !== null && row.cacao !== undefined ? { cacao: row.cacao } : {}),
    createdAt: iso(row.created_at),
  }
}

/** Sign-in sessions in the devnet's PGlite database (table siwx_sessions, db/schema.ts). Addresses stored by addressKey (EVM lowercase, base58 as written). */
export function createSessionStore(db: PGlite): SessionStore {
  return {
    async add(session, now) {
      const { rows } = await db.query<Record<string, unknown>>(
        `insert into siwx_sessions (id, project_id, address, chain_id, data, message, signature, cacao, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
        [
          randomUUID(),
          session.projectId,
          addressKey(session.address),
          session.data.chainId,
          JSON.stringify(session.data),
          session.message,
          session.signature,
          session.cacao === undefined ? null : JSON.stringify(session.cacao),
          session.data.expirationTime ? new Date(session.data.expirationTime) : null,
          new Date(now),
        ],
      )
      return sessionOf(rows[0] ?? {})
    },
    async live(projectId, address, chainId, now) {
      const { rows } = await db.query<Record<string, unknown>>(
        `select * from siwx_sessions
         where project_id = $1 and address = $2 and ($3::text is null or chain_id = $3)
           and revoked_at is null and (expires_at is null or expires_at > $4)
         order by created_at desc, seq desc`,
        [projectId, addressKey(address), chainId ?? null, new Date(now)],
      )
      return rows.map(sessionOf)
    },
    async find(projectId, address, id) {
      const { rows } = await db.query<Record<string, unknown>>('select * from siwx_sessions where project_id = $1 and address = $2 and id = $3', [
        projectId,
        addressKey(address),
        id,
      ])
      const row = rows[0]
      return row ? { ...sessionOf(row), revoked: row.revoked_at !== null } : undefined
    },
    async revoke(id, now) {
      await db.query('update siwx_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [id, new Date(now)])
    },
  }
}
