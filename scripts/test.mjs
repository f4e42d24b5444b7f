#!/usr/bin/env node
// `npm test` after bootstrap (scripts/run.mjs). Runs, in order:
//   typecheck   tsc -p tsconfig.json --noEmit                     (one check)
//   vitest      every project of vitest.config.ts: unit, integration, browser
//   size        size-limit, when a .size-limit.* config exists      (one check per entry)
// then prints a summary per suite and, as the very last line, `N passed, N failed` over all of
// them (a check counts as one test). Exits non-zero on any failure, or when no test ran. A
// skipped or todo test is a failure, named in the summary (unless a -t filter left it out).
// Extra arguments go to vitest (e.g. `npm test -- --project unit`); with arguments given,
// typecheck and size are skipped unless BERTH_CHECKS=1.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exitCodeOf, spawnGroup, stopGroup } from './lib/proc.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const vitestArgs = process.argv.slice(2)
const runChecks = vitestArgs.length === 0 || process.env.BERTH_CHECKS === '1'
// With a test-name filter (-t, --testNamePattern) vitest reports the tests it did not select as
// skipped; only then is a skipped test not a failure.
const nameFilter = vitestArgs.some((arg) => arg === '-t' || arg.startsWith('-t=') || arg.startsWith('--testNamePattern'))
const tmp = mkdtempSync(join(tmpdir(), 'berth-test-'))
const started = Date.now()

