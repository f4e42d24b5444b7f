import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core'
import { isLoopbackHost } from '../../support/loopback.js'
import { walletDriver, type DevnetWalletConfig, type WalletDriver } from './wallet.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
/** Built by the browser suite's global setup (`pnpm --filter @berth/devnet build:wallet`). */
export const WALLET_BUNDLE = join(root, 'devnet/dist/wallet.iife.js')

/** What a page may load: loopback hosts and in-page URLs. Everything else is aborted and recorded. */
export function isLoopbackUrl(url: string): boolean {
  return /^(data|blob|about):/i.test(url) || isLoopbackHost(url)
}

export interface OutsideRequest {
  url: string
  method: string
  /** 'document', 'fetch', 'script', 'websocket' ... */
  resourceType: string
  /** URL of the page that made it. */
  from: string
}

export interface PageError {
  /** 'console' for console.error(...), 'pageerror' for an uncaught exception or rejection. */
  kind: 'console' | 'pageerror'
  text: string
  url: string
}

export interface NewWalletPageOptions {
  /** false: no wallet in the page. Otherwise the config the wallet reads, {} for its defaults. */
  wallet?: false | DevnetWalletConfig
  /** Cookies and localStorage to start from (a path or an object, as Playwright takes them). */
  storageState?: BrowserContextOptions['storageState']
  /** Anything else for browser.newContext (viewport, locale, colorScheme ...). */
  contextOptions?: Omit<BrowserContextOptions, 'storageState'>
}

export interface WalletPage {
  context: BrowserContext
  page: Page
  /** Drives the Devnet Wallet in `page` (see walletDriver(page) for another page). */
  wallet: WalletDriver
  /** Requests (HTTP and WebSocket) to hosts other than loopback: aborted, and listed here. */
  outsideRequests(): OutsideRequest[]
  /** Returns the outside requests recorded so far and forgets them (for tests that provoke one). */
  takeOutsideRequests(): OutsideRequest[]
  /** console.error messages and uncaught page errors, in every page of the context. */
  errors(): PageError[]
  consoleErrors(): PageError[]
  /** Uncaught exceptions and rejections: any of them fails the test after it (see closeSessionsAndAssert). */
  pageErrors(): PageError[]
  /** Returns the page errors recorded so far and forgets them (for a test that provokes one and checks it). */
  takePageErrors(): PageError[]
  close(): Promise<void>
}

let walletSource: string | undefined
function walletBundle(): string {
  walletSource ??= readFileSync(WALLET_BUNDLE, 'utf8')
  return walletSource
}

/** Every session still open; the afterEach guard checks and closes them. */
export const openSessions = new Set<WalletPage>()

/**
 * A fresh browser context and page: outside requests blocked and recorded, console and page
 * errors collected, and (unless `wallet: false`) the Devnet Wallet injected before any page
 * script runs, with its config global set first.
 */
export async function newWalletPage(browser: Browser, options: NewWalletPageOptions = {}): Promise<WalletPage> {
  const { wallet = {}, storageState, contextOptions } = options
  const context = await browser.newContext({ ...contextOptions, ...(storageState ? { storageState } : {}) })
  const outside: OutsideRequest[] = []
  const errors: PageError[] = []

  // Registered first, so it runs last: a test's own routes still see requests before this one.
  await context.route('**/*', async (route) => {
    const request = route.request()
    if (isLoopbackUrl(request.url())) return route.fallback()
    outside.push({ url: request.url(), method: request.method(), resourceType: request.resourceType(), from: frameUrl(request) })
    return route.abort('blockedbyclient')
  })
  await context.routeWebSocket(
    () => true,
    (ws) => {
      if (isLoopbackUrl(ws.url())) return ws.connectToServer()
      outside.push({ url: ws.url(), method: 'GET', resourceType: 'websocket', from: '' })
      return ws.close({ code: 1008, reason: 'outside network blocked by the test harness' })
    },
  )

  if (wallet !== false) {
    // One script, config first: the order of separate init scripts is not guaranteed.
    await context.addInitScript({
      content: `window.__berthDevnetWalletConfig = ${JSON.stringify(wallet)};\n${walletBundle()}\n//# sourceURL=berth-devnet-wallet.iife.js`,
    })
  }

  const watch = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push({ kind: 'console', text: message.text(), url: page.url() })
    })
    page.on('pageerror', (error) => errors.push({ kind: 'pageerror', text: error.stack || error.message, url: page.url() }))
  }
  context.on('page', watch)
  const page = await context.newPage()

  const session: WalletPage = {
    context,
    page,
    wallet: walletDriver(page),
    outsideRequests: () => [...outside],
    takeOutsideRequests: () => outside.splice(0, outside.length),
    errors: () => [...errors],
    consoleErrors: () => errors.filter((e) => e.kind === 'console'),
    pageErrors: () => errors.filter((e) => e.kind === 'pageerror'),
    takePageErrors() {
      const taken = errors.filter((e) => e.kind === 'pageerror')
      const kept = errors.filter((e) => e.kind !== 'pageerror')
      errors.splice(0, errors.length, ...kept)
      return taken
    },
    async close() {
      openSessions.delete(session)
      await context.close().catch(() => {})
    },
  }
  openSessions.add(session)
  return session
}

function frameUrl(request: { frame(): { url(): string } }): string {
  try {
    return request.frame().url()
  } catch {
    return '' // service worker or a request without a frame
  }
}

/** Throws, listing them, if any session recorded an outside request. */
export function assertNoOutsideRequests(sessions: Iterable<WalletPage> = openSessions): void {
  const found = [...sessions].flatMap((s) => s.outsideRequests())
  if (found.length === 0) return
  const list = found.map((r) => `  ${r.method} ${r.url} (${r.resourceType}${r.from ? ` from ${r.from}` : ''})`).join('\n')
  throw new Error(`the page tried to reach ${found.length} non-loopback URL(s); they were blocked:\n${list}`)
}

/** Throws, listing them, if any session recorded an uncaught exception or rejection in one of its pages. */
export function assertNoPageErrors(sessions: Iterable<WalletPage> = openSessions): void {
  const found = [...sessions].flatMap((s) => s.pageErrors())
  if (found.length === 0) return
  const list = found.map((e) => `  on ${e.url}:\n    ${e.text.split('\n').join('\n    ')}`).join('\n')
  throw new Error(`${found.length} uncaught error(s) in the page:\n${list}`)
}

/**
 * Closes every open session, then fails if any of them had recorded an outside request or an
 * uncaught page error (both are listed when both happened).
 */
export async function closeSessionsAndAssert(): Promise<void> {
  const sessions = [...openSessions]
  await Promise.all(sessions.map((s) => s.close()))
  const problems = [assertNoOutsideRequests, assertNoPageErrors].flatMap((check) => {
    try {
      check(sessions)
      return []
    } catch (error) {
      return [(error as Error).message]
    }
  })
  if (problems.length > 0) throw new Error(problems.join('\n'))
}
