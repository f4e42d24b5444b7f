// A Vite build's manifest: which chunks the HTML entry loads before its first render.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chunkKey, staticClosure, type Manifest } from '../scripts/lib/viteManifest.cjs'

/**
 * The JavaScript files the first render loads: the HTML entry and its static imports, and the
 * chunks under `awaited` (manifest keys ending so: dynamic imports the page awaits before it
 * renders) with theirs. Throws when one of `awaited` is not in the build, so a renamed module
 * cannot silently drop out of the figure.
 */
export function firstRenderFiles(dir: string, awaited: readonly string[] = []): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entries = [...Object.keys(manifest).filter((key) => key.endsWith('index.html')), ...awaited.map((suffix) => chunkKey(manifest, suffix))]
  return [...staticClosure(manifest, entries)].filter((file) => file.endsWith('.js'))
}
