// examples/custom, the UI built from @berth/headless's hooks alone, in Chromium against the devnet:
// it lists the injected wallet, connects, switches network, disconnects, and on a reload restores
// the connection without showing the wallet list first; its email login (useEmailLogin) logs in with
// the code from the devnet's inbox and signs in the secure frame. The example is built once for this
// file (`pnpm --filter @berth/example-custom build`) and served from loopback.
import type { Server } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { devnetAccounts, devnetTokens } from '@berth/devnet'
import { DEVNET_MAIL_INBOX_URL } from '@berth/devnet/mail'
import { DEVNET_FRAME_URL } from '@berth/devnet/networks'
import { createPublicClient, erc20Abi, http, parseEther, recoverMessageAddress, type Address } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { exitCodeOf, pnpmCommand, spawnGroup, stopGroup } from '../../scripts/lib/proc.mjs'
import { extractCode, waitForMail } from '../support/inbox.js'
import { setupE2E } from './harness/index.js'
import { until } from './harness/modal.js'
import { serveStatic } from './harness/serveStatic.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const e2e = setupE2E()
let server: Server | undefined
let url = ''

beforeAll(async () => {
  const cmd = pnpmCommand()
  const child = spawnGroup(cmd[0]!, [...cmd.slice(1), '--filter', '@berth/example-custom', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  })
  const code = await exitCodeOf(child)
  await stopGroup(child, { graceMs: 1000 })
  if (code !== 0) throw new Error(`pnpm --filter @berth/example-custom build failed (exit ${code})`)
  const served = await serveStatic(join(root, 'examples/custom/dist'))
  server = served.server
  url = `${served.url}/`
}, 120_000)

afterAll(() => {
  server?.close()
})

// The app's own content (the Devnet Wallet draws a panel of its own beside it).
const app = (page: Page) => page.locator('#root')
const walletButton = (page: Page) => app(page).getByRole('button', { name: 'Devnet Wallet', exact: true })
const addressText = (page: Page) => page.getByTestId('address').textContent()

test('lists the injected wallet, connects, switches network and disconnects, all through the hooks', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(url)
  await page.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  await walletButton(page).click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  const [address] = await wallet.accounts()
  await page.getByTestId('address').waitFor()
  expect((await addressText(page))?.toLowerCase()).toBe(address!.toLowerCase())
  expect(await page.getByTestId('network').textContent()).toBe('Berth Devnet')

  // The wallet does not know the L2 yet: it is asked to add it (EIP-3085), which also switches.
  await app(page).getByRole('button', { name: 'Switch to Berth Devnet L2' }).click()
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.approve()
  await until(
    () => page.getByTestId('network').textContent(),
    (name) => name === 'Berth Devnet L2',
  )

  await app(page).getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  expect(await page.getByTestId('address').count()).toBe(0)
})

test('a reload restores the connection without showing the wallet list first', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: true } })
  await page.goto(url)
  await walletButton(page).click()
  await page.getByTestId('address').waitFor()
  const [address] = await wallet.accounts()
  // Records, from the reloaded page's first script on, whether the wallet list's heading ever shows.
  await page.addInitScript(() => {
    const seen = { list: false }
    ;(window as unknown as { seen: typeof seen }).seen = seen
    new MutationObserver(() => {
      if ([...document.querySelectorAll('h1')].some((h) => h.textContent === 'Connect Wallet')) seen.list = true
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await page.getByTestId('address').waitFor()
  expect((await addressText(page))?.toLowerCase()).toBe(address!.toLowerCase())
  expect(await page.evaluate(() => (window as unknown as { seen: { list: boolean } }).seen.list)).toBe(false)
})

test('the swap form built from the swap hooks: 0.1 ETH to USDC, confirmed in the wallet, USDC up by the quote', async () => {
  // Devnet account 2: the swap tests' account, whose balances no other browser test reads.
  const swapper = devnetAccounts[2] as Address
  const { USDC } = devnetTokens[31337]
  const chain = createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']), cacheTime: 0 })
  const usdc = () => chain.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [swapper] })
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false, accounts: 10 } })
  await page.goto(url)
  await wallet.selectAccount(2)
  await walletButton(page).click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  const form = app(page).getByRole('form', { name: 'Swap' })
  await form.getByLabel('Amount').fill('0.1')
  await form.getByTestId('swap-quote').waitFor()
  const query = new URLSearchParams({
    projectId: 'e2e',
    st: 'berth',
    sv: '0.1.0',
    userAddress: swapper,
    from: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    to: `eip155:31337:${USDC.address}`,
    amount: parseEther('0.1').toString(),
  })
  const quoted = BigInt(
    ((await (await fetch(`${inject('devnetApiUrl')}/v1/convert/quotes?${query}`)).json()) as { quotes: { toAmount: string }[] }).quotes[0]!.toAmount,
  )
  const before = await usdc()
  const swap = form.getByRole('button', { name: 'Swap' })
  await until(
    () => swap.isEnabled(),
    (enabled) => enabled,
  )
  await swap.click()
  const request = await wallet.waitForPending('eth_sendTransaction', { timeoutMs: 20_000 })
  await wallet.approve(request.id)
  await form.getByTestId('swap-done').waitFor({ timeout: 30_000 })
  expect(await usdc()).toBe(before + quoted)
})

test('the email login built from the hooks: a wrong code is refused, the mailed code logs in, the frame approves a signature, sign-out', async () => {
  const email = `custom-${Date.now().toString(36)}@berth.test`
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.goto(url)
  const login = app(page).getByRole('region', { name: 'Email login' })
  await login.getByRole('textbox', { name: 'Email' }).fill(email)
  const sent = new Date()
  await login.getByRole('button', { name: 'Send code' }).click()
  const mail = await waitForMail(DEVNET_MAIL_INBOX_URL, { to: email, subjectIncludes: 'login code', after: sent, timeoutMs: 20_000 })
  const code = extractCode(mail.text)
  // The resend waits out the 30 s cooldown, counting down.
  expect(await login.getByRole('button', { name: /^Resend code in \d+s$/ }).isDisabled()).toBe(true)

  const codeField = login.getByRole('textbox', { name: 'Code' })
  await codeField.fill(code === '000000' ? '111111' : '000000')
  await login.getByRole('button', { name: 'Verify' }).click()
  expect(await login.getByTestId('email-login-error').textContent()).toContain('Invalid code')

  await codeField.fill(code)
  await login.getByRole('button', { name: 'Verify' }).click()
  await page.getByTestId('address').waitFor({ timeout: 20_000 })
  expect(await page.getByTestId('embedded-email').textContent()).toBe(email)
  const address = await addressText(page)

  // Signed by the account the frame holds, after the visitor approved it inside the frame.
  await app(page).getByRole('button', { name: 'Sign message' }).click()
  const frame = page.frameLocator(`iframe[src^="${DEVNET_FRAME_URL}"]`)
  await frame.getByText('Hello from Berth').waitFor()
  await frame.getByRole('button', { name: 'Approve' }).click()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect((await recoverMessageAddress({ message: 'Hello from Berth', signature })).toLowerCase()).toBe(address?.toLowerCase())

  await app(page).getByRole('button', { name: 'Sign out' }).click()
  await page.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  expect(await page.getByTestId('address').count()).toBe(0)
}, 90_000)
