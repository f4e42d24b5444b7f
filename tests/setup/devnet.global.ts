// globalSetup of the integration and browser suites: the devnet (anvil 31337 on :8545 and 31338
// on :8546), started once per vitest run however many suites list this file, and stopped after
// the last of them. Vitest imports a globalSetup once per project, so the shared state lives on
// globalThis of the main vitest process. Chains already answering with the right id (a running
// `npm run dev`) are reused, not restarted.
import type { TestProject } from 'vitest/node'
import { startDevnet } from '@berth/devnet'

type Devnet = Awaited<ReturnType<typeof startDevnet>>
interface Shared {
  refs: number
  starting?: Promise<Devnet>
}

const KEY = Symbol.for('berth.tests.devnet')
const shared: Shared = ((globalThis as Record<symbol, unknown>)[KEY] as Shared | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = { refs: 0 } as Shared)

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.refs++
  if (!shared.starting) {
    const t = Date.now()
    shared.starting = startDevnet({ reuseRunning: true, log: (line: string) => console.log(`[devnet] ${line}`) })
    shared.starting.then(
      () => console.log(`[devnet] ready in ${Date.now() - t} ms`),
      () => {},
    )
  }
  let devnet: Devnet
  try {
    devnet = await shared.starting
  } catch (error) {
    shared.refs--
    shared.starting = undefined
    throw error
  }
  project.provide('devnetUrls', devnet.urls)
  for (const [name, url] of Object.entries(devnet.urls)) process.env[`BERTH_DEVNET_${name.replace(/\W+/g, '_').toUpperCase()}`] = url

  let released = false
  return async () => {
    if (released) return
    released = true
    shared.refs--
    if (shared.refs > 0) return
    shared.starting = undefined
    await devnet.stop()
  }
}
