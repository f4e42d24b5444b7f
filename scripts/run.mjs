#!/usr/bin/env node
// Entry point of `npm run dev` and `npm test` (see README). Plain Node ESM with no dependencies:
// it runs on a machine that has only Node 20 and npm, and brings the rest:
//   1. pnpm at the version pinned in package.json `packageManager`
//   2. `pnpm install --frozen-lockfile` when node_modules is missing or older than the lockfile
//   3. for `test`: Debian chromium (apt-get when root), for the browser suite
// and then hands over to scripts/dev.mjs or scripts/test.mjs, forwarding SIGINT/SIGTERM and
// exiting with the child's code.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const commands = { dev: 'scripts/dev.mjs', test: 'scripts/test.mjs' }
const [command, ...rest] = process.argv.slice(2)

const log = (msg) => console.log(`[berth] ${msg}`)
const fail = (msg, code = 1) => {
  console.error(`[berth] error: ${msg}`)
  process.exit(code)
}

// pnpm 12 wants to record its own pin (@pnpm/exe for every platform) in pnpm-lock.yaml; the
// registry here lacks some of those platform packages, so the pin can never be recorded, and
// `pnpm install --frozen-lockfile` then fails with "Cannot update packageManagerDependencies"
// (and other commands fail now and then with ERR_PNPM_BAD_CONFIG_DEP). This script already
// provides the pinned version, so pnpm's own version management is switched off for every
// pnpm we start, directly or through the scripts and test setups.
process.env.PNPM_CONFIG_PM_ON_FAIL ??= 'ignore'

if (!commands[command]) fail(`usage: node scripts/run.mjs <${Object.keys(commands).join('|')}> [args...]`, 2)

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old: Berth needs Node 20.19 or newer.`)

// One child at a time runs in the foreground; signals go to it, and we exit with its code.
let current
let signalled
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    signalled ??= signal
    if (current && current.exitCode === null && current.signalCode === null) {
      try {
        current.kill(signal)
      } catch {
        // gone already
      }
    } else {
      process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 1))
    }
  })
}

function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options })
    current = child
    child.once('error', (error) => {
      current = undefined
      resolve({ code: 127, error })
    })
    child.once('exit', (code, signal) => {
      current = undefined
      resolve({ code: code ?? 128 + ({ SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1), signal })
    })
  })
}

async function step(label, cmd, args, options) {
  log(label)
  const started = Date.now()
  const result = await run(cmd, args, options)
  if (signalled) process.exit(130)
  if (result.code === 0) log(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result
}

// ---- 1. pnpm ------------------------------------------------------------------------------
function pinnedPnpm() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const match = /^pnpm@(\d+\.\d+\.\d+[^+]*)/.exec(pkg.packageManager ?? '')
  if (!match) fail('package.json has no "packageManager": "pnpm@X.Y.Z"')
  return match[1]
}

function pnpmVersion(cmd) {
  const res = spawnSync(cmd[0], [...cmd.slice(1), '--version'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (res.status !== 0) return undefined
  return res.stdout.trim().split('\n').pop()?.trim()
}

async function ensurePnpm() {
  const version = pinnedPnpm()
  const found = pnpmVersion(['pnpm'])
  if (found === version) return ['pnpm']
  log(found ? `pnpm ${found} found, ${version} pinned: installing pnpm@${version}` : `pnpm not found: installing pnpm@${version}`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const installed = await step(`npm install -g pnpm@${version}`, npm, ['install', '-g', `pnpm@${version}`, '--no-fund', '--no-audit'])
  if (installed.code === 0 && pnpmVersion(['pnpm']) === version) return ['pnpm']
  log(`could not install pnpm globally (not permitted here?): running it through npx instead`)
  const npx = [process.platform === 'win32' ? 'npx.cmd' : 'npx', '-y', `pnpm@${version}`]
  const viaNpx = pnpmVersion(npx)
  if (viaNpx !== version) fail(`pnpm@${version} is not runnable, neither installed globally nor through npx (got ${viaNpx ?? 'nothing'}).`)
  return npx
}

// ---- 2. dependencies ----------------------------------------------------------------------
function mtime(path) {
  try {
    return statSync(path).mtimeMs
  } catch {
    return undefined
  }
}

function needsInstall() {
  const lock = mtime(join(root, 'pnpm-lock.yaml'))
  // pnpm rewrites node_modules/.modules.yaml on every install: the time of the last install.
  const installed = mtime(join(root, 'node_modules', '.modules.yaml'))
  if (installed === undefined) return 'node_modules is missing'
  if (lock !== undefined && lock > installed) return 'pnpm-lock.yaml changed since the last install'
  return undefined
}

async function ensureDependencies(pnpm) {
  const why = needsInstall()
  if (!why) return
  const result = await step(`${why}: pnpm install --frozen-lockfile`, pnpm[0], [...pnpm.slice(1), 'install', '--frozen-lockfile'], {
    env: { ...process.env, npm_config_confirm_modules_purge: 'false' },
  })
  if (result.code !== 0) fail(`pnpm install --frozen-lockfile failed (exit ${result.code})`, result.code)
}

// ---- 3. chromium (tests only) -------------------------------------------------------------
async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (existsSync(path)) return path
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${path} does not exist.`)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    fail(
      'the browser suite needs Chromium at /usr/bin/chromium and it is not there.\n' +
        (hasApt ? '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' : '  Install Chromium with your system package manager.\n') +
        '  Or point CHROMIUM_PATH at an existing Chromium/Chrome binary and run the tests again.',
    )
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = await step('chromium not found: apt-get update', 'apt-get', ['update'], { env })
  if (update.code !== 0) fail(`apt-get update failed (exit ${update.code})`)
  const install = await step('apt-get install -y chromium', 'apt-get', ['install', '-y', 'chromium'], { env })
  if (install.code !== 0 || !existsSync(path)) fail(`apt-get install -y chromium failed (exit ${install.code})`)
  return path
}

// ---- hand over ----------------------------------------------------------------------------
const pnpm = await ensurePnpm()
await ensureDependencies(pnpm)
const env = { ...process.env, BERTH_PNPM: JSON.stringify(pnpm) }
if (command === 'test') env.CHROMIUM_PATH = await ensureChromium()

const result = await run(process.execPath, [join(root, commands[command]), ...rest], { env })
process.exit(result.code)
