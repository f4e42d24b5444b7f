import { mkdir, open, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** A lock older than this belongs to a process that died mid-setup (a setup takes seconds). */
const STALE_LOCK_MS = 60_000

/**
 * Runs `fn` holding an exclusive lock file for one chain (by its URL), shared by every process on
 * this machine: two test runs or a test run and `pnpm dev` that adopt the same fresh chain would
 * otherwise both send the deployer's nonce 0. The second waits, then finds the contracts there.
 */
export async function withSetupLock<T>(lockDir: string, url: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(lockDir, { recursive: true })
  const file = join(lockDir, `setup-${url.replace(/[^\w.-]+/g, '_')}.lock`)
  for (;;) {
    try {
      const handle = await open(file, 'wx')
      await handle.close()
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const age = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      )
      if (age > STALE_LOCK_MS) await rm(file, { force: true })
      else await sleep(100)
    }
  }
  try {
    return await fn()
  } finally {
    await rm(file, { force: true })
  }
}
