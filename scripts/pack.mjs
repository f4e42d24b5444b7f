#!/usr/bin/env node
// `node scripts/pack.mjs [outDir]` (`pnpm pack:packages`): builds and packs @berth/headless and
// @berth/ui-kit into outDir (default .pack/), checks what each tarball holds, and prints their
// paths. `npm test` runs it once; publint, arethetypeswrong and the consumer apps use its tarballs.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packPublished } from './lib/pack.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = resolve(process.argv[2] ?? join(root, '.pack'))

try {
  const tarballs = await packPublished({ root, outDir, log: (text) => process.stdout.write(text) })
  for (const [name, path] of Object.entries(tarballs)) console.log(`${name}\t${path}`)
} catch (error) {
  console.error(`[pack] ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