const suites = {
  typecheck: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  unit: { kind: 'tests', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  integration: { kind: 'tests', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  browser: { kind: 'tests', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  size: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  // Only shown when vitest itself failed outside any test.
  vitest: { kind: 'run', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
}
const problems = []

// ---- signals: stop the running group (vitest + devnet + preview + chromium), then report ----
let current
let interrupted
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (interrupted) return // the terminal and npm/run.mjs may deliver the same Ctrl-C twice
    interrupted = signal
    console.log(`\n[test] ${signal}: stopping…`)
    if (current) void stopGroup(current, { signal: 'SIGINT', graceMs: 5000 })
  })
}

function bin(pkg, rel) {
  return join(root, 'node_modules', pkg, rel)
}

async function runStep(cmd, args) {
  if (interrupted) return 130
  const child = spawnGroup(cmd, args, {
    cwd: root,
    env: { ...process.env, ...(process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { FORCE_COLOR: '1' } : {}) },
  })
  current = child
  const code = await exitCodeOf(child)
  // The leader is gone; make sure nothing it started outlives it (anvil, vite preview, chromium).
  await stopGroup(child, { signal: 'SIGTERM', graceMs: 3000 })
  current = undefined
  return code
}

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`
const banner = (title) => console.log(`\n=== ${title} ${'='.repeat(Math.max(3, 72 - title.length))}`)

// ---- typecheck ----------------------------------------------------------------------------
if (runChecks) {
  banner('typecheck: tsc -p tsconfig.json --noEmit')
  const t = Date.now()
  const code = await runStep(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'])
  Object.assign(suites.typecheck, { ms: Date.now() - t, ran: !interrupted })
  if (!interrupted) {
    if (code === 0) suites.typecheck.passed = 1
    else {
      suites.typecheck.failed = 1
      problems.push(`typecheck failed (tsc exit ${code})`)
    }
  }
}

// ---- vitest -------------------------------------------------------------------------------
function suiteOf(file) {
  const rel = relative(root, file).split(sep).join('/')
  if (/\.integration\.test\.tsx?$/.test(rel)) return 'integration'
  if (rel.startsWith('tests/e2e/')) return 'browser'
  return 'unit'
}

if (!interrupted) {
  banner(`vitest run${vitestArgs.length ? ' ' + vitestArgs.join(' ') : ''}`)
  const report = join(tmp, 'vitest.json')
  const t = Date.now()
  const code = await runStep(process.execPath, [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...vitestArgs,
  ])
  const ms = Date.now() - t
  let json
  try {
    json = JSON.parse(readFileSync(report, 'utf8'))
  } catch {
    // no report: vitest did not get to the end (config error, global setup failure, signal)
  }
  const counted = { passed: 0, failed: 0 }
  for (const file of json?.testResults ?? []) {
    const suite = suites[suiteOf(file.name)]
    suite.ran = true
    for (const test of file.assertionResults) {
      if (test.status === 'passed') suite.passed++
      else if (test.status === 'failed') suite.failed++
      else if (nameFilter)
        suite.skipped++ // not selected by -t: expected
      else {
        // A skipped or todo test hides what it should check (and `.only` skips the rest): a failure.
        suite.failed++
        problems.push(
          `${relative(root, file.name)}: "${test.fullName || test.title}" ${test.status === 'todo' ? 'is a todo' : 'was skipped'}, which counts as a failure`,
        )
      }
    }
    // A file that failed outside any test (import error, failing beforeAll with no tests
    // collected...) has no failed test of its own: count the file as one failed test.
    if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')) {
      suite.failed++
      problems.push(`${relative(root, file.name)}: ${file.message?.split('\n')[0] || 'failed outside a test'}`)
    }
  }
  for (const name of ['unit', 'integration', 'browser']) {
    counted.passed += suites[name].passed
    counted.failed += suites[name].failed
    suites[name].ms = ms
  }
  if (!interrupted && code !== 0 && counted.failed === 0) {
    // Vitest failed without a failed test: no report (config error, a global setup that threw),
    // unhandled errors, or no test files. That counts as one failed test of its own.
    suites.vitest.ran = true
    suites.vitest.failed = 1
    problems.push(
      json
        ? `vitest exited ${code} with no failed test (unhandled errors? see above)`
        : `vitest exited ${code} before writing its report (config or global setup error: see above)`,
    )
  }
}

// ---- size-limit ---------------------------------------------------------------------------
function hasSizeConfig() {
  if (readdirSync(root).some((f) => f.startsWith('.size-limit'))) return true
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  return Array.isArray(pkg['size-limit'])
}

if (runChecks && !interrupted && hasSizeConfig()) {
  banner('size-limit')
  const t = Date.now()
  const code = await runStep(process.execPath, [bin('size-limit', 'bin.js')])
  Object.assign(suites.size, { ms: Date.now() - t, ran: !interrupted })
  if (!interrupted) {
    if (code === 0) suites.size.passed = 1
    else {
      suites.size.failed = 1
      problems.push(`size-limit failed (exit ${code})`)
    }
  }
}

// ---- summary ------------------------------------------------------------------------------
rmSync(tmp, { recursive: true, force: true })
let passed = 0
let failed = 0
let skipped = 0
let tests = 0
banner(`summary (${secs(Date.now() - started)})`)
for (const [name, s] of Object.entries(suites)) {
  passed += s.passed
  failed += s.failed
  skipped += s.skipped
  if (s.kind === 'tests') tests += s.passed + s.failed
  let line
  if (s.kind === 'run') {
    if (!s.ran) continue
    line = 'FAILED outside any test'
  } else if (!s.ran && s.kind === 'check')
    line = runChecks ? (name === 'size' ? 'no .size-limit config: skipped' : 'not run') : 'skipped (vitest arguments given)'
  else if (!s.ran) line = 'no tests'
  else if (s.kind === 'check') line = `${s.failed ? 'FAILED' : 'ok'} (${secs(s.ms)})`
  else line = `${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}`
  console.log(`  ${(name + (s.kind === 'check' ? ' (check)' : '')).padEnd(20)} ${line}`)
}
for (const p of problems) console.log(`  ! ${p}`)
if (interrupted) {
  console.log(`  ! interrupted by ${interrupted}: the counts are partial`)
  failed = Math.max(failed, 1)
}
if (tests === 0 && !interrupted) {
  console.log('  ! no test ran: that is a failure')
  failed = Math.max(failed, 1)
}
if (skipped) console.log(`  (${skipped} skipped)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || tests === 0 ? 1 : 0)
