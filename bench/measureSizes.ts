// JavaScript sizes from a build's Vite manifest: what the first render needs (the HTML entry and
// every chunk it imports statically, as .size-limit.cjs counts examples/modal's first load) and all
// of the build's JavaScript. gzip level 9 and brotli quality 11, as a host would serve them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
// Imports here name no .ts: tests/unit reads this file under the root tsconfig, which forbids it.
import { measureComposition, type Composition } from './measureComposition'
import { firstRenderFiles } from './viteManifest'

export interface Sizes {
  firstRender: { files: number; raw: number; gzip: number; brotli: number }
  total: { files: number; raw: number; gzip: number; brotli: number }
  /** The first render's gzip bytes by part (React, TanStack Query, the rest). */
  firstRenderParts: Composition
}

function measure(dir: string, files: Iterable<string>) {
  const sum = { files: 0, raw: 0, gzip: 0, brotli: 0 }
  for (const file of files) {
    if (!file.endsWith('.js')) continue
    const content = readFileSync(join(dir, file))
    sum.files++
    sum.raw += content.length
    sum.gzip += gzipSync(content, { level: 9 }).length
    sum.brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }).length
  }
  return sum
}

/**
 * Sizes of a build, kept beside it (.bench-sizes.json) while the build is: brotli 11 over megabytes
 * takes a while. `awaited`: chunks the page loads before its first render besides the entry's static imports.
 */
export function measureSizes(dir: string, awaited: readonly string[] = []): Sizes {
  const cache = join(dir, '.bench-sizes.json')
  const stamp = join(dir, '.bench-build')
  const key = existsSync(stamp) ? `${readFileSync(stamp, 'utf8')}${awaited.join(',')}` : undefined
  if (key && existsSync(cache)) {
    const cached = JSON.parse(readFileSync(cache, 'utf8')) as { key: string; sizes: Sizes }
    if (cached.key === key) return cached.sizes
  }
  const sizes = measureBuild(dir, awaited)
  if (key) writeFileSync(cache, JSON.stringify({ key, sizes }))
  return sizes
}

function measureBuild(dir: string, awaited: readonly string[]): Sizes {
  const allJs = readdirSync(join(dir, 'assets')).map((file) => `assets/${file}`)
  return { firstRender: measure(dir, firstRenderFiles(dir, awaited)), total: measure(dir, allJs), firstRenderParts: measureComposition(dir, awaited) }
}
