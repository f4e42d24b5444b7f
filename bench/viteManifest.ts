// A Vite build's manifest: which chunks the HTML entry loads before its first render.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}

/** The JavaScript files the first render loads: the HTML entry and its static imports. */
export function firstRenderFiles(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entries = Object.keys(manifest).filter((key) => key.endsWith('index.html'))
  return [...staticClosure(manifest, entries)].filter((file) => file.endsWith('.js'))
}
