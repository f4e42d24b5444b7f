// The timed scenarios, each a fresh browser context unless said otherwise, on a device profile
// (deviceProfiles.ts). Times are the page's own (performance.now(); input times are the events'
// timeStamps), so Playwright's round trips are not in them. Before a click the pointer rests on the
// button for HOVER_MS, as a mouse user's does (Berth starts loading its modal on hover; the peers'
// modals are already loaded); a tap on the phone profile comes with no hover before it.
import type { Browser, Page } from 'playwright-core'
import type { AppSpec } from './apps.ts'
import { newBenchPage, readProbe, waitForMark, WALLET_NAME, type BenchPage, type OutsideMode } from './browserSession.ts'
import { DESKTOP, type DeviceProfile } from './deviceProfiles.ts'

export const HOVER_MS = 100
/** How long the page sits after its button shows before the user clicks (desktop). */
export const SETTLE_MS = 500
// A phone page (CPU 4× slower, 1.6 Mbps) takes up to 12 s to its button: AppKit's does.
const BUTTON_TIMEOUT_MS = 30_000
const WALLET_TIMEOUT_MS = 10_000

export interface VisitResult {
  navToButton?: number
  clickToWallet?: number
  /** Inline pages: click on the wallet to the address shown. */
  clickToConnected?: number
  longTaskCount: number
  longTaskMs: number
  requestsBeforeClick: { page: number; loopbackApi: number; outside: number }
  outsideTotal: number
  /** The outside hosts the page asked for, click or not. */
  outsideHosts: string[]
  errors: string[]
}

interface Target {
  browser: Browser
  app: AppSpec
  url: string
  rpcUrls: Record<string, string>
  /** Berth's API and relay origins, hung in the 'hanging' mode. */
  apiOrigins: string[]
  profile?: DeviceProfile
}

const openPage = (target: Target, mode: OutsideMode, authorised: boolean) =>
  newBenchPage(target.browser, {
    pageUrl: target.url,
    mode,
    authorised,
    rpcUrls: target.rpcUrls,
    apiOrigins: target.apiOrigins,
    profile: target.profile ?? DESKTOP,
  })

const connectButton = (page: Page) => page.getByText('Connect Wallet', { exact: true }).first()
const walletEntry = (page: Page) => page.getByText(WALLET_NAME, { exact: true }).filter({ visible: true }).first()

/** A mouse user's click (hover first), or a tap on a touch profile. Times count from the click event either way. */
async function humanClick(session: BenchPage, locator: ReturnType<Page['getByText']>, profile: DeviceProfile) {
  if (!profile.touch) {
    await locator.hover({ timeout: 5000 })
    await session.page.waitForTimeout(HOVER_MS)
  }
  // A tap goes straight to the touchscreen at the element's centre: Playwright's own tap first runs
  // its actionability checks inside the page, some 130 ms late on a CPU slowed 4×.
  const box = profile.touch ? await locator.boundingBox({ timeout: 5000 }) : null
  await session.page.evaluate(() => (window as unknown as { __bench: { arm(t: string): void } }).__bench.arm('click'))
  session.markClick()
  if (box) await session.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  else await locator.click({ timeout: 5000 })
}

function countRequests(session: BenchPage) {
  const before = session.requests.filter((r) => !r.afterClick)
  return {
    page: before.filter((r) => r.kind === 'page').length,
    loopbackApi: before.filter((r) => r.kind === 'loopback-api').length,
    outside: before.filter((r) => r.kind === 'outside').length,
  }
}

/**
 * A first visit: navigation to the button, then, `clickAfterMs` after the button showed, (modal
 * pages) click to the installed wallet in the modal, or (inline pages) click on it to connected.
 */
