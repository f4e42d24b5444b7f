// Builds and packs the published packages as a registry would get them: `pnpm pack` runs each
// package's prepack (tsdown into dist/) and applies its publishConfig (the dist exports, main,
// types; workspace: ranges become semver ranges). Used by scripts/pack.mjs (`npm test`'s pack
// step) and by the consumers suite's global setup when no packed folder was handed to it.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pnpmCommand } from './proc.mjs'

/**
 * The published packages, in build order (ui-kit's types import headless's). `attwArgs`: the CSS
 * entry has no types to resolve, so arethetypeswrong leaves it out.
 */
export const PUBLISHED = [
  { name: '@berth/headless', dir: 'headless', attwArgs: [] },
  { name: '@berth/ui-kit', dir: 'ui-kit', attwArgs: ['--exclude-entrypoints', './styles.css'] },
]

/** The file a tarball of `name` gets from pnpm pack, without its version: `@berth/ui-kit` -> `berth-ui-kit-`. */
export function tarballPrefix(name) {
  return `${name.replace(/^@/, '').replace('/', '-')}-`
}

/** The tarball of `name` in `dir`, or undefined; throws when `dir` holds more than one version. */
export function findTarball(dir, name) {
  if (!existsSync(dir)) return undefined
  const prefix = tarballPrefix(name)
  const found = readdirSync(dir).filter((file) => file.startsWith(prefix) && /^\d/.test(file.slice(prefix.length)) && file.endsWith('.tgz'))
  if (found.length > 1) throw new Error(`${dir} holds several tarballs of ${name}: ${found.join(', ')}`)
  return found.length === 1 ? join(dir, found[0]) : undefined
}

/**
 * What a tarball may hold: package.json, README.md, LICENSE and dist/, and in dist/ no test,
 * story or testing fake. Returns one line per problem, [] when the list is right.
 */
export function tarballProblems(files) {
  const problems = []
  const inPackage = files.map((file) => file.replace(/^package\//, ''))
  for (const required of ['package.json', 'README.md', 'LICENSE']) {
    if (!inPackage.includes(required)) problems.push(`${required} is missing`)
  }
  if (!inPackage.some((file) => file.startsWith('dist/') && file.endsWith('.js'))) problems.push('dist/ holds no JavaScript')
  for (const file of inPackage) {
    if (file === 'package.json' || file === 'README.md' || file === 'LICENSE') continue
    if (!file.startsWith('dist/')) problems.push(`${file}: only dist/, README.md and LICENSE belong in the tarball`)
    else if (/\.(test|spec|stories)\.|(^|\/)(testing|__tests__)\//.test(file)) problems.push(`${file}: a test, story or testing fake`)
  }
  return problems
}

/** The paths inside a .tgz, as `tar` lists them. */
export function listTarball(path) {
  const result = spawnSync('tar', ['-tzf', path], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`tar -tzf ${path} failed: ${result.stderr}`)
  return result.stdout.split('\n').filter(Boolean)
}

/** Runs a command quietly (tsdown and pnpm pack list every file); the output shows only on failure. */
function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PNPM_CONFIG_PM_ON_FAIL: process.env.PNPM_CONFIG_PM_ON_FAIL ?? 'ignore' },
    })
    let output = ''
    const collect = (chunk) => {
      output += chunk
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output.slice(-4000)}`)),
    )
  })
}

/**
 * Packs every published package into `outDir` (emptied first) and returns their tarballs by
 * name. Throws when a build or pack fails, or when a tarball holds what it must not.
 */
export async function packPublished({ root, outDir, log }) {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const pnpm = pnpmCommand()
  const tarballs = {}
  for (const pkg of PUBLISHED) {
    const started = Date.now()
    await run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', outDir], join(root, pkg.dir))
    const tarball = findTarball(outDir, pkg.name)
    if (!tarball) throw new Error(`pnpm pack of ${pkg.name} left no tarball in ${outDir}`)
    const files = listTarball(tarball)
    const problems = tarballProblems(files)
    if (problems.length > 0) throw new Error(`${tarball}:\n  ${problems.join('\n  ')}`)
    tarballs[pkg.name] = tarball
    log?.(`[pack] ${pkg.name}: ${tarball}, ${files.length} files, built and packed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`)
  }
  return tarballs
}
