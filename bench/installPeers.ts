// Installs each peer's pinned dependencies (bench/peers/<name>/package.json) with npm into
// bench/.cache/peers/<name>-<hash of that package.json>: a second run with the same pins reuses it.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { peerInstallsDir, peersSourceDir } from './paths.ts'

const MARKER = '.bench-installed'

export function peerInstallDir(name: string): string {
  const manifest = readFileSync(join(peersSourceDir, name, 'package.json'))
  const key = createHash('sha256').update(manifest).digest('hex').slice(0, 12)
  return join(peerInstallsDir, `${name}-${key}`)
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
    cpSync(join(peersSourceDir, name, 'package.json'), join(dir, 'package.json'))
    log(`installing ${name} (npm, pinned versions) into ${dir}`)
    // Scripts off: native add-ons (bufferutil, keccak...) are not what a browser bundle uses.
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--legacy-peer-deps', '--ignore-scripts', '--loglevel=error', '--no-package-lock'], dir)
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
    PEERS.map((name) => [name, (JSON.parse(readFileSync(join(peersSourceDir, name, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies]),
  )
}
export type PeerName = (typeof PEERS)[number]

export async function installPeers(log: (line: string) => void): Promise<Record<PeerName, string>> {
  const dirs = await Promise.all(PEERS.map((name) => installPeer(name, log)))
  return Object.fromEntries(PEERS.map((name, i) => [name, dirs[i]!])) as Record<PeerName, string>
}
