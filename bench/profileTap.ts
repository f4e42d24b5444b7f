// `pnpm bench:profile-tap`: where a phone's first tap spends its time, Berth's page only, A/B.
// The bench's wall-clock times are noisy on a shared machine; a CPU profile of the tap, read back
// through the build's source maps, says what ran between the tap and the installed wallet showing.
//   pnpm bench:profile-tap --build A                  builds examples/modal as it is now into bench/.cache/profile/A
//   pnpm bench:profile-tap --compare A,B [--runs 6] [--delay 3000] [--top 25] [--scenario tap|keystroke]
// Compare visits the variants interleaved (A, B, A, B, ...) on the phone profile, taps `delay` ms
// after the button shows, and prints per variant the medians of tap to wallet, the main thread's
// busy time in that window (profile samples that are not idle), long-task time, and the heaviest
// functions and packages by self time (medians over the runs). `--scenario keystroke` measures
// instead, as the bench does, one keystroke of search in All Wallets over 2,000 wallets, to the rows updated.
// PROFILE_PER_RUN=1 also prints each run's heaviest functions and steps; PROFILE_ALL_EVENTS=1 counts
// every trace event of the main thread in the window (nested ones too), not only the rendering steps.
// Under CPU throttling most samples land in "(program)" (the throttle's pauses): read the functions
// by their ranking, and the trace's thread times for the amounts.
import { mkdirSync } from 'node:fs'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { appSpec } from './apps.ts'
import { buildApp } from './buildApps.ts'
import type { Page } from 'playwright-core'
import { launchChromium, newBenchPage, readProbe, waitForMark } from './browserSession.ts'
import { PHONE } from './deviceProfiles.ts'
import { cacheDir, repoRoot } from './paths.ts'
import { servePage, type ServedPage } from './servePages.ts'
import { BENCH_API_PORT, startBackend } from './startBackend.ts'
import { stat } from './stats.ts'

const requireFromExample = createRequire(join(repoRoot, 'examples/modal/package.json'))
const requireFromPostcss = createRequire(createRequire(requireFromExample.resolve('vite')).resolve('postcss'))
const { SourceMapConsumer } = requireFromPostcss('source-map-js') as typeof import('source-map-js')

const { values: args } = parseArgs({
  options: {
    build: { type: 'string' },
    compare: { type: 'string' },
    runs: { type: 'string', default: '6' },
    delay: { type: 'string', default: '3000' },
    scenario: { type: 'string', default: 'tap' },
    top: { type: 'string', default: '25' },
  },
})
const profileDir = join(cacheDir, 'profile')
const API_URL = `http://127.0.0.1:${BENCH_API_PORT}`

interface ProfileNode {
  id: number
  children?: number[]
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

/** Maps a minified frame to its original function and file through the build's source maps. */
function frameNamer(dir: string) {
  const consumers = new Map<string, InstanceType<typeof SourceMapConsumer> | null>()
  const consumer = (url: string) => {
    const file = url.split('/assets/')[1]
    if (!file) return null
    if (!consumers.has(file)) {
      try {
        consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(dir, 'assets', `${file}.map`), 'utf8'))))
      } catch {
        consumers.set(file, null)
      }
    }
    return consumers.get(file) ?? null
  }
  return (frame: ProfileNode['callFrame']): { fn: string; pkg: string } => {
    if (!frame.url) return { fn: frame.functionName || '(anonymous)', pkg: frame.functionName || '(native)' }
    const map = consumer(frame.url)
    const position = frame.lineNumber >= 0 ? map?.originalPositionFor({ line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) }) : undefined
    if (!position?.source) return { fn: `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}`, pkg: frame.url.split('/').pop() ?? '?' }
    const source = position.source.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^(\.\.\/)+/, '')
    const pkg = source.startsWith('@')
      ? source.split('/').slice(0, 2).join('/')
      : source.includes('/src/')
        ? source.replace(/\/[^/]+$/, '')
        : source.split('/')[0]!
    return { fn: `${position.name ?? frame.functionName ?? '(anonymous)'} ${source}:${position.line}`, pkg }
  }
}

