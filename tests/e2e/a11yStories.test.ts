// An axe-core scan, in Chromium, of every Ladle story of the ui-kit (views, the modal, the connect
// button, primitives, icons), each in the light and the dark theme: no serious or critical violation. The stories are built once with `ladle build` into build/ladle-a11y, reused while
// its inputs (ui-kit, headless, the Ladle config, the lockfile) are unchanged, and served from a
// loopback server (harness/serveStatic). One test per stories file; each story and theme with a violation
// is its own assertion, naming the story, the theme, the rule, the impact and the element.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exitCodeOf, pnpmCommand, spawnGroup, stopGroup } from '../../scripts/lib/proc.mjs'
import { isLoopbackUrl, launchBrowser } from './harness/index.js'
import { serveStatic } from './harness/serveStatic.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const OUT = 'build/ladle-a11y'
const outDir = join(root, OUT)
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]

function walk(dir: string, keep: (path: string) => boolean, into: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, keep, into)
    else if (keep(path)) into.push(path)
  }
  return into
}

/**
 * The stories files scanned, as Ladle's meta.json names them (repo-relative, '/'): every one, so
 * every view, the modal, the connect button, and each primitive and the icons on their own.
 */
const storyFiles = walk(join(root, 'ui-kit/src'), (path) => path.endsWith('.stories.tsx')).map((path) => relative(root, path).split(sep).join('/'))

