#!/usr/bin/env node
// `pnpm imports`: the import rules of .dependency-cruiser.cjs over headless, ui-kit and the examples.
//
// .dependency-cruiser-known-violations.json lists violations that exist today and are being
// removed. The list only shrinks: the check fails on any violation not in it, and on any entry in
// it that no longer happens (remove the entry, so the same import cannot come back unnoticed).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PATHS = ['headless/src', 'ui-kit/src', 'examples']
const KNOWN = join(root, '.dependency-cruiser-known-violations.json')

const run = spawnSync(process.execPath, [join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...PATHS, '--output-type', 'json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
})
let result
try {
  result = JSON.parse(run.stdout)
} catch {
  process.stderr.write(run.stderr)
  console.error(`dependency-cruiser failed (exit ${run.status}) before reporting`)
  process.exit(2)
}

const keyOf = (v) => `${v.rule.name}: ${v.from} → ${v.to}`
const comments = new Map(result.summary.ruleSetUsed.forbidden.map((r) => [r.name, r.comment]))
const found = result.summary.violations.map((v) => ({ key: keyOf(v), rule: v.rule.name }))
const known = new Set(existsSync(KNOWN) ? JSON.parse(readFileSync(KNOWN, 'utf8')).map(keyOf) : [])

const fresh = found.filter((v) => !known.has(v.key))
const stale = [...known].filter((k) => !found.some((v) => v.key === k))

for (const v of fresh) console.log(`  error ${v.key}\n        ${comments.get(v.rule) ?? ''}`)
for (const k of stale) console.log(`  error no longer happens, remove it from .dependency-cruiser-known-violations.json: ${k}`)
const { totalCruised, totalDependenciesCruised } = result.summary
const knownLeft = found.length - fresh.length
console.log(
  `${fresh.length + stale.length === 0 ? 'ok' : 'FAILED'}: ${fresh.length} new violation(s), ${stale.length} stale known one(s), ${knownLeft} known left; ` +
    `${totalCruised} modules, ${totalDependenciesCruised} imports checked`,
)
process.exit(fresh.length + stale.length === 0 ? 0 : 1)