/** Self time (ms) by function and by package over [fromUs, toUs] of the profile, and the busy (not idle) total. */
function selfTimes(profile: CpuProfile, name: ReturnType<typeof frameNamer>, fromUs: number, toUs: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byFn = new Map<string, number>()
  const byPkg = new Map<string, number>()
  let busy = 0
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!
    const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1]! : 0
    if (t < fromUs || t > toUs) continue
    const node = nodes.get(profile.samples[i]!)!
    if (node.callFrame.functionName === '(idle)') continue
    const ms = next / 1000
    busy += ms
    const { fn, pkg } = name(node.callFrame)
    // PROFILE_CALLERS="set src,setAttribute": who calls these (two frames up), in their time.
    const callers = process.env.PROFILE_CALLERS?.split(',')
    if (callers?.some((wanted) => fn.startsWith(wanted))) {
      const chain = [1, 2, 3].reduce<ProfileNode[]>(
        (list) => {
          const child = list[list.length - 1]!
          const parent = profile.nodes.find((candidate) => candidate.children?.includes(child.id))
          return parent ? [...list, parent] : list
        },
        [node],
      )
      const key = `${fn} <- ${chain
        .slice(1)
        .map((frame) => name(frame.callFrame).fn)
        .join(' <- ')}`
      byFn.set(key, (byFn.get(key) ?? 0) + ms)
    }
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms)
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + ms)
  }
  return { busy, byFn, byPkg }
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: Record<string, unknown>
}

/**
 * The renderer main thread's CPU time (thread time, not wall time: robust to other processes on
 * the machine) in its tasks overlapping [from, to] (page times), each task's thread time counted in
 * proportion to its overlap. The main thread is the one the anchor mark was recorded on.
 */
function mainThreadCpu(events: TraceEvent[], anchorPageMs: number, from: number, to: number): number | undefined {
  const anchor = events.find((event) => event.name === 'bench-anchor')
  if (!anchor) return undefined
  const fromUs = anchor.ts + (from - anchorPageMs) * 1000
  const toUs = anchor.ts + (to - anchorPageMs) * 1000
  let cpu = 0
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.tid !== anchor.tid || event.pid !== anchor.pid) continue
    const end = event.ts + (event.dur ?? 0)
    const overlap = Math.min(end, toUs) - Math.max(event.ts, fromUs)
    if (overlap <= 0 || !event.dur) continue
    cpu += ((event.tdur ?? 0) * Math.min(1, overlap / event.dur)) / 1000
  }
  return cpu
}

/** The rendering steps (style, layout, paint...) on the main thread in [from, to]: thread time by trace event name, and the elements styled. */
function renderingSteps(events: TraceEvent[], anchorPageMs: number, from: number, to: number): Map<string, number> {
  const steps = new Map<string, number>()
  const anchor = events.find((event) => event.name === 'bench-anchor')
  if (!anchor) return steps
  const fromUs = anchor.ts + (from - anchorPageMs) * 1000
  const toUs = anchor.ts + (to - anchorPageMs) * 1000
  for (const event of events) {
    if (event.ph !== 'X' || event.tid !== anchor.tid || event.pid !== anchor.pid || !(process.env.PROFILE_ALL_EVENTS || RENDERING_STEPS.has(event.name)))
      continue
    if (event.ts + (event.dur ?? 0) < fromUs || event.ts > toUs) continue
    steps.set(event.name, (steps.get(event.name) ?? 0) + (event.tdur ?? 0) / 1000)
    const count = (event.args?.elementCount as number | undefined) ?? (event.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects
    if (count !== undefined) steps.set(`${event.name} (elements)`, (steps.get(`${event.name} (elements)`) ?? 0) + count)
  }
  return steps
}
const RENDERING_STEPS = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'ParseAuthorStyleSheet',
  'IntersectionObserverController::computeIntersections',
  'ScheduleStyleRecalculation',
  'Decode Image',
  'ImageDecodeTask',
])

const ROWS = '[aria-label="All wallets"] li'

