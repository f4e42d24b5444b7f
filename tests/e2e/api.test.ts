// The modal against the devnet's wallet-provider API: allowed-origin alerts, error reports, and an
// optional part that is never loaded when its feature is off.
import { expect, test } from 'vitest'
import { devnetApi, uniqueProjectId } from './harness/devnetApi.js'
import { setupE2E } from './harness/index.js'
import { connectButton, dialog, exampleUrl, isChunkOf, modalBuiltAhead, pageIdle, until } from './harness/modal.js'

const e2e = setupE2E()
const api = devnetApi()

test("an origin the project does not allow shows 'Invalid App Configuration'; the modal stays usable", async () => {
  const projectId = uniqueProjectId('origins')
  await api.setProject(projectId, { origins: ['https://dapp.example'] })
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await page.goto(exampleUrl(`?projectId=${projectId}`))
  await connectButton(page).click()
  await dialog(page).getByRole('alert').filter({ hasText: 'Invalid App Configuration' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await dialog(page).locator('[data-slot="account"]').waitFor()
})

test('a rate-limited origins check shows the rate-limited alert', async () => {
  const projectId = uniqueProjectId('ratelimit')
  await api.setProject(projectId, { originsStatus: 429 })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl(`?projectId=${projectId}`))
  await connectButton(page).click()
  await dialog(page).getByRole('alert').filter({ hasText: 'Rate Limited' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
})

test('a failing origins service shows the server-error alert with its detail', async () => {
  const projectId = uniqueProjectId('servererror')
  await api.setProject(projectId, { originsStatus: 500 })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  await page.goto(exampleUrl(`?projectId=${projectId}`))
  await connectButton(page).click()
  const alert = dialog(page).getByRole('alert').filter({ hasText: 'Server Error' })
  await alert.waitFor({ timeout: 15_000 })
  expect(await alert.textContent()).toContain('500')
})

test('a missing project id shows the configuration alert and calls no API', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(api.url)) apiCalls.push(request.url())
  })
  await page.goto(exampleUrl('?projectId=&allWallets=0'))
  await connectButton(page).click()
  await dialog(page).getByRole('alert').filter({ hasText: 'Project ID Not Configured' }).waitFor()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  await pageIdle(page)
  expect(apiCalls).toEqual([])
})

test('a missing project id, connected: Account says what is missing (no Token Balance Unavailable), and no API is called', async () => {
  const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(api.url)) apiCalls.push(request.url())
  })
  await page.goto(exampleUrl('?projectId=&allWallets=0'))
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()
  await dialog(page).locator('[data-slot="account"]').waitFor()
  // The tokens tab and the configuration alert name the missing option; the chain balance still shows.
  await dialog(page).locator('[data-slot="tokens-unavailable"]', { hasText: 'Project ID Not Configured' }).waitFor()
  const alert = dialog(page).getByRole('alert').filter({ hasText: 'Project ID Not Configured' })
  expect(await alert.textContent()).toContain('pass the projectId of your project to createClient')
  await dialog(page).locator('[data-slot="account-balance"]', { hasText: 'ETH' }).waitFor()
  // Nothing failed, so nothing says it did, and nothing was asked of the API.
  await pageIdle(page)
  expect(await dialog(page).getByText('Token Balance Unavailable').count()).toBe(0)
  expect(await page.locator('[data-slot="toast"]').count()).toBe(0)
  expect(apiCalls).toEqual([])
})

test('a wallet failing to connect is reported to POST /e, and read back from the devnet', async () => {
  const projectId = uniqueProjectId('reports')
  const { page } = await e2e.newWalletPage({ wallet: false })
  await page.addInitScript(() => {
    const provider = {
      request: async () => {
        throw new Error('the wallet crashed')
      },
    }
    const detail = Object.freeze({
      info: { uuid: 'c', name: 'Crashing Fake Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.fake.crashing' },
      provider,
    })
    window.addEventListener('eip6963:requestProvider', () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  })
  await page.goto(exampleUrl(`?projectId=${projectId}`))
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Crashing Fake Wallet' }).click()
  await dialog(page).getByText('Failed to connect').waitFor()
  const reports = await until(
    () => api.reports(projectId),
    (list) => list.length > 0,
  )
  expect(reports).toHaveLength(1)
  expect(reports[0]).toMatchObject({ projectId, domain: '127.0.0.1', errorMessage: expect.stringContaining('Failed to connect') })
})

test('with the all-wallets feature off, no listing is requested and the AllWallets code is never loaded', async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(exampleUrl('?allWallets=0'))
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  // The views a click away load at idle: once the page is idle again, they have been asked for.
  await pageIdle(page)
  expect(await dialog(page).getByRole('button', { name: 'All Wallets' }).count()).toBe(0)
  // The listing's request, not its client code (which the idle preload may fetch: it asks no API).
  expect(requested.filter((url) => url.startsWith(api.url) && url.includes('/getWallets'))).toEqual([])
  expect(requested.filter((url) => isChunkOf('views/AllWallets/AllWallets.tsx', url))).toEqual([])

  // The same build with the feature on does load it, so the check above can fail.
  await page.goto(exampleUrl())
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
  await dialog(page).getByRole('searchbox', { name: 'Search wallets' }).waitFor()
  expect(requested.some((url) => isChunkOf('views/AllWallets/AllWallets.tsx', url))).toBe(true)
})

