import { PGlite } from '@electric-sql/pglite'
import { type FileHandle, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const STALE_LOCK_MS = 180_000

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version?: unknown }
  return typeof pkg.version === 'string' ? pkg.version : 'unknown'
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

/**
 * A gzipped tarball of a freshly initialized PGlite cluster, built once per PGlite version and cached
 * in `cacheDir`. Creating a cluster runs initdb inside WASM, which takes 5–30 s; loading this
 * tarball takes about 1.5 s. Concurrent processes (parallel test workers) share one build through an
 * exclusive lock file; a lock older than 3 minutes is taken over.
 */
export async function pgliteTemplate(cacheDir: string, log: (line: string) => void = () => {}): Promise<Blob> {
  const file = join(cacheDir, `pglite-${pgliteVersion()}-template.tar.gz`)
  const lock = `${file}.lock`
  await mkdir(cacheDir, { recursive: true })
  for (;;) {
    if (await exists(file)) return new Blob([await readFile(file)])
    let handle: FileHandle
    try {
      handle = await open(lock, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      )
      if (age > STALE_LOCK_MS) await rm(lock, { force: true })
      else await sleep(250)
      continue
    }
    try {
      if (await exists(file)) continue
      const started = Date.now()
      log(`PGlite: initializing a database template (once per PGlite version; can take 30 s) in ${cacheDir}`)
      const db = await PGlite.create()
      const dump = await db.dumpDataDir('gzip')
      await db.close()
      const temporary = `${file}.${process.pid}.tmp`
      await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()))
      await rename(temporary, file)
      log(`PGlite: template ready in ${Date.now() - started} ms`)
    } finally {
      await handle.close()
      await rm(lock, { force: true })
    }
  }
}
