import type { PGlite } from '@electric-sql/pglite'
import { getAddress } from 'viem'

/** A registered name as the API answers it: its address per ENSIP-11 coin type, and its attributes. */
export interface NameAccount {
  name: string
  /** When it was registered (ISO 8601). */
  registered: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}

export interface NewName {
  name: string
  zone: string
  coinType: number
  address: string
  attributes: Record<string, string>
  message: string
  signature: string
}

export interface NameStore {
  /** Stores the name; false when it is already taken (the first registration wins). */
  add(name: NewName, now: number): Promise<boolean>
  find(name: string): Promise<NameAccount | undefined>
  /** The names of `address` on any coin type, oldest first. */
  byAddress(address: string): Promise<NameAccount[]>
  /** Which of `names` are registered. */
  taken(names: readonly string[]): Promise<Set<string>>
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString())

function accountOf(row: Record<string, unknown>): NameAccount {
  const created = iso(row.created_at)
  return {
    name: String(row.name),
    registered: created,
    addresses: { [String(row.coin_type)]: { address: getAddress(String(row.address)), created } },
    attributes: row.attributes as Record<string, string>,
  }
}

/** Account names in the devnet's PGlite database (table profile_names, db/schema.ts): names lowercase, addresses lowercase. */
export function createNameStore(db: PGlite): NameStore {
  return {
    async add(entry, now) {
      const { rows } = await db.query(
        `insert into profile_names (name, zone, coin_type, address, attributes, message, signature, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (name) do nothing returning name`,
        [entry.name, entry.zone, entry.coinType, entry.address.toLowerCase(), JSON.stringify(entry.attributes), entry.message, entry.signature, new Date(now)],
      )
      return rows.length === 1
    },
    async find(name) {
      const { rows } = await db.query<Record<string, unknown>>('select * from profile_names where name = $1', [name])
      return rows[0] ? accountOf(rows[0]) : undefined
    },
    async byAddress(address) {
      const { rows } = await db.query<Record<string, unknown>>('select * from profile_names where address = $1 order by created_at, name', [
        address.toLowerCase(),
      ])
      return rows.map(accountOf)
    },
    async taken(names) {
      if (names.length === 0) return new Set()
      const { rows } = await db.query<{ name: string }>('select name from profile_names where name = any($1::text[])', [names])
      return new Set(rows.map((row) => row.name))
    },
  }
}
