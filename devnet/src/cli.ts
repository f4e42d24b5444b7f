import { startDevnet } from './startDevnet'

// Ctrl-C reaches anvil too (same process group), but we still stop each child ourselves so a
// `kill -TERM <pid>` from a script cleans up just as well.
// --reuse-running adopts chains another devnet already serves instead of failing on the port.
async function main(): Promise<void> {
  const reuseRunning = process.argv.includes('--reuse-running')
  const devnet = await startDevnet({ reuseRunning, log: (line) => console.log(line) })
  let shuttingDown = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    shuttingDown = true
    console.log(`\n${signal}: stopping devnet`)
    devnet.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
  process.on('SIGHUP', shutdown)
  // Reused chains are not our children, so nothing else may keep the event loop alive.
  setInterval(() => {}, 1 << 30)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