/** The keystroke scenario's setup, as the bench's: open the modal, All Wallets over 2,000 wallets, scroll it, focus the search. */
async function prepareKeystroke(page: Page, box: { x: number; y: number; width: number; height: number }) {
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  const open = page.getByRole('button', { name: 'All Wallets' })
  await open.click({ timeout: 10_000 })
  await page.locator(ROWS).first().waitFor({ timeout: 10_000 })
  const scroller = page.locator('[data-slot="virtual-list"]').first()
  for (let step = 0; step < 8; step++) {
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight })).catch(() => {})
    await page.waitForTimeout(120)
  }
  await scroller.evaluate((element) => element.scrollTo({ top: 0 })).catch(() => {})
  await page.getByRole('searchbox', { name: 'Search wallets' }).click({ timeout: 5000 })
  await page.waitForTimeout(200)
  await page.evaluate((rows) => {
    const bench = (window as unknown as { __bench: { watchRows(n: string, s: string, p: string, d?: string): void; rowLabels(s: string): string } }).__bench
    bench.watchRows('searched', rows, 'z', bench.rowLabels(rows))
  }, ROWS)
}

async function compare(labels: string[], runs: number, delay: number, top: number, keystroke: boolean) {
  const backend = await startBackend((line) => console.log(line))
  if (keystroke) await backend.setListing(2000)
  if (backend.apiUrl !== API_URL) throw new Error(`the bench API is at ${backend.apiUrl}, the builds read ${API_URL}`)
  const servers: ServedPage[] = []
  const browser = await launchChromium()
  try {
    const served = new Map<string, { url: string; name: ReturnType<typeof frameNamer> }>()
    for (const label of labels) {
      const dir = join(profileDir, label)
      readdirSync(join(dir, 'assets'))
      const server = await servePage(dir)
      servers.push(server)
      served.set(label, { url: `${server.url}?networks=eip155`, name: frameNamer(dir) })
    }
    type Run = {
      tap?: number
      cpu?: number
      steps: Map<string, number>
      busy: number
      longTaskMs: number
      byFn: Map<string, number>
      byPkg: Map<string, number>
    }
    const results = new Map<string, Run[]>(labels.map((label) => [label, []]))
    for (let run = 0; run <= runs; run++) {
      for (const label of run % 2 ? labels : [...labels].reverse()) {
        const { url, name } = served.get(label)!
        const session = await newBenchPage(browser, { pageUrl: url, mode: 'refused', authorised: false, rpcUrls: backend.rpcUrls, profile: PHONE })
        try {
          const { page } = session
          await page.goto(url, { waitUntil: 'commit' })
          if ((await waitForMark(page, 'button', 30_000)) === undefined) throw new Error('no button')
          await page.waitForTimeout(delay)
          const box = await page.getByText('Connect Wallet', { exact: true }).first().boundingBox()
          if (keystroke) await prepareKeystroke(page, box!)
          const cdp = await page.context().newCDPSession(page)
          await cdp.send('Profiler.enable')
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
          const traceEvents: TraceEvent[] = []
          cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...(value as unknown as TraceEvent[])))
          await cdp.send('Tracing.start', {
            categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
            transferMode: 'ReportEvents',
          })
          await cdp.send('Profiler.start')
          const { result } = await cdp.send('Runtime.evaluate', { expression: 'performance.mark("bench-anchor").startTime' })
          const startedAt = result.value as number
          await page.evaluate((type) => (window as unknown as { __bench: { arm(t: string): void } }).__bench.arm(type), keystroke ? 'keydown' : 'click')
          if (keystroke) await page.keyboard.press('z')
          else await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2)
          const shown = await waitForMark(page, keystroke ? 'searched' : 'wallet', 10_000)
          await page.waitForTimeout(300)
          const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
          const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
          await cdp.send('Tracing.end')
          await traced
          const probe = await readProbe(page)
          const click = keystroke ? probe.marks.keydown : probe.marks.click
          if (run === 0) continue // warm-up: Chromium's caches, not counted
          // The profile's startTime can lie well before its first sample; the first sample is taken as
          // the moment the profiler started, just before startedAt was read.
          const firstSample = profile.startTime + (profile.timeDeltas[0] ?? 0)
          const toUs = (t: number) => firstSample + (t - startedAt) * 1000
          const times =
            click !== undefined && shown !== undefined ? selfTimes(profile, name, toUs(click), toUs(shown)) : { busy: 0, byFn: new Map(), byPkg: new Map() }
          const longTaskMs = probe.longTasks
            .filter((task) => click !== undefined && task.start + task.duration >= click)
            .reduce((sum, task) => sum + task.duration, 0)
          const cpu = click !== undefined && shown !== undefined ? mainThreadCpu(traceEvents, startedAt, click, shown) : undefined
          const steps = click !== undefined && shown !== undefined ? renderingSteps(traceEvents, startedAt, click, shown) : new Map<string, number>()
          results.get(label)!.push({ tap: click !== undefined && shown !== undefined ? shown - click : undefined, longTaskMs, cpu, steps, ...times })
          console.log(
            `run ${run} ${label}: tap to wallet ${fmt(shown !== undefined && click !== undefined ? shown - click : undefined)} ms, busy ${fmt(times.busy)} ms, main-thread CPU ${fmt(cpu)} ms`,
          )
          // PROFILE_PER_RUN=1: each run's heaviest functions and rendering steps, to tell a slow run's extra work apart.
          if (process.env.PROFILE_PER_RUN) {
            const heaviest = (map: Map<string, number>) =>
              [...map]
                .sort((a, b) => b[1] - a[1])
                .slice(0, 8)
                .map(([k, ms]) => `    ${fmt(ms).padStart(6)}  ${k}`)
                .join('\n')
            console.log(`${heaviest(steps)}\n${heaviest(times.byFn)}`)
          }
        } finally {
          await session.close()
        }
      }
    }
    for (const label of labels) {
      const list = results.get(label)!
      const median = (values: (number | undefined)[]) => stat(values).median
      console.log(`\n== ${label} (${list.length} runs, tap ${delay} ms after the button)`)
      console.log(
        `main-thread CPU time from the tap to the wallet shown: median ${fmt(median(list.map((r) => r.cpu)))} ms (${fmt(stat(list.map((r) => r.cpu)).min)}–${fmt(stat(list.map((r) => r.cpu)).max)}); tap to wallet: median ${fmt(median(list.map((r) => r.tap)))} ms (${fmt(stat(list.map((r) => r.tap)).min)}–${fmt(stat(list.map((r) => r.tap)).max)}); main thread busy in that window ${fmt(median(list.map((r) => r.busy)))} ms; long tasks from the tap ${fmt(median(list.map((r) => r.longTaskMs)))} ms`,
      )
      for (const [title, key] of [
        ['rendering steps (thread time, trace; "(elements)" a count)', 'steps'],
        ['by package / folder', 'byPkg'],
        ['by function', 'byFn'],
      ] as const) {
        const keys = new Set(list.flatMap((r) => [...r[key].keys()]))
        const rows = [...keys].map((k) => [k, median(list.map((r) => r[key].get(k) ?? 0)) ?? 0] as const).sort((a, b) => b[1] - a[1])
        console.log(`-- self time ${title} (median ms)`)
        for (const [k, ms] of rows.slice(0, top)) if (ms > 0) console.log(`${fmt(ms).padStart(7)}  ${k}`)
      }
    }
  } finally {
    await browser.close()
    await Promise.all(servers.map((server) => server.close()))
    if (keystroke) await backend.setListing(null).catch(() => {})
    await backend.stop()
  }
}

const fmt = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1))

if (args.build) {
  mkdirSync(profileDir, { recursive: true })
  const built = await buildApp(
    { ...appSpec('berth'), name: `../profile/${args.build}` as never },
    join(repoRoot, 'examples/modal'),
    { VITE_BERTH_API_URL: API_URL },
    console.log,
  )
  console.log(`built ${built.dir}`)
} else if (args.compare) {
  await compare(args.compare.split(','), Math.max(1, Number(args.runs)), Number(args.delay), Number(args.top), args.scenario === 'keystroke')
} else {
  throw new Error('--build LABEL or --compare A,B')
}
