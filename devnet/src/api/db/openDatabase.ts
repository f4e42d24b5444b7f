import { PGlite } from '@electric-sql/pglite'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pgliteTemplate } from './pgliteTemplate'
import { migrations, schemaVersionTable } from './schema'

export interface OpenDatabaseOptions {
  /** Folder of the records (database in <dataDir>/pgdata); null keeps them in memory. */
  dataDir: string | null
  /** Delete the stored records first (the --reset flag). */
  reset?: boolean
  /** Where the PGlite template is cached. */
  cacheDir: string
  log?: (line: string) => void
}

export interface OpenDatabase {
  db: PGlite
  close(): Promise<void>
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One PGlite database may be opened by one process only: <dataDir>/api.pid records the owner, and a
 * second server (in this process or another) gets a clear error instead of a corrupted cluster. A pid
 * file of a dead process is taken over.
 */
const claimedHere = new Set<string>()

async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const key = resolve(dataDir)
  const pidFile = join(key, 'api.pid')
  const owner = Number.parseInt(await readFile(pidFile, 'utf8').catch(() => ''), 10)
  if (claimedHere.has(key) || (Number.isInteger(owner) && owner !== process.pid && isAlive(owner))) {
    throw new Error(`The devnet data folder ${dataDir} is in use by process ${claimedHere.has(key) ? process.pid : owner} (another devnet API server?)`)
  }
  claimedHere.add(key)
  await writeFile(pidFile, String(process.pid))
  return async () => {
    claimedHere.delete(key)
    await rm(pidFile, { force: true })
  }
}

async function migrate(db: PGlite): Promise<void> {
  await db.exec(schemaVersionTable)
  const current = (await db.query<{ version: number }>('select version from berth_schema')).rows[0]?.version ?? 0
  for (let version = current; version < migrations.length; version++) {
    await db.transaction(async (tx) => {
      await tx.exec(migrations[version] ?? '')
      await tx.query('delete from berth_schema')
      await tx.query('insert into berth_schema (version) values ($1)', [version + 1])
    })
  }
}

/** Opens (creating from the cached template when needed) and migrates the devnet API's database. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const log = options.log ?? (() => {})
  let db: PGlite
  let release = async () => {}
  if (options.dataDir === null) {
    db = await PGlite.create({ loadDataDir: await pgliteTemplate(options.cacheDir, log) })
  } else {
    await mkdir(options.dataDir, { recursive: true })
    await writeFile(join(options.dataDir, '.gitignore'), '# devnet records; safe to delete (or start with --reset)\n*\n')
    release = await claimDataDir(options.dataDir)
    try {
      const pgdata = join(options.dataDir, 'pgdata')
      if (options.reset) await rm(pgdata, { recursive: true, force: true })
      const initialized = await stat(join(pgdata, 'PG_VERSION')).then(
        () => true,
        () => false,
      )
      if (!initialized) {
        // A half-written folder (a crash during the first start) is discarded, not half-loaded.
        await rm(pgdata, { recursive: true, force: true })
        db = await PGlite.create({ dataDir: pgdata, loadDataDir: await pgliteTemplate(options.cacheDir, log) })
      } else {
        db = await PGlite.create({ dataDir: pgdata })
      }
    } catch (error) {
      await release()
      throw error
    }
  }
  try {
    await migrate(db)
  } catch (error) {
    await db.close().catch(() => {})
    await release()
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    db,
    close: () => (closing ??= db.close().finally(release)),
  }
}
