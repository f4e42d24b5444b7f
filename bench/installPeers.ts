// Installs each peer's pinned dependency tree (bench/peers/<name>/package.json and its committed
// package-lock.json, written by `pnpm bench:lock`) with `npm ci` into
// bench/.cache/peers/<name>-<hash of both files>: a second run with the same pins reuses it.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { peerInstallsDir, peersSourceDir } from './paths.ts'

const MARKER = '.bench-installed'

/** The files an install is made from: the direct pins and the lock that pins everything below them. */
const PIN_FILES = ['package.json', 'package-lock.json'] as const

export function peerInstallDir(name: string): string {
  const lock = join(peersSourceDir, name, 'package-lock.json')
  // Without the lock npm would resolve the transitive versions afresh, and they drift.
  if (!existsSync(lock)) throw new Error(`${lock} is missing: run \`pnpm bench:lock\` (bench/lockPeers.ts) and commit it`)
  const hash = createHash('sha256')
  for (const file of PIN_FILES) hash.update(readFileSync(join(peersSourceDir, name, file)))
  return join(peerInstallsDir, `${name}-${hash.digest('hex').slice(0, 12)}`)
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited ${code}\n${output.slice(-4000)}`))))
  })
}

/** Installs (or reuses) one peer; returns its folder, with the peer's sources copied in fresh. */
export async function installPeer(name: string, log: (line: string) => void): Promise<string> {
  const dir = peerInstallDir(name)
  if (!existsSync(join(dir, 'node_modules', MARKER))) {
    const started = Date.now()
    // Installs of older pins of this peer go: one cached install a peer.
    if (existsSync(peerInstallsDir)) {
      for (const old of readdirSync(peerInstallsDir)) if (old.startsWith(`${name}-`)) rmSync(join(peerInstallsDir, old), { recursive: true, force: true })
    }
    mkdirSync(dir, { recursive: true })
    for (const file of PIN_FILES) cpSync(join(peersSourceDir, name, file), join(dir, file))
    log(`installing ${name} (npm ci, locked versions) into ${dir}`)
    // npm ci installs exactly the lock and fails if it no longer matches package.json (rerun bench:lock).
    // Scripts off: native add-ons (bufferutil, keccak...) are not what a browser bundle uses.
    await run('npm', ['ci', '--no-audit', '--no-fund', '--legacy-peer-deps', '--ignore-scripts', '--loglevel=error', '--prefer-offline'], dir)
    writeFileSync(join(dir, 'node_modules', MARKER), new Date().toISOString())
    log(`installed ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // The sources are tiny and committed: copy them on every run so edits are picked up.
  for (const file of ['index.html', 'main.tsx']) cpSync(join(peersSourceDir, name, file), join(dir, file))
  return dir
}

export const PEERS = ['baseline', 'appkit', 'rainbowkit', 'connectkit', 'wagmi'] as const

/** Each peer's pinned dependencies, as bench/peers/<peer>/package.json gives them. */
export function peerVersions(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    PEERS.map((name) => [
      name,
      (JSON.parse(readFileSync(join(peersSourceDir, name, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies,
    ]),
  )
}
export type PeerName = (typeof PEERS)[number]

export async function installPeers(log: (line: string) => void): Promise<Record<PeerName, string>> {
  const dirs = await Promise.all(PEERS.map((name) => installPeer(name, log)))
  return Object.fromEntries(PEERS.map((name, i) => [name, dirs[i]!])) as Record<PeerName, string>
}
