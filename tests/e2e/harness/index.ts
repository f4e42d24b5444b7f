// The browser-suite harness. A test file usually needs only:
//
//   const e2e = setupE2E()                       // browser per file, guard after each test
//   test('...', async () => {
//     const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
//     await page.goto(EXAMPLE_URL)
//     await wallet.waitForPending('eth_requestAccounts'); await wallet.approve()
//   })
import { createServer } from 'node:http'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.js'
import { closeSessionsAndAssert, newWalletPage, type NewWalletPageOptions, type WalletPage } from './session.js'

export { CHROMIUM_ARGS, EXAMPLE_URL, chromiumPath, launchBrowser } from './browser.js'
export {
  WALLET_BUNDLE,
  assertNoOutsideRequests,
  assertNoPageErrors,
  closeSessionsAndAssert,
  isLoopbackUrl,
  newWalletPage,
  openSessions,
  type NewWalletPageOptions,
  type OutsideRequest,
  type PageError,
  type WalletPage,
} from './session.js'
export { walletDriver, type DevnetWalletConfig, type DevnetWalletHandle, type PendingRequest, type WalletDriver } from './wallet.js'

/**
 * After each test: closes every page the test opened and fails the test if any of them tried to
 * reach a non-loopback host or had an uncaught error. setupE2E() installs it; call it yourself
 * only without setupE2E().
 */
export function guardSessions(): void {
  afterEach(closeSessionsAndAssert)
}

export interface E2E {
  readonly browser: Browser
  newWalletPage(options?: NewWalletPageOptions): Promise<WalletPage>
}

/** One Chromium for the file (beforeAll / afterAll) and the guard (outside requests, page errors) after each test. */
export function setupE2E(): E2E {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  guardSessions()
  afterAll(async () => {
    await browser?.close()
    browser = undefined
  })
  return {
    get browser() {
      if (!browser) throw new Error('the browser is launched in beforeAll: use e2e.browser inside a test or hook')
      return browser
    },
    newWalletPage(options) {
      return newWalletPage(this.browser, options)
    },
  }
}

/**
 * Serves `html` from a real HTTP server on 127.0.0.1 (an ephemeral port, one per test worker) and
 * opens it in the session's page, for tests that need a loopback origin but not the example app.
 * It must be a real server: Chromium puts a document fulfilled by page.route() in the public
 * address space, and its Local Network Access checks then block the page's calls to anvil.
 */
export async function openBlankPage(session: WalletPage, html = '<!doctype html><title>blank</title><body></body>'): Promise<string> {
  const base = await blankServer()
  const id = String(++blankPages)
  pages.set(id, html)
  const url = `${base}/${id}.html`
  await session.page.goto(url)
  return url
}

let blankPages = 0
const pages = new Map<string, string>()
let serving: Promise<string> | undefined
function blankServer(): Promise<string> {
  serving ??= new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      const html = pages.get(/^\/(\d+)\.html/.exec(req.url ?? '')?.[1] ?? '')
      res.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(html ?? 'not found')
    })
    server.unref() // never keeps a test worker alive
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address && typeof address === 'object') resolve(`http://127.0.0.1:${address.port}`)
      else reject(new Error('blank page server has no port'))
    })
  })
  return serving
}
