import type { ChildProcess } from 'node:child_process'

const live = new Set<ChildProcess>()
let exitHookInstalled = false

/**
 * Every anvil we spawn is tracked here so that it dies with us: 'exit' runs on normal exit,
 * process.exit() and uncaught exceptions, and only synchronous work is possible there, hence
 * SIGKILL. (A SIGKILL of this process itself cannot be caught; see the README.)
 */
export function trackChild(child: ChildProcess): void {
  live.add(child)
  child.once('exit', () => live.delete(child))
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', killAllSync)
  }
}

function killAllSync(): void {
  for (const child of live) {
    try {
      child.kill('SIGKILL')
    } catch {
      // Already gone: nothing to clean up.
    }
  }
  live.clear()
}