export async function firstVisit(target: Target, mode: OutsideMode, clickAfterMs = SETTLE_MS): Promise<VisitResult> {
  const profile = target.profile ?? DESKTOP
  const session = await openPage(target, mode, false)
  try {
    await session.page.goto(target.url, { waitUntil: 'commit' })
    const shownMark = target.app.kind === 'inline' ? 'wallet' : 'button'
    const navToButton = await waitForMark(session.page, shownMark, BUTTON_TIMEOUT_MS)
    const result: VisitResult = {
      navToButton,
      longTaskCount: 0,
      longTaskMs: 0,
      requestsBeforeClick: { page: 0, loopbackApi: 0, outside: 0 },
      outsideTotal: 0,
      outsideHosts: [],
      errors: session.errors,
    }
    if (navToButton !== undefined) {
      await session.page.waitForTimeout(clickAfterMs)
      result.requestsBeforeClick = countRequests(session)
      if (target.app.kind === 'modal') {
        await humanClick(session, connectButton(session.page), profile)
        const shown = await waitForMark(session.page, 'wallet', WALLET_TIMEOUT_MS)
        const { marks } = await readProbe(session.page)
        if (shown !== undefined && marks.click !== undefined) result.clickToWallet = shown - marks.click
      } else if (target.app.kind === 'inline') {
        await humanClick(session, walletEntry(session.page), profile)
        const connected = await waitForMark(session.page, 'connected', WALLET_TIMEOUT_MS)
        const { marks } = await readProbe(session.page)
        if (connected !== undefined && marks.click !== undefined) result.clickToConnected = connected - marks.click
      }
    }
    const { longTasks } = await readProbe(session.page)
    result.longTaskCount = longTasks.length
    result.longTaskMs = longTasks.reduce((sum, task) => sum + task.duration, 0)
    const outside = session.requests.filter((r) => r.kind === 'outside')
    result.outsideTotal = outside.length
    result.outsideHosts = [...new Set(outside.map((r) => new URL(r.url).host))].sort()
    return result
  } finally {
    await session.close()
  }
}

export interface ReloadResult {
  /** Navigation start to the address shown. */
  navToConnected?: number
  /** The button (in any state) first shown. */
  navToButton?: number
  /** Address shown minus button shown: 0 when the first button already shows the address. */
  connectedAfterButton?: number
  /** The "Connect Wallet" label was seen before the address (a flash of the disconnected state). */
  flashedDisconnected: boolean
}

/** Connects once through the page's own UI with the Bench Wallet, then reloads `runs` times in the same context. */
export async function reloads(target: Target, runs: number, log: (line: string) => void): Promise<ReloadResult[]> {
  const session = await openPage(target, 'refused', true)
  const results: ReloadResult[] = []
  try {
    const { page } = session
    await page.goto(target.url, { waitUntil: 'commit' })
    if (target.app.kind === 'modal') {
      if ((await waitForMark(page, 'button', BUTTON_TIMEOUT_MS)) === undefined) throw new Error('no button')
      // A library may reconnect an authorised wallet by itself: give it the time to.
      await page.waitForTimeout(SETTLE_MS)
      if ((await readProbe(page)).marks.connected === undefined) {
        await connectButton(page).click({ timeout: 5000 })
        await walletEntry(page).click({ timeout: WALLET_TIMEOUT_MS })
      }
    } else {
      if ((await waitForMark(page, 'wallet', BUTTON_TIMEOUT_MS)) === undefined && (await readProbe(page)).marks.connected === undefined)
        throw new Error('no wallet list')
      await page.waitForTimeout(SETTLE_MS)
      if ((await readProbe(page)).marks.connected === undefined) await walletEntry(page).click({ timeout: 5000 })
    }
    if ((await waitForMark(page, 'connected', WALLET_TIMEOUT_MS)) === undefined) throw new Error('did not connect')
    await page.keyboard.press('Escape').catch(() => {})
    await page.waitForTimeout(500) // let the library store the connection
    for (let i = 0; i < runs; i++) {
      await page.reload({ waitUntil: 'commit' })
      const connected = await waitForMark(page, 'connected', WALLET_TIMEOUT_MS)
      const { marks } = await readProbe(page)
      const button = target.app.kind === 'inline' ? Math.min(marks.wallet ?? Infinity, marks.connected ?? Infinity) : marks.button
      results.push({
        navToConnected: connected,
        navToButton: Number.isFinite(button) ? button : undefined,
        connectedAfterButton: connected !== undefined && button !== undefined && Number.isFinite(button) ? connected - button : undefined,
        flashedDisconnected: marks.connectButton !== undefined && (connected === undefined || marks.connectButton < connected),
      })
      await page.waitForTimeout(300)
    }
  } catch (error) {
    log(`reload ${target.app.name}: ${(error as Error).message}`)
  } finally {
    await session.close()
  }
  return results
}

