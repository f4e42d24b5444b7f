// `pnpm bench:lock [peer...]`: writes bench/peers/<peer>/package-lock.json, the whole dependency tree
// installPeers.ts installs with `npm ci`. Run it after editing a peer's package.json, and commit the lock.
// npm keeps the locked versions that still satisfy package.json; delete a lock to resolve it afresh.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PEERS } from './installPeers.ts'
import { peersSourceDir } from './paths.ts'

const names = process.argv.slice(2)
for (const name of names) if (!(PEERS as readonly string[]).includes(name)) throw new Error(`unknown peer ${name}; peers: ${PEERS.join(', ')}`)

for (const name of names.length > 0 ? names : PEERS) {
  const source = join(peersSourceDir, name)
  // In a scratch folder: resolving only, no node_modules, nothing written beside the pins but the lock.
  const dir = mkdtempSync(join(tmpdir(), `bench-lock-${name}-`))
  try {
    cpSync(join(source, 'package.json'), join(dir, 'package.json'))
    if (existsSync(join(source, 'package-lock.json'))) cpSync(join(source, 'package-lock.json'), join(dir, 'package-lock.json'))
    // The flags installPeers.ts installs with, so the lock is the tree npm ci accepts; no registry URLs
    // in the lock (integrity hashes pin the contents), whatever the local .npmrc says.
    const args = [
      'install',
      '--package-lock-only',
      '--no-audit',
      '--no-fund',
      '--legacy-peer-deps',
      '--ignore-scripts',
      '--loglevel=error',
      '--omit-lockfile-registry-resolved',
    ]
    const result = spawnSync('npm', args, { cwd: dir, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} for ${name} exited ${result.status}`)
    cpSync(join(dir, 'package-lock.json'), join(source, 'package-lock.json'))
    console.log(`locked ${name}: bench/peers/${name}/package-lock.json`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
