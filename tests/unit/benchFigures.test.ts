// The bench's figures (bench/stats.ts, bench/measureSizes.ts): medians over runs that may have
// produced nothing, and the first-render closure read from a Vite manifest. No timing here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, expect, test } from 'vitest'
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
  const files = { 'assets/index.js': 'a'.repeat(900), 'assets/shared.js': 'b'.repeat(500), 'assets/lazy.js': 'c'.repeat(700), 'assets/index.css': 'd'.repeat(400) }
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
