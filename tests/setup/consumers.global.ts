// globalSetup of the consumers suite (after devnet.global.ts):
//   1. builds the Devnet Wallet bundle the harness injects (devnet/dist/wallet.iife.js);
//   2. hands the suite the packed tarballs of @berth/headless and @berth/ui-kit: the ones `npm test`
//      packed for this run (BERTH_PACKED_DIR, so the pack happens once per run), or, when the suite
//      runs alone, packs them itself into a temporary folder removed at the end.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { PUBLISHED, findTarball, packPublished } from '../../scripts/lib/pack.mjs'
import { exitCodeOf, pnpmCommand, spawnGroup, stopGroup } from '../../scripts/lib/proc.mjs'

// Only children see this; see scripts/run.mjs for why pnpm's own version management is off.
process.env.PNPM_CONFIG_PM_ON_FAIL ??= 'ignore'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

async function buildWallet(): Promise<void> {
  const cmd = pnpmCommand()
  const args = [...cmd.slice(1), '--filter', '@berth/devnet', 'build:wallet']
  const t = Date.now()
  const child = spawnGroup(cmd[0]!, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: false })
  const code = await exitCodeOf(child)
  await stopGroup(child, { graceMs: 1000 })
  if (code !== 0) throw new Error(`pnpm --filter @berth/devnet build:wallet failed (exit ${code})`)
  if (!existsSync(join(root, 'devnet/dist/wallet.iife.js'))) throw new Error('build:wallet did not produce devnet/dist/wallet.iife.js')
  console.log(`[consumers setup] Devnet Wallet bundle built in ${((Date.now() - t) / 1000).toFixed(1)} s`)
}

function packedByTheRun(): Record<string, string> | undefined {
  const dir = process.env.BERTH_PACKED_DIR
  if (!dir || !existsSync(dir)) return undefined
  const tarballs = Object.fromEntries(PUBLISHED.map(({ name }) => [name, findTarball(dir, name)]))
  return Object.values(tarballs).every(Boolean) ? (tarballs as Record<string, string>) : undefined
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildWallet()
  const reused = packedByTheRun()
  if (reused) {
    console.log(`[consumers setup] using the tarballs packed for this run in ${process.env.BERTH_PACKED_DIR}`)
    project.provide('packedTarballs', reused)
    return async () => {}
  }
  const outDir = mkdtempSync(join(tmpdir(), 'berth-packed-'))
  const t = Date.now()
  const tarballs = await packPublished({ root, outDir })
  console.log(`[consumers setup] packed ${Object.keys(tarballs).join(', ')} in ${((Date.now() - t) / 1000).toFixed(1)} s`)
  project.provide('packedTarballs', tarballs)
  return async () => rmSync(outDir, { recursive: true, force: true })
}
