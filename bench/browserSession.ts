// One Debian Chromium for the whole bench, and a fresh context per measured visit: the probe and
// the Bench Wallet injected before any page script, every request to a non-loopback host refused
// (page.route abort) or left hanging (never answered; WebSockets accepted and never spoken to), and
// every request logged with whether the user had clicked yet.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
// The browser suite's Chromium and flags (background connections off, as this closed network wants).
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/harness/browser.ts'
import { applyThrottling, DESKTOP, type DeviceProfile } from './deviceProfiles.ts'
import { probeScript, type ProbeConfig } from './pageProbe.ts'
import { benchDir } from './paths.ts'

/**
 * refused: every non-loopback request aborted (connection refused); Berth's devnet API is up.
 * hanging: every non-loopback request, and Berth's devnet API and relay, never answered.
 */
export type OutsideMode = 'refused' | 'hanging'

/** Anvil account 0, the account the Bench Wallet holds. */
export const BENCH_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const WALLET_NAME = 'Bench Wallet'

export const PROBE_CONFIG: ProbeConfig = {
  button: 'Connect Wallet',
  wallet: WALLET_NAME,
  pending: ['Connecting…', 'Connecting...'],
  addressStart: BENCH_ACCOUNT.slice(0, 4),
  addressEnd: BENCH_ACCOUNT.slice(-4),
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH`)
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true })
}

const isLoopback = (url: string) => {
  try {
    const host = new URL(url).hostname
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]'
  } catch {
    return true // data:, blob:
  }
}

export interface LoggedRequest {
  url: string
  kind: 'page' | 'loopback-api' | 'outside'
  afterClick: boolean
}

export interface BenchPage {
  context: BrowserContext
  page: Page
  requests: LoggedRequest[]
  /** From now on requests count as made after the user's click. */
  markClick(): void
  errors: string[]
  close(): Promise<void>
}

export async function newBenchPage(
  browser: Browser,
  options: { pageUrl: string; mode: OutsideMode; authorised: boolean; rpcUrls: Record<string, string>; apiOrigins?: string[]; profile?: DeviceProfile },
): Promise<BenchPage> {
  const profile = options.profile ?? DESKTOP
  const context = await browser.newContext({ ...profile.context, ignoreHTTPSErrors: true })
  const requests: LoggedRequest[] = []
  const errors: string[] = []
  let clicked = false
  const pageOrigin = new URL(options.pageUrl).origin
  const kindOf = (url: string): LoggedRequest['kind'] => (!isLoopback(url) ? 'outside' : url.startsWith(pageOrigin) ? 'page' : 'loopback-api')

  // Hanging also takes down the APIs Berth's pages use (its devnet API and relay, on loopback), so
  // that each library meets its own services hanging; the chains' RPC stays up for everyone.
  const hung = (url: string) => options.mode === 'hanging' && (options.apiOrigins ?? []).some((origin) => url.startsWith(origin))
  await context.route(
    (url) => !isLoopback(url.href) || hung(url.href),
    async (route) => {
      if (options.mode === 'refused') await route.abort('connectionrefused')
      // hanging: never answered (the request stays pending until the context closes)
    },
  )
  await context.routeWebSocket(
    (url) => !isLoopback(url.href) || hung(url.href),
    (ws) => {
      if (options.mode === 'refused') void ws.close({ code: 1011, reason: 'refused by the bench' })
      // hanging: accepted by Playwright's mock and never answered
    },
  )
  context.on('request', (request) => requests.push({ url: request.url(), kind: kindOf(request.url()), afterClick: clicked }))
  context.on('weberror', (error) => errors.push(error.error().message))

  const wallet = readFileSync(join(benchDir, 'browser/wallet.js'), 'utf8')
  const walletConfig = {
    account: BENCH_ACCOUNT,
    authorised: options.authorised,
    chainId: '0x7a69',
    rpcUrls: options.rpcUrls,
    name: WALLET_NAME,
    rdns: 'dev.berth.bench',
  }
  // One script, probe first: the order of separate init scripts is not guaranteed.
  await context.addInitScript({
    content: `${probeScript(PROBE_CONFIG)}\n${wallet}\nbenchWallet(${JSON.stringify(walletConfig)});`,
  })
  const page = await context.newPage()
  await applyThrottling(page, profile)
  page.on('websocket', (ws) => requests.push({ url: ws.url(), kind: kindOf(ws.url()), afterClick: clicked }))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return {
    context,
    page,
    requests,
    errors,
    markClick: () => (clicked = true),
    close: () => context.close().catch(() => {}),
  }
}

/** Waits until the probe has recorded this mark; its time (ms since navigation start), or undefined on timeout. */
export async function waitForMark(page: Page, name: string, timeoutMs: number): Promise<number | undefined> {
  try {
    const handle = await page.waitForFunction((mark) => (window as unknown as { __bench?: { marks: Record<string, number> } }).__bench?.marks[mark], name, {
      timeout: timeoutMs,
      polling: 50,
    })
    return (await handle.jsonValue()) as number
  } catch {
    return undefined
  }
}

export async function readProbe(page: Page) {
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: { marks: Record<string, number>; longTasks: { start: number; duration: number }[]; maxRows(): number } })
      .__bench
    return { marks: { ...bench.marks }, longTasks: [...bench.longTasks], maxRows: bench.maxRows() }
  })
}