export interface AllWalletsResult {
  clickToFirstRows?: number
  keystrokeToRows?: number
  maxRows: number
}

const ROWS = '[aria-label="All wallets"] li'

/** Berth's AllWallets over the 2,000-wallet listing: open it, scroll it, one keystroke of search. */
export async function allWallets(target: Target): Promise<AllWalletsResult> {
  const profile = target.profile ?? DESKTOP
  const session = await openPage(target, 'refused', false)
  const { page } = session
  try {
    await page.goto(target.url, { waitUntil: 'commit' })
    await waitForMark(page, 'button', BUTTON_TIMEOUT_MS)
    await connectButton(page).click({ timeout: 5000 })
    const open = page.getByRole('button', { name: 'All Wallets' })
    await open.waitFor({ timeout: WALLET_TIMEOUT_MS })
    await page.evaluate(
      (rows) => (window as unknown as { __bench: { watchRows(n: string, s: string, p: string): void } }).__bench.watchRows('rows', rows, '.'),
      ROWS,
    )
    await humanClick(session, open, profile)
    const rows = await waitForMark(page, 'rows', WALLET_TIMEOUT_MS)
    const result: AllWalletsResult = { maxRows: 0 }
    let marks = (await readProbe(page)).marks
    if (rows !== undefined && marks.click !== undefined) result.clickToFirstRows = rows - marks.click
    // Scroll to the end a few times: pages load, the window of rendered rows moves.
    const scroller = page.locator('[data-slot="virtual-list"]').first()
    for (let step = 0; step < 8; step++) {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight })).catch(() => {})
      await page.waitForTimeout(120)
    }
    await scroller.evaluate((element) => element.scrollTo({ top: 0 })).catch(() => {})
    const search = page.getByRole('searchbox', { name: 'Search wallets' })
    await search.click({ timeout: 5000 })
    await page.waitForTimeout(200)
    await page.evaluate((rows) => {
      const bench = (
        window as unknown as { __bench: { watchRows(n: string, s: string, p: string, d?: string): void; rowLabels(s: string): string; arm(t: string): void } }
      ).__bench
      bench.watchRows('searched', rows, 'z', bench.rowLabels(rows))
      bench.arm('keydown')
    }, ROWS)
    await page.keyboard.press('z')
    const searched = await waitForMark(page, 'searched', WALLET_TIMEOUT_MS)
    const probe = await readProbe(page)
    marks = probe.marks
    if (searched !== undefined && marks.keydown !== undefined) result.keystrokeToRows = searched - marks.keydown
    result.maxRows = probe.maxRows
    return result
  } finally {
    await session.close()
  }
}

/** `runs` AllWallets visits over the 2,000-wallet listing the bench API serves meanwhile; a failed run counts with no rows. */
export async function allWalletsRuns(
  target: Target,
  runs: number,
  backend: { setListing(walletCount: number | null): Promise<void> },
  log: (line: string) => void,
): Promise<AllWalletsResult[]> {
  const results: AllWalletsResult[] = []
  await backend.setListing(2000)
  try {
    for (let run = 1; run <= runs; run++)
      results.push(
        await allWallets(target).catch((error) => {
          log(`allWallets: ${(error as Error).message}`)
          return { maxRows: 0 }
        }),
      )
  } finally {
    await backend.setListing(null)
  }
  return results
}
