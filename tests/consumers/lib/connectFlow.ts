// What a visitor does in a consumer app, in Chromium with the Devnet Wallet: connect through the
// stock modal, reload (still connected), disconnect. Every console error or warning and every
// uncaught page error (hydration mismatches included) is collected for the test to assert on.
import type { Page } from 'playwright-core'
import type { E2E, WalletPage } from '../../e2e/harness/index.js'
import { connectButton, dialog, until } from '../../e2e/harness/modal.js'

export type Step = 'first load' | 'connect' | 'reload' | 'disconnect'

export interface ConsoleEntry {
  /** What the visitor was doing when it was logged. */
  step: Step
  type: 'error' | 'warning' | 'pageerror'
  text: string
}

/** Console errors and warnings and uncaught errors of `session`'s page, each with the step it happened in. */
export function watchConsole(session: WalletPage, currentStep: () => Step): () => ConsoleEntry[] {
  const entries: ConsoleEntry[] = []
  session.page.on('console', (message) => {
    const type = message.type()
    if (type === 'error' || type === 'warning') entries.push({ step: currentStep(), type, text: message.text() })
  })
  session.page.on('pageerror', (error) => entries.push({ step: currentStep(), type: 'pageerror', text: error.message }))
  return () => [...entries]
}

const statusOf = (page: Page) => page.getByTestId('status').textContent()
const buttonText = (page: Page) => connectButton(page).textContent()

export interface FlowResult {
  address: string
  console: ConsoleEntry[]
}

export interface FlowOptions {
  /** Runs once connected, before the reload, with the page and the address as the button shows it. */
  beforeReload?: (page: Page, shortAddress: string) => Promise<void>
}

/** Connect, reload, disconnect at `url`, in a fresh browser context with the Devnet Wallet approving every request. */
export async function connectReloadDisconnect(e2e: E2E, url: string, options: FlowOptions = {}): Promise<FlowResult> {
  const session = await e2e.newWalletPage({ wallet: { autoApprove: true } })
  let step: Step = 'first load'
  const consoleEntries = watchConsole(session, () => step)
  const { page, wallet } = session

  await page.goto(url)
  await until(
    () => buttonText(page),
    (text) => text === 'Connect Wallet',
  )
  await until(
    () => statusOf(page),
    (status) => status === 'disconnected',
  )

  step = 'connect'
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  const [address] = await wallet.accounts()
  if (!address) throw new Error('the Devnet Wallet has no account')
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  await until(
    () => buttonText(page),
    (text) => text === short,
  )
  await until(
    () => statusOf(page),
    (status) => status === 'connected',
  )

  await options.beforeReload?.(page, short)
  step = 'reload'
  await page.reload()
  await until(
    () => statusOf(page),
    (status) => status === 'connected',
  )
  await until(
    () => buttonText(page),
    (text) => text === short,
  )

  step = 'disconnect'
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await dialog(page).waitFor({ state: 'detached' })
  await until(
    () => buttonText(page),
    (text) => text === 'Connect Wallet',
  )
  await until(
    () => statusOf(page),
    (status) => status === 'disconnected',
  )

  return { address, console: consoleEntries() }
}
