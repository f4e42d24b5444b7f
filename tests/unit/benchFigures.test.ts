// The bench's figures (bench/stats.ts, bench/measureSizes.ts): medians over runs that may have
// produced nothing, and the first-render closure read from a Vite manifest. No timing here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, expect, test } from 'vitest'
import { SourceMapGenerator } from 'source-map-js'
import { measureComposition, partOf } from '../../bench/measureComposition'
import { measureSizes } from '../../bench/measureSizes'
import { stat } from '../../bench/stats'

test('stat: median of the runs with a value, min and max, and how many had none', () => {
  expect(stat([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30, n: 3, runs: 3 })
  expect(stat([4, 1, undefined, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4, runs: 5 })
  expect(stat([undefined, undefined])).toEqual({ n: 0, runs: 2 })
})

const dir = mkdtempSync(join(tmpdir(), 'berth-bench-sizes-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('measureSizes: the first render is the HTML entry and its static imports; the total is every .js', () => {
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, '.vite'))
  const files = {
    'assets/index.js': 'a'.repeat(900),
    'assets/shared.js': 'b'.repeat(500),
    'assets/lazy.js': 'c'.repeat(700),
    'assets/index.css': 'd'.repeat(400),
  }
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content)
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/lazy.ts'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/lazy.ts': { file: 'assets/lazy.js', imports: ['_shared.js'] },
  }
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  const sizes = measureSizes(dir)
  expect(sizes.firstRender.files).toBe(2)
  expect(sizes.firstRender.raw).toBe(1400)
  expect(sizes.firstRender.gzip).toBe(gzipSync(files['assets/index.js'], { level: 9 }).length + gzipSync(files['assets/shared.js'], { level: 9 }).length)
  expect(sizes.total.files).toBe(3)
  expect(sizes.total.raw).toBe(2100)
  expect(sizes.firstRender.brotli).toBeGreaterThan(0)
})

test('partOf: React, TanStack Query or the rest, by the package that holds a source', () => {
  expect(partOf('../../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react')
  expect(partOf('../node_modules/scheduler/cjs/scheduler.production.js')).toBe('react')
  expect(partOf('../node_modules/react/index.js')).toBe('react')
  expect(partOf('../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('tanstack')
  expect(partOf('../node_modules/react-query-helper/index.js')).toBe('rest')
  expect(partOf('../../headless/src/client.ts')).toBe('rest')
})

test("measureComposition: shares each first-render chunk's gzip out by the bytes its source map gives each part", () => {
  const build = mkdtempSync(join(tmpdir(), 'berth-bench-parts-'))
  try {
    mkdirSync(join(build, 'assets'))
    mkdirSync(join(build, '.vite'))
    // One line: 300 bytes from react-dom, 100 from TanStack, 200 from the app; a lazy chunk not counted.
    const code = 'r'.repeat(300) + 't'.repeat(100) + 'a'.repeat(200)
    const map = new SourceMapGenerator({ file: 'index.js' })
    const at = (column: number, source: string) => map.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source })
    at(0, '../node_modules/react-dom/index.js')
    at(300, '../node_modules/@tanstack/query-core/index.js')
    at(400, '../src/App.tsx')
    writeFileSync(join(build, 'assets/index.js'), code)
    writeFileSync(join(build, 'assets/index.js.map'), map.toString())
    writeFileSync(join(build, 'assets/lazy.js'), 'l'.repeat(500))
    writeFileSync(
      join(build, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/lazy.ts'] }, 'src/lazy.ts': { file: 'assets/lazy.js' } }),
    )
    const parts = measureComposition(build)
    const gzip = gzipSync(code, { level: 9 }).length
    expect(parts.react).toBeCloseTo(gzip / 2)
    expect(parts.tanstack).toBeCloseTo(gzip / 6)
    expect(parts.rest).toBeCloseTo(gzip / 3)
  } finally {
    rmSync(build, { recursive: true, force: true })
  }
})
