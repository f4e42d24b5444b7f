#!/usr/bin/env node
// `npm test` after bootstrap (scripts/run.mjs). Runs, in order:
//   typecheck   tsc -p tsconfig.json --noEmit                     (one check)
//   imports     the import rules, scripts/checkImports.mjs          (one check)
//   docs        TypeDoc over the public entries, every export with TSDoc (one check)
//   lint        biome check . (format and lint, biome.jsonc)       (one check)
//   pack        builds and packs @berth/headless and @berth/ui-kit (scripts/pack.mjs), checks
//               what each tarball holds                            (one check)
//   publint     publint --strict on each tarball                   (one check)
//   attw        arethetypeswrong, ESM-only profile, on each tarball (one check)
//   vitest      every project of vitest.config.ts: unit, integration, browser, consumers (the
//               consumers install this run's tarballs: BERTH_PACKED_DIR)
//   size        size-limit, when a .size-limit.* config exists      (one check per entry)
// then prints a summary per suite and, as the very last line, `N passed, N failed` over all of
// them (a check counts as one test). Exits non-zero on any failure, or when no test ran. A
// skipped or todo test is a failure, named in the summary (unless a -t filter left it out).
// Extra arguments go to vitest (e.g. `npm test -- --project unit`); with arguments given,
// the checks (typecheck, imports, docs, lint, pack, publint, attw, size) are skipped unless BERTH_CHECKS=1
// (the consumers suite then packs for itself).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PUBLISHED, findTarball } from './lib/pack.mjs'
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
  imports: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  lint: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  docs: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  pack: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  publint: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  attw: { kind: 'check', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  unit: { kind: 'tests', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  integration: { kind: 'tests', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  browser: { kind: 'tests', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
  consumers: { kind: 'tests', passed: 0, failed: 0, skipped: 0, ms: 0, ran: false },
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

// ---- checks that count as one test each --------------------------------------------------
async function runCheck(name, title, cmd, args) {
  banner(title)
  const t = Date.now()
  const code = await runStep(cmd, args)
  Object.assign(suites[name], { ms: Date.now() - t, ran: !interrupted })
  if (interrupted) return
  if (code === 0) suites[name].passed = 1
  else {
    suites[name].failed = 1
    problems.push(`${name} failed (exit ${code})`)
  }
}

if (runChecks) {
  await runCheck('typecheck', 'typecheck: tsc -p tsconfig.json --noEmit', process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'])
  await runCheck('imports', 'imports: dependency-cruiser (.dependency-cruiser.cjs)', process.execPath, [join(root, 'scripts/checkImports.mjs')])
  await runCheck('docs', 'docs: TypeDoc API reference, every public export with its TSDoc', process.execPath, [join(root, 'scripts/docsApi.mjs'), '--check'])
  await runCheck('lint', 'lint: biome check . (format and lint)', process.execPath, [bin('@biomejs/biome', 'bin/biome'), 'check', '--error-on-warnings', '.'])
}

// ---- pack, publint, attw: the tarballs a registry would get, built once for the run ---------
/** Runs `check(tarball, pkg)` (an exit code) for each published package; one pass or fail for `suite`. */
async function checkTarballs(suite, title, check) {
  banner(title)
  const t = Date.now()
  const failedFor = []
  for (const pkg of PUBLISHED) {
    const tarball = findTarball(packDir, pkg.name)
    const code = tarball ? await check(tarball, pkg) : 1
    if (code !== 0) failedFor.push(`${pkg.name}${tarball ? ` (exit ${code})` : ' (no tarball)'}`)
  }
  Object.assign(suites[suite], { ms: Date.now() - t, ran: !interrupted })
  if (interrupted) return
  if (failedFor.length === 0) suites[suite].passed = 1
  else {
    suites[suite].failed = 1
    problems.push(`${suite} failed for ${failedFor.join(', ')}`)
  }
}

const packDir = join(tmp, 'packed')
if (runChecks && !interrupted) {
  await runCheck('pack', 'pack: pnpm pack @berth/headless and @berth/ui-kit (tsdown builds dist/)', process.execPath, [join(root, 'scripts/pack.mjs'), packDir])
  // The consumers suite installs these instead of packing again.
  if (suites.pack.passed) process.env.BERTH_PACKED_DIR = packDir
  if (!interrupted) {
    await checkTarballs('publint', 'publint --strict (each tarball)', (tarball) =>
      runStep(process.execPath, [bin('publint', 'src/cli.js'), 'run', tarball, '--strict']),
    )
  }
  if (!interrupted) {
    await checkTarballs('attw', 'arethetypeswrong --profile esm-only (each tarball)', (tarball, pkg) =>
      runStep(process.execPath, [bin('@arethetypeswrong/cli', 'dist/index.js'), tarball, '--profile', 'esm-only', ...pkg.attwArgs]),
    )
  }
}

// ---- vitest -------------------------------------------------------------------------------
function suiteOf(file) {
  const rel = relative(root, file).split(sep).join('/')
  if (/\.integration\.test\.tsx?$/.test(rel)) return 'integration'
  if (rel.startsWith('tests/e2e/')) return 'browser'
  if (rel.startsWith('tests/consumers/')) return 'consumers'
  return 'unit'
}

if (!interrupted) {
  banner(['vitest run', ...vitestArgs].join(' '))
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
      else if (test.status === 'failed') {
        suite.failed++
        // Named again in the summary: CI keeps only the end of the log, where the details are gone.
        const why = test.failureMessages?.[0]?.split('\n')[0] ?? ''
        problems.push(`${relative(root, file.name)}: "${test.fullName || test.title}" failed${why ? `: ${why.slice(0, 200)}` : ''}`)
      } else if (nameFilter)
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
  for (const name of ['unit', 'integration', 'browser', 'consumers']) {
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

if (runChecks && !interrupted && hasSizeConfig()) await runCheck('size', 'size-limit', process.execPath, [bin('size-limit', 'bin.js')])

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
