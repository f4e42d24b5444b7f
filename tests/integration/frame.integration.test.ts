import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEVNET_MAIL_INBOX_URL, DEVNET_SOLANA_CHAIN_ID, LOGIN_CODE_SUBJECT } from '@berth/devnet'
import { DEVNET_FRAME_URL } from '@berth/devnet/networks'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createPublicClient, http, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/harness/browser'
import { extractCode, waitForMail } from '../support/inbox'
import { frameRequest } from '../support/frameRequest'

// The devnet's secure frame (http://localhost:8790, started by the devnet's global setup) driven in
// real Chromium from a page on another origin (127.0.0.1), as an app embeds it: the app side of
// the protocol is this test's page; the code comes from the devnet's inbox.

const hostPage = `<!doctype html><html><body>
<iframe id="frame" src="${DEVNET_FRAME_URL}/?projectId=test&chainId=eip155%3A31337&version=test&enableLogger=false" style="width:400px;height:500px;border:0"></iframe>
<iframe id="other" srcdoc="<p>another window of the app</p>"></iframe>
<script>
  window.frameMessages = []
  window.addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(DEVNET_FRAME_URL)} && event.source === document.getElementById('frame').contentWindow) window.frameMessages.push(event.data)
  })
</script></body></html>`

let server: Server
let hostUrl: string
let browser: Browser
let page: Page

const request = (type: string, payload: unknown, timeout?: number) => frameRequest(page, type, payload, timeout)

beforeAll(async () => {
  server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(hostPage))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true })
  page = await browser.newPage()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('the devnet secure frame in Chromium', () => {
  it('is ready, ignores other windows and bad shapes, logs in with the mailed code, reads the funded balances, signs and sends only what the visitor approves in the frame', async () => {
    await page.goto(hostUrl)
    await page.waitForFunction(
      () => (window as unknown as { frameMessages: { type: string }[] }).frameMessages.some((m) => m.type === '@berth-frame/READY'),
      null,
      {
        timeout: 30_000,
      },
    )

    // A message from another window of the app (same origin, not the frame's parent) is ignored.
    const ignoredId = 'from-other-window'
    await page.evaluate(
      ({ id, origin }) => {
        const other = document.getElementById('other') as HTMLIFrameElement
        const frame = document.getElementById('frame') as HTMLIFrameElement
        // Posted by the other window's own script: event.source is that window.
        const script = (other.contentWindow as unknown as { eval(code: string): void }).eval
        ;(other.contentWindow as unknown as { target: Window | null }).target = frame.contentWindow
        script(`target.postMessage(${JSON.stringify({ id, type: '@berth-app/IS_CONNECTED', payload: {} })}, ${JSON.stringify(origin)})`)
      },
      { id: ignoredId, origin: DEVNET_FRAME_URL },
    )
    // A message of the wrong shape from the parent is ignored too.
    await page.evaluate((origin) => {
      ;(document.getElementById('frame') as HTMLIFrameElement).contentWindow?.postMessage(
        { id: 'bad-shape', type: '@berth-app/CONNECT_EMAIL', payload: { email: 'nope' } },
        origin,
      )
    }, DEVNET_FRAME_URL)
    expect((await request('IS_CONNECTED', {})).payload).toEqual({ isConnected: false })

    const email = `frame-${Date.now()}@example.com`
    const after = new Date()
    expect(await request('CONNECT_EMAIL', { email })).toMatchObject({ type: '@berth-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    const mail = await waitForMail(DEVNET_MAIL_INBOX_URL, { to: email, subjectIncludes: LOGIN_CODE_SUBJECT, after })
    expect((await request('CONNECT_OTP', { otp: extractCode(mail.text) })).type).toBe('@berth-frame/CONNECT_OTP_SUCCESS')

    const user = await request('GET_USER', { chainId: 'eip155:31337' })
    expect(user.type).toBe('@berth-frame/GET_USER_SUCCESS')
    expect(user.payload).toMatchObject({ email, chainId: 'eip155:31337' })
    const address = user.payload.address as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((await request('IS_CONNECTED', {})).payload).toEqual({ isConnected: true })

    // A new user is funded on the devnet chains; the balance reads through the frame's /v1/.
    await expect
      .poll(async () => (await request('RPC_REQUEST', { chainId: 'eip155:31337', method: 'eth_getBalance', params: [address, 'latest'] })).payload.result, {
        timeout: 10_000,
      })
      .toBe('0x8ac7230489e80000')
    expect((await request('RPC_REQUEST', { chainId: 'eip155:31337', method: 'eth_sign', params: [address, '0x00'] })).payload).toEqual({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })

    // Berth Solana Devnet airdrops the new user's Solana address.
    const solanaAddress = (await request('GET_USER', { chainId: DEVNET_SOLANA_CHAIN_ID })).payload.address as string
    await expect
      .poll(async () => (await request('RPC_REQUEST', { chainId: DEVNET_SOLANA_CHAIN_ID, method: 'getBalance', params: [solanaAddress] })).payload.result, {
        timeout: 10_000,
      })
      .toMatchObject({ value: 2_000_000_000 })

    // A personal_sign shows in the frame: the message as text, Approve signs it, Reject answers 4001.
    const frame = page.frameLocator('#frame')
    const signing = request('RPC_REQUEST', { chainId: 'eip155:31337', method: 'personal_sign', params: [stringToHex('Hello from the app'), address] })
    await expect.poll(() => frame.locator('[data-field="Message"]').textContent()).toBe('Hello from the app')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signature = (await signing).payload.result as `0x${string}`
    expect(await verifyMessage({ address: address as `0x${string}`, message: 'Hello from the app', signature })).toBe(true)
    const rejected = request('RPC_REQUEST', { chainId: 'eip155:31337', method: 'personal_sign', params: [stringToHex('No'), address] })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect((await rejected).payload).toEqual({ message: 'User rejected the request.', code: 4001 })

    // eth_sendTransaction: approved in the frame, signed and sent by the auth server to the devnet node.
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const sending = request('RPC_REQUEST', {
      chainId: 'eip155:31337',
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: '0x38d7ea4c68000' }],
    })
    await expect.poll(() => frame.locator('[data-field="Value"]').textContent()).toBe('0.001 ETH')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const hash = (await sending).payload.result as `0x${string}`
    const receipt = await createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

    const seen = await page.evaluate(() => (window as unknown as { frameMessages: { id?: string }[] }).frameMessages.map((m) => m.id))
    expect(seen).not.toContain(ignoredId)
    expect(seen).not.toContain('bad-shape')
  })
})
