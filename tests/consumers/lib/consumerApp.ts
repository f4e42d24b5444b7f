// One consumer app: a template of tests/consumers/templates copied into a temporary folder outside the
// workspace, where plain npm installs the packed tarballs with the template's own dependencies
// (no workspace link, no pnpm), then builds and serves it as a team would.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exitCodeOf, spawnGroup, stopGroup, waitForHttp } from '../../../scripts/lib/proc.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const templates = join(root, 'tests/consumers/templates')

/** What the template folders may hold from a run in place; never copied. */
const LEFT_BEHIND = new Set(['node_modules', 'dist', '.next', 'tsconfig.tsbuildinfo'])

/**
 * The environment of every command in the app: the runner's own npm, pnpm and NODE_ENV settings
 * (vitest sets NODE_ENV=test, which makes Vite build for development) do not reach it.
 */
export function appEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|PNPM_)/i.test(key) || key === 'NODE_ENV' || key === 'INIT_CWD' || key === 'VITEST' || key.startsWith('VITEST_')) continue
    env[key] = value
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', ...extra }
}

/** npm's lines that say a peer dependency did not resolve cleanly. */
export function peerWarnings(npmOutput: string): string[] {
  return npmOutput.split('\n').filter((line) => /ERESOLVE|\bpeer\b|Could not resolve dependency/i.test(line))
}

export interface Timings {
  [step: string]: number
}

export interface ConsumerApp {
  /** The app's folder, outside the workspace. */
  dir: string
  timings: Timings
  /** `npm run <script>` in the app; resolves with its output, rejects with it on failure. */
  npmRun(script: string): Promise<string>
  /** Starts `node <bin> ...args` in the app on a free loopback port and waits until `/` answers. */
  serve(bin: string, args: (port: number) => string[]): Promise<string>
  /** Stops the server and removes the folder. */
  remove(): Promise<void>
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${cmd} ${args.join(' ')} in ${cwd} failed (${signal ?? `exit ${code}`}):\n${output.slice(-6000)}`))
    })
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Copies `template` (a folder of tests/consumers/templates) into a fresh temporary folder and runs
 * `npm install <tarballs>` there, which also installs the template's own dependencies. Fails when
 * npm warns about a peer dependency.
 */
export async function installConsumerApp(template: string, tarballs: Record<string, string>): Promise<ConsumerApp> {
  const dir = mkdtempSync(join(tmpdir(), `berth-consumer-${template}-`))
  if (!relative(root, dir).startsWith(`..${sep}`)) throw new Error(`${dir} is inside the workspace: the app would resolve its packages`)
  const timings: Timings = {}
  let server: ChildProcess | undefined

  cpSync(join(templates, template), dir, { recursive: true, filter: (source) => !LEFT_BEHIND.has(source.split(sep).pop() ?? '') })
  // The template's package.json names no Berth package: npm adds the tarballs as file: dependencies.
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
  if (Object.keys(manifest.dependencies ?? {}).some((name) => name.startsWith('@berth/')))
    throw new Error(`${template}/package.json must not name @berth packages`)

  const app: ConsumerApp = {
    dir,
    timings,
    async npmRun(script) {
      const t = Date.now()
      const output = await run('npm', ['run', script], dir, appEnv())
      timings[script] = Date.now() - t
      return output
    },
    async serve(bin, args) {
      const port = await freePort()
      const child = spawnGroup(process.execPath, [join(dir, bin), ...args(port)], { cwd: dir, env: appEnv(), stdio: ['ignore', 'ignore', 'inherit'] })
      server = child
      let exited = false
      void exitCodeOf(child).then(() => (exited = true))
      const url = `http://127.0.0.1:${port}`
      await waitForHttp(`${url}/`, { timeoutMs: 30_000, isAlive: () => !exited })
      return url
    },
    async remove() {
      if (server) await stopGroup(server, { signal: 'SIGTERM', graceMs: 3000 })
      rmSync(dir, { recursive: true, force: true })
    },
  }

  try {
    const t = Date.now()
    const output = await run('npm', ['install', '--no-audit', '--no-fund', ...Object.values(tarballs)], dir, appEnv())
    timings.install = Date.now() - t
    const warnings = peerWarnings(output)
    if (warnings.length > 0) throw new Error(`npm install warned about peer dependencies:\n${warnings.join('\n')}`)
  } catch (error) {
    await app.remove()
    throw error
  }
  return app
}
