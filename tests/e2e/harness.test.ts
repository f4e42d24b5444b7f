// Smoke test of the browser harness itself: real Chromium, the Devnet Wallet bundle injected,
// the devnet's anvil behind it, and the outside network blocked.
import { expect, test } from 'vitest'
import { assertNoPageErrors, openBlankPage, setupE2E } from './harness/index.js'

const e2e = setupE2E()

interface AnnouncedInfo {
  uuid: string
  name: string
  rdns: string
  icon: string
}

test('the Devnet Wallet announces itself via EIP-6963 as dev.berth.wallet', async () => {
  const session = await e2e.newWalletPage()
  await openBlankPage(session)
  // Collects announcements until the Devnet Wallet's (a wallet answers the request at once, in order).
  const infos = await session.page.evaluate(
    () =>
      new Promise<AnnouncedInfo[]>((resolve, reject) => {
        const found: AnnouncedInfo[] = []
        window.addEventListener('eip6963:announceProvider', (event) => {
          found.push({ ...(event as CustomEvent<{ info: AnnouncedInfo }>).detail.info })
          if (found.some((info) => info.rdns === 'dev.berth.wallet')) resolve(found)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        setTimeout(() => reject(new Error(`dev.berth.wallet did not announce itself; announced: ${JSON.stringify(found)}`)), 5000)
      }),
  )
  const berth = infos.find((info) => info.rdns === 'dev.berth.wallet')
  expect(berth, `announced: ${JSON.stringify(infos)}`).toBeDefined()
  expect(berth?.name).toBeTruthy()
  expect(berth?.uuid).toBeTruthy()
  expect(session.pageErrors()).toEqual([])
})

test('eth_chainId answers 0x7a69 and reads reach anvil', async () => {
  const session = await e2e.newWalletPage()
  await openBlankPage(session)
  const answers = await session.page
    .evaluate(async () => {
      const provider = await new Promise<{ request(args: { method: string; params?: unknown[] }): Promise<unknown> }>((resolve, reject) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const detail = (event as CustomEvent).detail
          if (detail.info.rdns === 'dev.berth.wallet') resolve(detail.provider)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        setTimeout(() => reject(new Error('dev.berth.wallet did not announce itself')), 2000)
      })
      return {
        chainId: await provider.request({ method: 'eth_chainId' }),
        blockNumber: await provider.request({ method: 'eth_blockNumber' }),
      }
    })
    .catch((error: Error) => {
      // Say why the page could not reach anvil (CORS, Local Network Access ...), not only that.
      throw new Error(`${error.message}\npage errors: ${JSON.stringify(session.errors(), null, 2)}`, { cause: error })
    })
  expect(answers.chainId).toBe('0x7a69')
  expect(answers.blockNumber).toMatch(/^0x[0-9a-f]+$/)
  expect(await session.wallet.pending()).toEqual([])
})

test('a request for accounts waits in the wallet until the test approves it', async () => {
  const session = await e2e.newWalletPage({ wallet: { autoApprove: false } })
  await openBlankPage(session)
  await session.page.evaluate(() => {
    const w = window as unknown as { __accounts?: Promise<unknown> }
    w.__accounts = new Promise((resolve, reject) => {
      window.addEventListener('eip6963:announceProvider', (event) => {
        const detail = (event as CustomEvent).detail
        if (detail.info.rdns === 'dev.berth.wallet') detail.provider.request({ method: 'eth_requestAccounts' }).then(resolve, reject)
      })
      window.dispatchEvent(new Event('eip6963:requestProvider'))
    })
  })
  const pending = await session.wallet.waitForPending('eth_requestAccounts')
  await session.wallet.approve(pending.id)
  const accounts = await session.page.evaluate(() => (window as unknown as { __accounts: Promise<string[]> }).__accounts)
  expect(accounts.length).toBeGreaterThan(0)
  expect(accounts[0]).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

test('a request to a non-loopback host is blocked and recorded', async () => {
  const session = await e2e.newWalletPage()
  await openBlankPage(session)
  const outcome = await session.page.evaluate(() =>
    fetch('https://example.com/').then(
      () => 'reached',
      () => 'blocked',
    ),
  )
  expect(outcome).toBe('blocked')
  const recorded = session.takeOutsideRequests()
  expect(recorded.map((r) => r.url)).toEqual(['https://example.com/'])
  expect(recorded[0]?.from).toContain('127.0.0.1')
  expect(session.outsideRequests()).toEqual([])
})

test('an uncaught error in the page is recorded and fails the test (the guard after each test throws on it)', async () => {
  const session = await e2e.newWalletPage({ wallet: false })
  await openBlankPage(session)
  const thrown = session.page.waitForEvent('pageerror')
  await session.page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom from the page')
    })
  })
  await thrown
  expect(session.pageErrors().map((error) => error.text)).toEqual([expect.stringContaining('boom from the page')])
  expect(() => assertNoPageErrors([session])).toThrow(/1 uncaught error\(s\) in the page:[\s\S]*boom from the page/)
  // Taken, so the guard after this test passes: the page error was this test's point.
  expect(session.takePageErrors()).toHaveLength(1)
  expect(() => assertNoPageErrors([session])).not.toThrow()
})

test('an unhandled rejection in the page is recorded too', async () => {
  const session = await e2e.newWalletPage({ wallet: false })
  await openBlankPage(session)
  const thrown = session.page.waitForEvent('pageerror')
  await session.page.evaluate(() => {
    void Promise.reject(new Error('rejected in the page'))
  })
  await thrown
  expect(session.takePageErrors().map((error) => error.text)).toEqual([expect.stringContaining('rejected in the page')])
})