test('a remote configuration with branding off: the footer never shows and its code is never requested', async () => {
  const off = uniqueProjectId('branding-off')
  await api.setProject(off, { features: { reownBranding: { isEnabled: false } } })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const footerChunk = (url: string) => isChunkOf('berth-modal/BrandingFooter.tsx', url)

  await page.goto(exampleUrl(`?projectId=${off}`))
  // Nothing is asked of the API before the modal opens (the page's idle work done and the page idle
  // again), and opening it reads the configuration.
  await modalBuiltAhead(page, { text: 'Devnet Wallet' })
  await pageIdle(page)
  expect(requested.filter((url) => url.startsWith(api.url))).toEqual([])
  const configured = page.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  await connectButton(page).click()
  // The configuration read and applied: a footer it allowed would have been requested by now.
  await (await configured).finished()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  await pageIdle(page)
  expect(await dialog(page).getByText('UX by Berth').count()).toBe(0)
  expect(requested.filter(footerChunk)).toEqual([])

  // The default configuration has branding on: the same build loads and shows it.
  await page.goto(exampleUrl(`?projectId=${uniqueProjectId('branding-on')}`))
  await connectButton(page).click()
  await dialog(page).getByText('UX by Berth').waitFor()
  expect(requested.some(footerChunk)).toBe(true)
})

test("the modal's code loads while the page is idle, before any click, and asks nothing of the API", async () => {
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  const modalCode = page.waitForRequest(
    (request) => isChunkOf('berth-modal/ModalHost.tsx', request.url()) || isChunkOf('views/Connect/Connect.tsx', request.url()),
    {
      timeout: 10_000,
    },
  )
  await page.goto(exampleUrl(`?projectId=${uniqueProjectId('idle-preload')}`))
  await modalCode
  // Built ahead from that code, then idle: any request it made would have started.
  await modalBuiltAhead(page, { text: 'Devnet Wallet' })
  await pageIdle(page)
  expect(requested.filter((url) => url.startsWith(api.url))).toEqual([])
  expect(await dialog(page).count()).toBe(0)
})

test('analytics events reach the devnet only when the project enables analytics', async () => {
  const enabled = uniqueProjectId('analytics-on')
  const disabled = uniqueProjectId('analytics-off')
  await api.setProject(enabled, { analyticsEnabled: true })
  for (const projectId of [enabled, disabled]) {
    const { page, wallet } = await e2e.newWalletPage({ wallet: { autoApprove: false } })
    // The analytics switch is read when the modal first opens; connect after it answered.
    const configured = page.waitForResponse((response) => response.url().includes('/getAnalyticsConfig'))
    await page.goto(exampleUrl(`?projectId=${projectId}`))
    await connectButton(page).click()
    await configured
    await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).click()
    await wallet.waitForPending('eth_requestAccounts')
    await wallet.approve()
    await dialog(page).locator('[data-slot="account"]').waitFor()
  }
  const events = await until(
    () => api.events(enabled),
    (list) => list.length > 0,
  )
  expect(events.map((event) => (event.props as { event?: string } | undefined)?.event)).toContain('CONNECT_SUCCESS')
  expect(await api.events(disabled)).toEqual([])
})

test("the project's configuration and allow-list, read with no answer (the network dropped), are read again at the next opening: its settings apply and the server-error alert goes", async () => {
  const projectId = uniqueProjectId('config-recovers')
  await api.setProject(projectId, { features: { email: { isEnabled: false } } })
  const { page } = await e2e.newWalletPage({ wallet: {} })
  const remote = /\/(appkit\/v1\/config|projects\/v1\/origins)\b/
  let asked = 0
  await page.route(remote, (route) => {
    asked += 1
    void route.abort('internetdisconnected')
  })
  await page.goto(exampleUrl(`?projectId=${projectId}`))
  await connectButton(page).click()
  // No answer: the local options (the defaults, email on) apply, the alert says the configuration
  // could not be read, and the modal works.
  await until(
    async () => asked,
    (count) => count > 1,
  )
  await dialog(page).getByRole('textbox', { name: 'Email' }).waitFor()
  await dialog(page)
    .getByText(/^Server Error: failed to get the app configuration/)
    .waitFor()
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })

  // The network is back: the next opening reads both; the email login is off, and the alert goes.
  await page.unroute(remote)
  const answered = page.waitForResponse((response) => response.url().includes('/appkit/v1/config') && response.ok())
  await connectButton(page).click()
  await (await answered).finished()
  await until(
    () => dialog(page).getByRole('textbox', { name: 'Email' }).count(),
    (count) => count === 0,
  )
  await dialog(page)
    .getByText(/^Server Error/)
    .waitFor({ state: 'hidden' })
  await dialog(page).getByRole('button', { name: 'Devnet Wallet', exact: true }).waitFor()
})
