#!/usr/bin/env node
// `npm run dev` after bootstrap (scripts/run.mjs): the devnet, the example app's vite dev server
// and the Devnet Mobile Wallet's in the foreground, their output prefixed, one block with the URLs
// once all answer. Ctrl-C (or SIGTERM) stops them, with everything they started (anvil, esbuild ...).
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { exitCodeOf, pnpmCommand, probeChainId, sleep, spawnGroup, stopGroup, waitForHttp } from './lib/proc.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const pnpm = pnpmCommand()
const EXAMPLE_URL = 'http://127.0.0.1:5173'
// The WalletConnect wallet web app the devnet listing links to (its webapp_link): "the phone".
const MOBILE_WALLET_URL = 'http://127.0.0.1:5174'
const CHAINS = [
  { name: 'Berth Devnet', chainId: 31337, url: 'http://127.0.0.1:8545' },
  { name: 'Berth Devnet L2', chainId: 31338, url: 'http://127.0.0.1:8546' },
]

const children = new Map() // label -> child
const devnetUrls = new Set()
let stopping

function start(label, args) {
  const child = spawnGroup(pnpm[0], [...pnpm.slice(1), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(process.stdout.isTTY && !('FORCE_COLOR' in process.env) ? { FORCE_COLOR: '1' } : {}) },
  })
  children.set(label, child)
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => {
      out.write(`[${label}] ${line}\n`)
      if (label === 'devnet') for (const m of line.matchAll(/\b(?:https?|wss?):\/\/[^\s'",)]+/g)) devnetUrls.add(m[0])
    })
  }
  void exitCodeOf(child).then((code) => {
    children.delete(label)
    if (!stopping) {
      console.error(`\n[dev] ${label} exited (code ${code}): stopping the rest.`)
      void shutdown(code === 0 ? 1 : code)
    }
  })
  return child
}

async function shutdown(code) {
  stopping ??= (async () => {
    await Promise.all([...children.values()].map((child) => stopGroup(child, { signal: 'SIGINT', graceMs: 5000 })))
    process.exit(code)
  })()
  return stopping
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.log(`\n[dev] ${signal}: stopping the devnet, the example app and the mobile wallet…`)
    void shutdown(0)
  })
}

async function answersAsMobileWallet(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    return (await response.text()).includes('<title>Devnet Mobile Wallet</title>')
  } catch {
    return false
  }
}

/** The devnet's services besides the chains (their fixed loopback addresses), and how to know they are up. */
const SERVICES = [
  { name: 'data + wallet-provider API', url: 'http://127.0.0.1:8787', health: 'http://127.0.0.1:8787/devnet/health' },
  { name: 'WalletConnect relay', url: 'ws://127.0.0.1:8555', health: 'http://127.0.0.1:8555/devnet/relay/health' },
  { name: 'Berth Solana Devnet', url: 'http://127.0.0.1:8899', health: 'http://127.0.0.1:8899/health' },
  // Served by the same process as the JSON-RPC above: up when it is.
  { name: 'Berth Solana Devnet PubSub', url: 'ws://127.0.0.1:8900', health: 'http://127.0.0.1:8899/health' },
  { name: 'Berth Bitcoin Regtest', url: 'http://127.0.0.1:3002', health: 'http://127.0.0.1:3002/devnet/health' },
  { name: 'Devnet Ramp (on-ramp)', url: 'http://localhost:8791', health: 'http://localhost:8791/devnet/ramp/health' },
  { name: 'Devnet Mail inbox', url: 'http://127.0.0.1:8794', health: 'http://127.0.0.1:8794/devnet/mail/health' },
  // Served by the same process as the inbox above: up when it is.
  { name: 'Devnet Mail SMTP', url: 'smtp://127.0.0.1:2525', health: 'http://127.0.0.1:8794/devnet/mail/health' },
  { name: 'Devnet Farcaster (sign-in)', url: 'http://127.0.0.1:8793', health: 'http://127.0.0.1:8793/devnet/farcaster/health' },
  { name: 'Devnet social logins (OIDC)', url: 'http://localhost:8792', health: 'http://localhost:8792/devnet/oidc/health' },
  { name: 'Embedded wallet frame', url: 'http://localhost:8790', health: 'http://localhost:8790/devnet/frame/health' },
]

