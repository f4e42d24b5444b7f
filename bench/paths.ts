// Where the bench reads and writes. Everything it produces lives under bench/.cache (gitignored).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const benchDir = dirname(fileURLToPath(import.meta.url))
export const repoRoot = join(benchDir, '..')
export const cacheDir = join(benchDir, '.cache')
/** Peer installs: one folder a peer, named by the hash of its package.json and package-lock.json. */
export const peerInstallsDir = join(cacheDir, 'peers')
/** Vite builds, one folder an app. */
export const buildsDir = join(cacheDir, 'builds')
export const resultsDir = join(benchDir, 'results')
export const peersSourceDir = join(benchDir, 'peers')
