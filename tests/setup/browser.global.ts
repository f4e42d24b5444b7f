// globalSetup of the browser suite (after devnet.global.ts):
//   1. builds the Devnet Wallet bundle, devnet/dist/wallet.iife.js, that the harness injects;
//   2. builds the example app (examples/modal -> dist) and serves it with `vite preview` on
//      127.0.0.1:5273 (not 5173, so tests never collide with a running `npm run dev`);
//   3. builds the Devnet Mobile Wallet and serves it on 127.0.0.1:5174, its fixed address (the
//      listing links there), or reuses the one a running `npm run dev` serves (./mobileWallet.ts);
// and stops the previews at the end. The example is skipped, with a note, only while
// examples/modal/index.html does not exist.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { serveMobileWallet } from './mobileWallet.js'
import { exitCodeOf, pnpmCommand, spawnGroup, stopGroup, waitForHttp } from '../../scripts/lib/proc.mjs'

// Only children see this; see scripts/run.mjs for why pnpm's own version management is off.
process.env.PNPM_CONFIG_PM_ON_FAIL ??= 'ignore'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const EXAMPLE_PORT = 5273
const EXAMPLE_URL = `http://127.0.0.1:${EXAMPLE_PORT}`

async function pnpm(args: string[]): Promise<void> {
  const cmd = pnpmCommand()
  const t = Date.now()
  console.log(`[browser setup] pnpm ${args.join(' ')}`)
  const child = spawnGroup(cmd[0]!, [...cmd.slice(1), ...args], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: false })
  const code = await exitCodeOf(child)
  await stopGroup(child, { graceMs: 1000 })
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} failed (exit ${code})`)
  console.log(`[browser setup] pnpm ${args.join(' ')}: ${((Date.now() - t) / 1000).toFixed(1)} s`)
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  await pnpm(['--filter', '@berth/devnet', 'build:wallet'])
  const wallet = join(root, 'devnet/dist/wallet.iife.js')
  if (!existsSync(wallet)) throw new Error(`build:wallet did not produce ${wallet}`)

  const mobileWallet = await serveMobileWallet(() => pnpm(['--filter', '@berth/devnet', 'build:mobile-wallet']))
  project.provide('mobileWalletUrl', mobileWallet.url)
  try {
    return await serveExample(project, mobileWallet.stop)
  } catch (error) {
    await mobileWallet.stop()
    throw error
  }
}

/** The example app's preview; the teardown it returns also stops the mobile wallet's. */
async function serveExample(project: TestProject, stopMobileWallet: () => Promise<void>): Promise<() => Promise<void>> {
  const exampleDir = join(root, 'examples/modal')
  if (!existsSync(join(exampleDir, 'index.html'))) {
    console.log('[browser setup] examples/modal/index.html does not exist yet: example app not built or served.')
    project.provide('exampleUrl', '')
    return stopMobileWallet
  }

  await pnpm(['--filter', '@berth/example-modal', 'build'])
  const vite = join(exampleDir, 'node_modules/vite/bin/vite.js')
  const preview = spawnGroup(
    process.execPath,
    [vite, 'preview', '--port', String(EXAMPLE_PORT), '--strictPort', '--host', '127.0.0.1'],
    // In vitest's process group: a Ctrl-C, or scripts/test.mjs stopping that group, reaches it.
    { cwd: exampleDir, stdio: ['ignore', 'ignore', 'inherit'], detached: false },
  )
  let exited = false
  void exitCodeOf(preview).then(() => (exited = true))
  try {
    await waitForHttp(`${EXAMPLE_URL}/`, { timeoutMs: 30_000, isAlive: () => !exited })
  } catch (error) {
    await stopGroup(preview, { graceMs: 2000 })
    throw new Error(`vite preview on ${EXAMPLE_URL} did not start (is port ${EXAMPLE_PORT} taken?): ${(error as Error).message}`)
  }
  console.log(`[browser setup] example app served at ${EXAMPLE_URL}`)
  project.provide('exampleUrl', EXAMPLE_URL)
  return async () => {
    await Promise.all([stopGroup(preview, { signal: 'SIGTERM', graceMs: 3000 }), stopMobileWallet()])
  }
}
