// Builds every page with the same Vite settings (React plugin, es2022, manifest, hidden source maps,
// chunks named by hash, no module-preload polyfill, the first load in one chunk: examples/modal's production settings) into
// bench/.cache/builds/<app>. Berth's pages are always rebuilt; a peer's build is reused while its
// install folder (its pinned versions) and its sources are unchanged.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import type { AppSpec } from './apps.ts'
import { buildsDir, repoRoot } from './paths.ts'

// The workspace's Vite and React plugin (the versions examples/modal builds with).
const requireFromExample = createRequire(join(repoRoot, 'examples/modal/package.json'))
const vite: typeof import('vite') = await import(requireFromExample.resolve('vite'))
const react = (await import(requireFromExample.resolve('@vitejs/plugin-react'))).default as () => import('vite').PluginOption

export const VITE_VERSION: string = vite.version

export interface BuiltApp {
  spec: AppSpec
  dir: string
  seconds: number
  reused: boolean
}

/** Changed whenever the build settings below change, so no peer build made with other settings is reused. */
const SETTINGS = 'es2022+manifest+hidden-maps+hash-names+no-preload-polyfill+first-load-one-chunk'

function sourceKey(root: string): string {
  const hash = createHash('sha256').update(VITE_VERSION).update(SETTINGS).update(basename(root))
  for (const file of ['index.html', 'main.tsx']) hash.update(readFileSync(join(root, file)))
  return hash.digest('hex').slice(0, 16)
}

export async function buildApp(spec: AppSpec, root: string, env: Record<string, string>, log: (line: string) => void): Promise<BuiltApp> {
  const outDir = join(buildsDir, spec.name)
  const stamp = join(outDir, '.bench-build')
  const key = 'peer' in spec.source ? sourceKey(root) : undefined
  if (key && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return { spec, dir: outDir, seconds: 0, reused: true }
  rmSync(stamp, { force: true })
  const started = Date.now()
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  Object.assign(process.env, env, { NODE_ENV: 'production' })
  try {
    await vite.build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'error',
      plugins: [react()],
      // Hidden maps: measureComposition reads them; the served files carry no comment pointing at them.
      // Chunks named by a 7-character hash, no module-preload polyfill, and the first load in one
      // chunk, as examples/modal ships (its vite.config.ts says why): every page gets the same, so each
      // page's preload tables shrink alike and none pays a request per shared module before its first render.
      build: {
        target: 'es2022',
        manifest: true,
        sourcemap: 'hidden',
        outDir,
        emptyOutDir: true,
        reportCompressedSize: false,
        modulePreload: { polyfill: false },
        rollupOptions: {
          output: {
            chunkFileNames: 'assets/[hash:7].js',
            entryFileNames: 'assets/[name]-[hash:7].js',
            codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
          },
        },
      },
    })
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  if (key) writeFileSync(stamp, key)
  const seconds = (Date.now() - started) / 1000
  log(`built ${spec.name} in ${seconds.toFixed(1)} s`)
  return { spec, dir: outDir, seconds, reused: false }
}
