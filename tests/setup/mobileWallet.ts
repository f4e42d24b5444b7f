// The Devnet Mobile Wallet for the browser suite, on its fixed address (the listing's webapp_link,
// so the modal's "Open Devnet Mobile Wallet" link leads there): a running `npm run dev` copy is
// reused, otherwise the built app is served with `vite preview`. Used by browser.global.ts.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exitCodeOf, spawnGroup, stopGroup, waitForHttp } from '../../scripts/lib/proc.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const MOBILE_WALLET_URL = 'http://127.0.0.1:5174'
const TITLE = '<title>Devnet Mobile Wallet</title>'

/** 'wallet' when the Devnet Mobile Wallet answers, 'other' for anything else that answers, 'none' when nothing does. */
async function probe(): Promise<'wallet' | 'other' | 'none'> {
  try {
    const response = await fetch(`${MOBILE_WALLET_URL}/`, { signal: AbortSignal.timeout(1500) })
    return (await response.text()).includes(TITLE) ? 'wallet' : 'other'
  } catch (error) {
    // Refused: the port is free. A timeout means something holds it without answering.
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'none' : 'other'
  }
}

/** Serves the wallet (or finds it served) and returns how to stop what this started. */
export async function serveMobileWallet(build: () => Promise<void>): Promise<{ url: string; stop: () => Promise<void> }> {
  const found = await probe()
  if (found === 'wallet') {
    console.log(`[browser setup] reusing the Devnet Mobile Wallet already served at ${MOBILE_WALLET_URL}`)
    return { url: MOBILE_WALLET_URL, stop: async () => {} }
  }
  if (found === 'other') {
    throw new Error(
      `${MOBILE_WALLET_URL} answers, but not with the Devnet Mobile Wallet. The browser tests need that port ` +
        "(it is the wallet listing's webapp_link): stop whatever serves it and run the tests again.",
    )
  }
  await build()
  const preview = spawnGroup(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'preview', '--config', 'vite.mobile-wallet.config.ts'],
    // In vitest's process group, like the example's preview: a Ctrl-C reaches it.
    { cwd: join(root, 'devnet'), stdio: ['ignore', 'ignore', 'inherit'], detached: false },
  )
  let exited = false
  void exitCodeOf(preview).then(() => (exited = true))
  try {
    await waitForHttp(`${MOBILE_WALLET_URL}/`, { timeoutMs: 30_000, isAlive: () => !exited })
  } catch (error) {
    await stopGroup(preview, { graceMs: 2000 })
    throw new Error(`vite preview of the Devnet Mobile Wallet on ${MOBILE_WALLET_URL} did not start: ${(error as Error).message}`)
  }
  console.log(`[browser setup] Devnet Mobile Wallet served at ${MOBILE_WALLET_URL}`)
  return { url: MOBILE_WALLET_URL, stop: () => stopGroup(preview, { signal: 'SIGTERM', graceMs: 3000 }) }
}
