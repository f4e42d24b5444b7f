// The modal's accessibility in the example app, in Chromium against the devnet: connecting with
// the keyboard alone (Tab, Enter, the arrow keys in the wallet list, Escape, focus back on the
// button), the connection status announced through live regions, and no open, close or view
// animation when the visitor asks for reduced motion.
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, until } from './harness/modal.js'

const e2e = setupE2E()

interface Focused {
  slot: string | null
  /** A list row's label, else the element's text. */
  name: string
  inDialog: boolean
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement
    return {
      slot: element?.getAttribute('data-slot') ?? null,
      name: (element?.querySelector('[data-slot="list-item-label"]')?.textContent ?? element?.textContent ?? '').trim(),
      inDialog: element?.closest('[role="dialog"]') != null,
    }
  })

/**
 * Waits until the focused element is what `accept` wants: the dialog gives focus back when it has
 * unmounted, a moment after it leaves the page, so the check waits on that, not on the removal.
 */
const focusReaches = (page: Page, accept: (f: Focused) => boolean): Promise<Focused> => until(() => focused(page), accept)

/** Presses Tab until `accept` holds for the focused element (at most `max` times). */
async function tabUntil(page: Page, accept: (f: Focused) => boolean, what: string, max = 25): Promise<Focused> {
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (accept(now)) return now
    seen.push(`${now.slot ?? '?'}:${now.name.slice(0, 20)}`)
  }
  throw new Error(`Tab never reached ${what}; focus went through ${seen.join(' | ')}`)
}

/** The wallet rows of Connect, in order, by label. */
const walletRows = (page: Page) =>
  dialog(page)
    .locator('[data-slot="connect"] button[data-slot="list-item"]')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('[data-slot="list-item-label"]')?.textContent ?? ''))

test('keyboard only: Tab to Connect, Enter opens, arrows pick the Devnet Wallet, Enter connects; Escape and a close from the modal return focus to the button', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())

  await tabUntil(page, (f) => f.slot === 'connect-button', 'the Connect button')
  await page.keyboard.press('Enter')
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  expect((await focusReaches(page, (f) => f.inDialog)).inDialog, 'focus moves into the dialog').toBe(true)
  // Escape closes, and focus is back on the button that opened the modal.
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  expect((await focusReaches(page, (f) => f.slot === 'connect-button')).slot).toBe('connect-button')

  await page.keyboard.press('Enter')
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  // The installed wallets show at once; the recommended ones follow when the listing answers.
  const rows = await until(
    () => walletRows(page),
    (names) => names.length > 2,
  )
  expect(rows).toContain('Devnet Wallet')
  await tabUntil(page, (f) => f.slot === 'list-item' && f.inDialog, 'a wallet row')
  await page.keyboard.press('End')
  expect((await focused(page)).name).toBe(rows.at(-1))
  await page.keyboard.press('ArrowUp')
  expect((await focused(page)).name).toBe(rows.at(-2))
  await page.keyboard.press('Home')
  expect((await focused(page)).name).toBe(rows[0])
  await page.keyboard.press('ArrowDown')
  expect((await focused(page)).name).toBe(rows[1])
  await page.keyboard.press('Home')
  for (let i = 0; i < rows.indexOf('Devnet Wallet'); i++) await page.keyboard.press('ArrowDown')
  expect((await focused(page)).name).toBe('Devnet Wallet')

  await page.keyboard.press('Enter')
  await dialog(page).getByText('Continue in Devnet Wallet').waitFor()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  const [address] = await wallet.accounts()
  const short = `${address!.slice(0, 6)}…${address!.slice(-4)}`
  expect(await connectButton(page).textContent()).toBe(short)

  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  expect(await focusReaches(page, (f) => f.slot === 'connect-button')).toMatchObject({ slot: 'connect-button', name: short })

  // Closed by the modal itself (Disconnect closes it): focus goes back to the button too.
  await page.keyboard.press('Enter')
  await dialog(page).locator('[data-slot="account"]').waitFor()
  await tabUntil(page, (f) => f.inDialog && f.name === 'Disconnect', 'Disconnect')
  await page.keyboard.press('Enter')
  await dialog(page).waitFor({ state: 'detached' })
  await until(
    () => connectButton(page).textContent(),
    (text) => text === 'Connect Wallet',
  )
  expect((await focusReaches(page, (f) => f.slot === 'connect-button')).slot).toBe('connect-button')
})

test('the connection status is announced: the modal live region says Connecting…, then Not connected or Connected; the view says why', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl())
  await connectButton(page).click()
  const announcer = dialog(page).locator('[data-slot="modal-announcer"]')
  expect(await announcer.getAttribute('aria-live')).toBe('polite')
  expect(await announcer.getAttribute('role')).toBe('status')
  // Mark the region: the same element (not a new one) must carry every announcement.
  await announcer.evaluate((element) => element.setAttribute('data-test-mark', '1'))

  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await until(
    () => announcer.textContent(),
    (text) => text === 'Connecting…',
  )
  // The view's own status region, present while the wallet is asked, then says what happened.
  const viewStatus = dialog(page).locator('[data-slot="connecting-external"] .berth-connecting__text[role="status"]')
  expect(await viewStatus.getAttribute('aria-live')).toBe('polite')
  expect(await viewStatus.textContent()).toContain('Continue in Devnet Wallet')
  await viewStatus.evaluate((element) => element.setAttribute('data-test-mark', '1'))

  await wallet.waitForPending('eth_requestAccounts')
  await wallet.reject()
  await until(
    () => viewStatus.textContent(),
    (text) => (text ?? '').includes('Connection rejected'),
  )
  expect(await viewStatus.getAttribute('data-test-mark')).toBe('1')
  await until(
    () => announcer.textContent(),
    (text) => text === 'Not connected',
  )

  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await until(
    () => announcer.textContent(),
    (text) => text === 'Connecting…',
  )
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  const [address] = await wallet.accounts()
  await until(
    () => announcer.textContent(),
    (text) => text === `Connected ${address!.slice(0, 6)}…${address!.slice(-4)}`,
  )
  expect(await announcer.getAttribute('data-test-mark')).toBe('1')
  await dialog(page).locator('[data-slot="account"]').waitFor()
})