/** What the build depends on; the cached build is reused only while this hash is the same. */
function inputsHash(): string {
  const hash = createHash('sha256')
  const files = [
    ...walk(join(root, 'ui-kit/src'), () => true),
    ...walk(join(root, 'headless/src'), () => true),
    ...walk(join(root, '.ladle'), () => true),
    join(root, 'ladle.config.mjs'),
    join(root, 'pnpm-lock.yaml'),
  ]
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

async function buildLadle(): Promise<void> {
  const hashFile = join(outDir, '.inputs-hash')
  const hash = inputsHash()
  if (existsSync(join(outDir, 'meta.json')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) return
  rmSync(outDir, { recursive: true, force: true })
  const cmd = pnpmCommand()
  const started = Date.now()
  const child = spawnGroup(cmd[0]!, [...cmd.slice(1), 'exec', 'ladle', 'build', '--outDir', OUT], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  })
  const code = await exitCodeOf(child)
  await stopGroup(child, { graceMs: 1000 })
  if (code !== 0 || !existsSync(join(outDir, 'meta.json'))) throw new Error(`ladle build --outDir ${OUT} failed (exit ${code})`)
  writeFileSync(hashFile, hash)
  console.log(`[a11y] ladle build: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** One serious or critical violation on one element, as the assertion shows it. */
interface Finding {
  rule: string
  impact: string
  target: string
  summary: string
}

/** Runs axe over the whole document (portalled dialogs included); serious and critical only. */
async function scan(page: Page): Promise<Finding[]> {
  return page.evaluate(async () => {
    type Node = { target: unknown[]; failureSummary?: string }
    type Result = { id: string; impact?: string | null; nodes: Node[] }
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> } }).axe
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((node) => ({
          rule: v.id,
          impact: v.impact ?? '',
          target: node.target.map(String).join(' '),
          summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
        })),
      )
  })
}

/**
 * Shows `storyId` in `theme` without reloading: Ladle follows history pops. Resolves once the new
 * story has rendered (title changed, nothing loading, the Berth root in the theme), every finite
 * animation and transition has finished, and the DOM has been still for 100 ms.
 */
async function show(page: Page, storyId: string, theme: Theme): Promise<void> {
  await page.evaluate(
    async ({ storyId, theme }) => {
      const url = `/?mode=preview&story=${encodeURIComponent(storyId)}${theme === 'dark' ? '&theme=dark' : ''}`
      const before = document.title
      const storyChanges = new URLSearchParams(location.search).get('story') !== storyId
      if (location.pathname + location.search !== url) {
        history.pushState(null, '', url)
        dispatchEvent(new PopStateEvent('popstate'))
      }
      let lastChange = Date.now()
      const observer = new MutationObserver(() => (lastChange = Date.now()))
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
      const deadline = Date.now() + 15_000
      try {
        for (;;) {
          const rendered =
            (!storyChanges || document.title !== before) &&
            document.documentElement.hasAttribute('data-storyloaded') &&
            document.querySelector(`[data-berth][data-theme="${theme}"]`) !== null
          const moving = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          if (rendered && moving.length === 0 && Date.now() - lastChange >= 100) return
          if (Date.now() > deadline) throw new Error(`story ${storyId} (${theme}) did not settle within 15 s`)
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
      } finally {
        observer.disconnect()
      }
    },
    { storyId, theme },
  )
}

let browser: Browser | undefined
let context: BrowserContext | undefined
let server: Server | undefined
let baseUrl = ''
let stories: Record<string, { filePath: string }> = {}
/** Two tabs scan side by side (two cores); each keeps its Ladle app loaded across stories. */
const pages: Page[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  await buildLadle()
  stories = (JSON.parse(readFileSync(join(outDir, 'meta.json'), 'utf8')) as { stories: typeof stories }).stories
  const served = await serveStatic(outDir)
  server = served.server
  baseUrl = served.url
  browser = await launchBrowser()
  // Reduced motion: a story is scanned at rest, not half faded in.
  context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1024, height: 900 } })
  await context.route('**/*', (route) => (isLoopbackUrl(route.request().url()) ? route.fallback() : route.abort('blockedbyclient')))
  await context.addInitScript({ content: `${AXE_SOURCE}\n//# sourceURL=axe.min.js` })
  const first = Object.keys(stories)[0]
  for (let i = 0; i < 2; i++) {
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
    await page.goto(`${baseUrl}/?mode=preview&story=${first}`)
    await page.waitForSelector('html[data-storyloaded]')
    pages.push(page)
  }
}, 240_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

test('the Ladle build has stories from every stories file, and a scan that finds a violation reports it', async () => {
  const built = new Set(Object.values(stories).map((story) => story.filePath))
  expect(storyFiles.length).toBeGreaterThanOrEqual(30)
  expect(
    storyFiles.filter((file) => !built.has(file)),
    'stories files missing from the Ladle build',
  ).toEqual([])

  // The scan itself: a low-contrast text and a nameless button are reported as such.
  const page = await context!.newPage()
  await page.setContent(
    '<!doctype html><html lang="en"><title>scan check</title><main><h1>check</h1><p style="color:#bbb;background:#fff">faint</p>' +
      '<button style="width:40px;height:24px"></button><input type="text"></main></html>',
  )
  await page.addScriptTag({ content: AXE_SOURCE })
  const findings = await scan(page)
  expect(findings.map((f) => `${f.rule} at ${f.target}`).sort()).toEqual(['button-name at button', 'color-contrast at p', 'label at input'])
  await page.close()
})

describe.each(storyFiles)('%s', (file) => {
  test('no serious or critical axe violation in any story, light or dark', { timeout: 120_000 }, async () => {
    const ids = Object.keys(stories).filter((id) => stories[id]!.filePath === file)
    expect(ids.length, `stories of ${file} in the build`).toBeGreaterThan(0)
    const jobs = ids.flatMap((id) => THEMES.map((theme) => ({ id, theme })))
    const lanes = pages.map((page, lane) => async () => {
      for (let i = lane; i < jobs.length; i += pages.length) {
        const { id, theme } = jobs[i]!
        await show(page, id, theme)
        const findings = await scan(page)
        expect
          .soft(
            findings.map((f) => `${f.rule} (${f.impact}) at ${f.target}: ${f.summary}`),
            `story ${id} (${theme}): serious/critical axe violations`,
          )
          .toEqual([])
      }
    })
    await Promise.all(lanes.map((lane) => lane()))
    expect(pageErrors, 'uncaught errors in the story pages').toEqual([])
  })
})