// ---- start ----------------------------------------------------------------------------------
for (const chain of CHAINS) {
  const id = await probeChainId(chain.url)
  if (id !== undefined) console.log(`[dev] note: ${chain.url} already answers (chain ${id}); the devnet will report what it does about it.`)
}

start('devnet', ['--filter', '@berth/devnet', 'start', '--reuse-running'])

const hasExample = existsSync(join(root, 'examples/modal/index.html'))
if (hasExample) start('example', ['--filter', '@berth/example-modal', 'dev'])
else console.log('[dev] examples/modal has no index.html yet: starting the devnet only.')
// Its address is fixed (the listing links there), so a copy already serving it (a browser test
// run's preview) is used as it is, the way running chains are.
const mobileWalletRunning = await answersAsMobileWallet(MOBILE_WALLET_URL)
if (mobileWalletRunning) console.log(`[dev] note: the Devnet Mobile Wallet already answers on ${MOBILE_WALLET_URL}; using that one.`)
else start('mobile-wallet', ['--filter', '@berth/devnet', 'dev:mobile-wallet'])

// ---- wait until everything answers, then print the block -----------------------------------
try {
  const deadline = Date.now() + 120_000
  for (const chain of CHAINS) {
    while ((await probeChainId(chain.url)) !== chain.chainId) {
      if (stopping) await new Promise(() => {})
      if (Date.now() > deadline) throw new Error(`${chain.url} did not answer eth_chainId ${chain.chainId} within 120 s`)
      await sleep(200)
    }
  }
  // The API's first start builds its database (up to ~30 s on 2 cores); the relay is quick.
  for (const service of SERVICES) await waitForHttp(service.health, { timeoutMs: Math.max(5000, deadline - Date.now()), isAlive: () => children.has('devnet') })
  if (hasExample) await waitForHttp(EXAMPLE_URL, { timeoutMs: Math.max(5000, deadline - Date.now()), isAlive: () => children.has('example') })
  if (!mobileWalletRunning)
    await waitForHttp(MOBILE_WALLET_URL, { timeoutMs: Math.max(5000, deadline - Date.now()), isAlive: () => children.has('mobile-wallet') })
} catch (error) {
  if (!stopping) {
    console.error(`[dev] ${error.message}`)
    await shutdown(1)
  }
}
if (stopping) await new Promise(() => {})
await sleep(300) // let the devnet print its own lines first

const known = new Set([...CHAINS.map((c) => c.url), ...SERVICES.map((s) => s.url), EXAMPLE_URL, MOBILE_WALLET_URL])
const others = [...devnetUrls].map((u) => u.replace(/\/$/, '')).filter((u) => !known.has(u) && !u.includes('/devnet/'))
const lines = [
  'Berth is running',
  '',
  hasExample ? `  example app (examples/modal)   ${EXAMPLE_URL}` : '  example app                    (not built yet: examples/modal/index.html is missing)',
  `  ${'Devnet Mobile Wallet'.padEnd(30)} ${MOBILE_WALLET_URL}`,
  ...CHAINS.map((c) => `  ${`${c.name}, chain ${c.chainId}`.padEnd(30)} ${c.url}`),
  ...SERVICES.map((s) => `  ${s.name.padEnd(30)} ${s.url}`),
  ...[...new Set(others)].map((u) => `  ${'devnet'.padEnd(30)} ${u}`),
  '',
  'Ctrl-C stops everything.',
]
const width = Math.max(...lines.map((l) => l.length)) + 2
console.log(`\n┌${'─'.repeat(width)}┐\n${lines.map((l) => `│ ${l.padEnd(width - 1)}│`).join('\n')}\n└${'─'.repeat(width)}┘\n`)
