import { startDevnet } from './startDevnet'

// Usage: tsx src/cli.ts [--reuse-running]
// --reuse-running adopts chains another devnet already serves instead of failing on the port.
//
// Signal handlers go in before anything starts: a signal during startup must still stop the
// anvils already spawned, and a non-interactive shell's background job ignores SIGINT unless
// we handle it ourselves.
const reuseRunning = process.argv.includes('--reuse-running')
const starting = startDevnet({ reuseRunning, log: (line) => console.log(line) })
let shuttingDown = false

function shutdown(signal: NodeJS.Signals): void {
  if (shuttingDown) return
  shuttingDown = true
  console.log(`\n${signal}: stopping devnet`)
  starting
    .then((devnet) => devnet.stop())
    // A failed start already stopped what it had started; nothing more to do.
    .catch(() => {})
    .then(() => process.exit(0))
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown)

starting.then(
  // Reused chains are not our children, so nothing else may keep the event loop alive.
  () => setInterval(() => {}, 1 << 30),
  (error: unknown) => {
    if (shuttingDown) return
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
