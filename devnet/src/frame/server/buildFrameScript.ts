import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const entry = fileURLToPath(new URL('../page/main.ts', import.meta.url))
/** devnet/.data/frame (git-ignored): the bundled page and the hashes of the files it was built from. */
export const FRAME_BUILD_DIR = fileURLToPath(new URL('../../../.data/frame', import.meta.url))

interface BuildRecord {
  /** Every module in the bundle, with the SHA-256 of its content when it was built. */
  modules: Record<string, string>
}

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex')

/** Bundles the frame page (devnet/src/frame/page) into one browser script with vite, in memory; also the modules it read. */
export async function bundleFrameScript(): Promise<{ code: string; moduleIds: string[] }> {
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'BerthDevnetFrame', fileName: () => 'frame.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: { type: string; code?: string; moduleIds?: string[] }[] }[]
  const chunk = outputs.flatMap((output) => output.output ?? []).find((item) => item.type === 'chunk')
  if (!chunk?.code) throw new Error('vite produced no frame script')
  return { code: chunk.code, moduleIds: (chunk.moduleIds ?? []).filter((id) => !id.startsWith('\0')) }
}

async function unchanged(record: BuildRecord): Promise<boolean> {
  const entries = Object.entries(record.modules)
  if (entries.length === 0) return false
  const current = await Promise.all(entries.map(([path]) => readFile(path).then(sha256, () => undefined)))
  return entries.every(([, hash], index) => current[index] === hash)
}

/**
 * The frame page's script: the one in `dir` when none of the files it was built from changed, else
 * bundled again with vite (a few seconds) and kept there for the next start. No build step before
 * `pnpm dev` or CI.
 */
export async function buildFrameScript(dir: string = FRAME_BUILD_DIR): Promise<string> {
  const scriptFile = join(dir, 'frame.js')
  const recordFile = join(dir, 'frame.build.json')
  try {
    const record = JSON.parse(await readFile(recordFile, 'utf8')) as BuildRecord
    if (await unchanged(record)) return await readFile(scriptFile, 'utf8')
  } catch {
    // No build yet, or an unreadable one: build.
  }
  const { code, moduleIds } = await bundleFrameScript()
  const modules = Object.fromEntries(await Promise.all(moduleIds.map(async (id) => [id, sha256(await readFile(id))] as const)))
  await mkdir(dir, { recursive: true })
  await writeFile(scriptFile, code)
  await writeFile(recordFile, JSON.stringify({ modules } satisfies BuildRecord))
  return code
}

/** The script, built once on first use (startFrameServer starts it at once). */
export function frameScriptOnce(buildScript: () => Promise<string> = () => buildFrameScript()): () => Promise<string> {
  let building: Promise<string> | undefined
  return () => {
    building ??= buildScript().catch((error: unknown) => {
      building = undefined
      throw error
    })
    return building
  }
}