/** The motion of the modal's parts: computed animation names and the title's transition. */
const motion = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector)
      if (!element) throw new Error(`${selector} is not in the page`)
      return getComputedStyle(element)
    }
    const modal = style('.berth-modal')
    return {
      overlay: style('.berth-modal-overlay').animationName,
      modal: modal.animationName,
      view: style('.berth-view').animationName,
      title: style('.berth-modal__title').transitionDuration,
      // Animations of the modal (not the spinners' turning) that are still running.
      running: document
        .getAnimations()
        .filter((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target
          return a.playState === 'running' && target?.closest('.berth-modal-root') && !target.closest('.berth-spinner')
        })
        .map((a) => `${(a as CSSAnimation).animationName ?? 'transition'} on ${((a.effect as KeyframeEffect).target as Element).className}`),
    }
  })

test('with prefers-reduced-motion: reduce the modal opens, changes view and closes without animation; without it, it animates', async () => {
  const reduced = await e2e.newWalletPage({ wallet: { autoApprove: false }, contextOptions: { reducedMotion: 'reduce' } })
  const page = reduced.page
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  expect(await motion(page)).toEqual({ overlay: 'none', modal: 'none', view: 'none', title: '0s', running: [] })

  // A view change (Connect -> All Wallets) does not fade either.
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page).locator('[data-view="AllWallets"]').waitFor()
  expect(await motion(page)).toEqual({ overlay: 'none', modal: 'none', view: 'none', title: '0s', running: [] })

  // Rows change colour on hover at once; the connecting view's spinner fades in place instead of
  // turning: nothing on the page moves.
  expect(
    await dialog(page)
      .locator('.berth-list-item')
      .first()
      .evaluate((row) => getComputedStyle(row).transitionDuration),
  ).toBe('0s')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await dialog(page).getByRole('status', { name: 'Waiting for Devnet Wallet' }).waitFor()
  expect(
    await page.evaluate(() =>
      document
        .getAnimations()
        .map(
          (a) =>
            `${(a as CSSAnimation).animationName}: ${(a.effect as KeyframeEffect).getKeyframes().some((k) => k.transform !== undefined) ? 'moves' : 'still'}`,
        ),
    ),
  ).toEqual(['berth-pulse: still'])

  // Closing: the dialog goes at once, nothing left fading out. (A hidden copy stays, built ahead
  // for the next opening: display none, no animation.)
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached', timeout: 1000 })
  expect(await page.locator('.berth-modal-overlay').evaluateAll((overlays) => overlays.filter((overlay) => overlay.checkVisibility()).length)).toBe(0)
  expect(
    await page.evaluate(
      () =>
        document.getAnimations().filter((a) => a.playState === 'running' && (a.effect as KeyframeEffect | null)?.target?.closest('.berth-modal-root')).length,
    ),
  ).toBe(0)

  // The same page without the preference does animate: the check above can fail.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  const animated = await motion(page)
  // The view the modal opens on enters with the modal, not with a fade of its own.
  expect([animated.overlay, animated.modal, animated.view, animated.title]).toEqual(['berth-fade-in', 'berth-modal-in', 'none', '0.12s'])
  // At the entrance's first frame the wallets can already be seen: the modal starts half visible,
  // not from opacity 0 (which would leave the frame after the click blank).
  expect(await firstFrame(page, '.berth-modal')).toEqual({ opacity: 0.5, walletVisible: true })
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page).locator('[data-view="AllWallets"]').waitFor()
  expect((await motion(page)).view).toBe('berth-view-in')
  expect(await firstFrame(page, '[data-view="AllWallets"]')).toEqual({ opacity: 0.5, walletVisible: true })
})

/**
 * Replays the entrance animation of `selector` and holds it at its first frame: its opacity then,
 * and whether a wallet row of the view can be seen. (Replayed, because the 150 ms entrance may be
 * over by the time the test looks.)
 */
const firstFrame = async (page: Page, selector: string) => {
  await page.locator(`${selector} .berth-list-item`).first().waitFor()
  return page.evaluate((selector) => {
    const element = document.querySelector<HTMLElement>(selector)!
    element.style.animation = 'none'
    void element.offsetWidth
    element.style.animation = ''
    const animations = element.getAnimations()
    if (animations.length === 0) throw new Error(`${selector} has no animation`)
    for (const animation of animations) {
      animation.pause()
      animation.currentTime = 0
    }
    const row = document.querySelector('.berth-modal [data-view] .berth-list-item')!
    const result = { opacity: Number(getComputedStyle(element).opacity), walletVisible: row.checkVisibility({ opacityProperty: true }) }
    for (const animation of animations) animation.finish()
    return result
  }, selector)
}
