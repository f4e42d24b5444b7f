import { fileURLToPath } from 'node:url'

const entry = fileURLToPath(new URL('../page/main.ts', import.meta.url))

/**
 * Bundles the frame page (devnet/src/frame/page) into one browser script with vite, in memory: no
 * build step before `pnpm dev` or CI, a second or so in the background while the devnet starts.
 */
export async function buildFrameScript(): Promise<string> {
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
  const outputs = (Array.isArray(result) ? result : [result]) as { output?: { type: string; code?: string }[] }[]
  const chunk = outputs.flatMap((output) => output.output ?? []).find((item) => item.type === 'chunk')
  if (!chunk?.code) throw new Error('vite produced no frame script')
  return chunk.code
}

/** The script, built once on first use (startFrameServer starts it at once). */
export function frameScriptOnce(buildScript: () => Promise<string> = buildFrameScript): () => Promise<string> {
  let building: Promise<string> | undefined
  return () => {
    building ??= buildScript().catch((error: unknown) => {
      building = undefined
      throw error
    })
    return building
  }
}
