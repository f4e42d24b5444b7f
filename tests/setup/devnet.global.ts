// globalSetup of the integration and browser suites: the devnet (anvil 31337 on :8545 and 31338
// on :8546, Berth Solana Devnet on :8899/:8900, Berth Bitcoin Regtest on :3002, the API and the relay), started once per vitest run however many suites list this file, and stopped after
// the last of them. Vitest imports a globalSetup once per project, so the shared state lives on
// globalThis of the main vitest process. Chains already answering with the right id (or genesis
// hash, for Solana) of a running `npm run dev` are reused, not restarted.
import type { TestProject } from 'vitest/node'
import { probeBitcoinEsplora, probeSolanaRpc, startDevnet } from '@berth/devnet'
import { probeChainId } from '../../scripts/lib/proc.mjs'

type Devnet = Awaited<ReturnType<typeof startDevnet>>
interface Shared {
  refs: number
  starting?: Promise<Devnet>
  watchdog?: ReturnType<typeof setInterval>
}

const KEY = Symbol.for('berth.tests.devnet')
const registry = globalThis as Record<symbol, unknown>
registry[KEY] ??= { refs: 0 } satisfies Shared
const shared = registry[KEY] as Shared

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.refs++
  if (!shared.starting) {
    const t = Date.now()
    // Records in memory: every run starts from the same empty API state.
    shared.starting = startDevnet({ reuseRunning: true, api: { dataDir: null }, log: (line: string) => console.log(`[devnet] ${line}`) })
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
  project.provide('devnetApiUrl', devnet.api?.url ?? '')
  project.provide('devnetRelayUrl', devnet.relay?.url ?? '')
  project.provide('devnetSolanaWsUrl', devnet.solana?.wsUrl ?? '')
  for (const [name, url] of Object.entries(devnet.urls)) process.env[`BERTH_DEVNET_${name.replace(/\W+/g, '_').toUpperCase()}`] = url

  shared.watchdog ??= watch(devnet.urls)

  let released = false
  return async () => {
    if (released) return
    released = true
    shared.refs--
    if (shared.refs > 0) return
    shared.starting = undefined
    clearInterval(shared.watchdog)
    shared.watchdog = undefined
    await devnet.stop()
  }
}

/**
 * Says so, once, when a chain stops answering during the run: tests then fail with "fetch
 * failed" or ECONNREFUSED, and this line tells why and when.
 */
function watch(urls: Record<string, string>): ReturnType<typeof setInterval> {
  const down = new Set<string>()
  const timer = setInterval(() => {
    for (const [key, url] of Object.entries(urls)) {
      const answers = key.startsWith('solana:')
        ? probeSolanaRpc(url, 1500).then((probe) => probe === 'devnet-solana')
        : key.startsWith('bip122:')
          ? probeBitcoinEsplora(url, 1500).then((probe) => probe === 'devnet-bitcoin')
          : probeChainId(url, 1500).then((id) => id !== undefined)
      void answers.then((up) => {
        if (!up && !down.has(key)) {
          down.add(key)
          console.error(`[devnet] ${key} at ${url} stopped answering (${new Date().toISOString()})`)
        } else if (up && down.delete(key)) {
          console.error(`[devnet] ${key} at ${url} answers again`)
        }
      })
    }
  }, 2000)
  timer.unref()
  return timer
}
