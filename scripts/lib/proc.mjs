// Process helpers shared by scripts/*.mjs and the vitest global setups. Plain Node ESM, no deps:
// this runs before `pnpm install`.
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'

/** How to run pnpm: set by scripts/run.mjs (`pnpm` or `npx -y pnpm@X`), as a JSON array. */
export function pnpmCommand() {
  try {
    const parsed = JSON.parse(process.env.BERTH_PNPM ?? '')
    if (Array.isArray(parsed) && parsed.length > 0) return parsed
  } catch {
    // not set: plain pnpm from PATH
  }
  return ['pnpm']
}

/**
 * Spawns a command in its own process group (detached), so that the whole tree under it
 * (pnpm -> tsx -> node -> anvil, vite -> esbuild ...) can be signalled and killed at once.
 * With `detached: false` the child stays in our group (so a Ctrl-C on the terminal, or a kill of
 * our group, reaches it too) and the helpers below signal the child alone.
 */
export function spawnGroup(cmd, args, options = {}) {
  const detached = options.detached ?? process.platform !== 'win32'
  const child = spawn(cmd, args, { stdio: 'inherit', ...options, detached })
  if (detached) leaders.add(child)
  groups.add(child)
  child.once('exit', () => groups.delete(child))
  installExitHook()
  return child
}

const groups = new Set()
const leaders = new WeakSet()
let exitHookInstalled = false
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // Last resort: whatever is still alive when this process exits dies with it.
  process.once('exit', () => {
    for (const child of groups) signalGroup(child, 'SIGKILL')
  })
}

/** Sends a signal to a child's whole process group; never throws. */
export function signalGroup(child, signal) {
  if (!child.pid) return
  try {
    process.kill(leaders.has(child) ? -child.pid : child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
  }
}

/** True while any process of the group is alive (the leader may be gone already). */
export function groupAlive(child) {
  if (!child.pid) return false
  if (!leaders.has(child)) return child.exitCode === null && child.signalCode === null
  try {
    process.kill(-child.pid, 0)
  } catch {
    return false
  }
  // kill(-pgid, 0) also succeeds for zombies nobody reaps: look closer where /proc tells.
  try {
    return readdirSync('/proc').some((entry) => {
      if (!/^\d+$/.test(entry)) return false
      const stat = procStat(Number(entry))
      return stat?.pgrp === child.pid && stat.state !== 'Z' && stat.state !== 'X'
    })
  } catch {
    return true
  }
}

/**
 * Stops a child and everything under it: `signal` to its process group and to every descendant
 * (pnpm 12 runs package scripts in process groups of their own, and Playwright starts Chromium
 * in its own session, so the group alone does not cover the tree), SIGKILL to whatever is left
 * after `graceMs`. Resolves when all of them are gone. Safe to call more than once.
 */
export async function stopGroup(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  const tree = new Set(child.pid ? [child.pid, ...descendants(child.pid)] : [])
  const anyAlive = () => groupAlive(child) || [...tree].some(pidAlive)
  if (!anyAlive()) return
  signalGroup(child, signal)
  for (const pid of tree) if (pid !== child.pid) kill(pid, signal)
  const deadline = Date.now() + graceMs
  while (anyAlive() && Date.now() < deadline) await sleep(50)
  if (!anyAlive()) return
  for (const pid of [...tree]) for (const d of descendants(pid)) tree.add(d)
  signalGroup(child, 'SIGKILL')
  for (const pid of tree) kill(pid, 'SIGKILL')
  const hard = Date.now() + 2000
  while (anyAlive() && Date.now() < hard) await sleep(50)
}

function kill(pid, signal) {
  try {
    process.kill(pid, signal)
  } catch {
    // gone
  }
}

/** Alive and not a zombie (a zombie has exited; its parent just has not reaped it yet). */
function pidAlive(pid) {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  const stat = procStat(pid)
  return stat ? stat.state !== 'Z' && stat.state !== 'X' : true
}

function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, ppid, pgrp] = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { state, ppid: Number(ppid), pgrp: Number(pgrp) }
  } catch {
    return undefined
  }
}

/** Every process below `pid`, from /proc (Linux); empty where /proc is not there. */
export function descendants(pid) {
  let entries
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const byParent = new Map()
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const stat = procStat(Number(entry))
    if (!stat) continue
    const list = byParent.get(stat.ppid) ?? []
    list.push(Number(entry))
    byParent.set(stat.ppid, list)
  }
  const found = []
  const queue = [pid]
  while (queue.length) {
    for (const c of byParent.get(queue.shift()) ?? []) {
      found.push(c)
      queue.push(c)
    }
  }
  return found
}

/** Resolves with the exit code (128 + n for a signal) of a child. */
export function exitCodeOf(child) {
  return new Promise((resolve) => {
    const done = (code, signal) => resolve(code ?? (signal ? 128 + (signalNumbers[signal] ?? 1) : 1))
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode, child.signalCode)
    else {
      child.once('exit', done)
      child.once('error', () => resolve(127))
    }
  })
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 }

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `url` until it answers any HTTP status, or throws after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 30_000, isAlive = () => true, init } = {}) {
  const deadline = Date.now() + timeoutMs
  let lastError
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process serving ${url} exited before it answered`)
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(1000) })
      await res.arrayBuffer().catch(() => {})
      return res
    } catch (error) {
      lastError = error
    }
    await sleep(150)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError?.cause?.code ?? lastError?.message ?? 'no answer'})`)
}

/** Asks a JSON-RPC endpoint for eth_chainId; the number, or undefined when nothing answers. */
export async function probeChainId(url, timeoutMs = 800) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = await res.json()
    return typeof body?.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    return undefined
  }
}
