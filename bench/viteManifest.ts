// A Vite build's manifest: which chunks the HTML entry loads before its first render.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { staticClosure, type Manifest } from '../scripts/lib/viteManifest.cjs'

/** The JavaScript files the first render loads: the HTML entry and its static imports. */
export function firstRenderFiles(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entries = Object.keys(manifest).filter((key) => key.endsWith('index.html'))
  return [...staticClosure(manifest, entries)].filter((file) => file.endsWith('.js'))
}
