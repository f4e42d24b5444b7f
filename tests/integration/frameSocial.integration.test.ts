import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { identitiesOf } from '@berth/devnet'
import { DEVNET_FRAME_URL } from '@berth/devnet/networks'
import { socialResultSchema } from '@berth/headless/embedded'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/harness/browser'
import { frameRequest } from '../support/frameRequest'

// The devnet's secure frame's social and Farcaster logins in real Chromium, from a page on another
// origin (127.0.0.1) as an app embeds it: the social popup at the devnet's OpenID provider
// (localhost:8792) posting its result back from the frame's origin, and the Farcaster relay's
// approval page (127.0.0.1:8793). The devnet's global setup starts all three.

const hostPage = `<!doctype html><html><body>
<iframe id="frame" src="${DEVNET_FRAME_URL}/?projectId=test&chainId=eip155%3A31337&version=test&enableLogger=false" style="width:400px;height:500px;border:0"></iframe>
<script>
  window.frameMessages = []
  window.socialResults = []
  window.addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(DEVNET_FRAME_URL)} && event.source === document.getElementById('frame').contentWindow) window.frameMessages.push(event.data)
    else if (event.data && event.data.type === '@berth-frame/SOCIAL_RESULT')
      window.socialResults.push({ origin: event.origin, fromPopup: event.source === window.loginPopup, data: event.data })
  })
</script></body></html>`

type Window_ = { frameMessages: { id?: string; type: string }[]; socialResults: { origin: string; fromPopup: boolean; data: unknown }[] }

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
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

async function openHost(): Promise<void> {
  page = await browser.newPage()
  await page.goto(hostUrl)
  await page.waitForFunction(() => (window as unknown as Window_).frameMessages.some((m) => m.type === '@berth-frame/READY'), null, { timeout: 30_000 })
}

describe('the devnet secure frame’s social and Farcaster logins in Chromium', () => {
  it('logs in with google in the 600×800 popup: the frame origin posts SOCIAL_RESULT to the app, CONNECT_SOCIAL gives the user', async () => {
    await openHost()
    const [ada] = identitiesOf('google')
    const start = await request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    expect(start.type).toBe('@berth-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS')
    const uri = start.payload.uri as string
    expect(uri.startsWith(`${DEVNET_FRAME_URL}/social/start?state=`)).toBe(true)

    const popupOpened = page.waitForEvent('popup')
    await page.evaluate((uri) => {
      ;(window as unknown as { loginPopup: Window | null }).loginPopup = window.open(uri, 'berth-social-login', 'popup=yes,width=600,height=800')
    }, uri)
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Sign in with Google (Berth Devnet)' }).waitFor({ timeout: 15_000 })
    await popup.locator(`button[name="sub"][value="${ada!.sub}"]`).click()

    const handle = await page.waitForFunction(() => (window as unknown as Window_).socialResults[0], null, { timeout: 20_000 })
    const result = (await handle.jsonValue()) as { origin: string; fromPopup: boolean; data: unknown }
    expect(result.origin).toBe(DEVNET_FRAME_URL)
    expect(result.fromPopup).toBe(true)
    const parsed = socialResultSchema.parse(result.data)
    expect('resultUri' in parsed.payload).toBe(true)
    const resultUri = 'resultUri' in parsed.payload ? parsed.payload.resultUri : ''
    await expect.poll(() => popup.isClosed(), { timeout: 5_000 }).toBe(true)

    const connected = await request('CONNECT_SOCIAL', { uri: resultUri, chainId: 'eip155:31337' })
    expect(connected.type).toBe('@berth-frame/CONNECT_SOCIAL_SUCCESS')
    expect(connected.payload).toMatchObject({ email: null, userName: ada!.preferred_username, authProvider: 'google', chainId: 'eip155:31337' })
    expect(connected.payload.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((await request('IS_CONNECTED', {})).payload).toEqual({ isConnected: true })
    expect((await request('GET_USER', { chainId: 'eip155:31337' })).payload).toMatchObject({ userName: ada!.preferred_username, authProvider: 'google' })

    // The result is good once.
    expect((await request('CONNECT_SOCIAL', { uri: resultUri })).payload).toEqual({ message: 'This sign-in result was already used.' })
    await page.close()
  })

  it('logs in with Farcaster: GET_FARCASTER_URI, Approve as @alice on the relay’s page, CONNECT_FARCASTER gives alice', async () => {
    await openHost()
    const start = await request('GET_FARCASTER_URI', {})
    expect(start.type).toBe('@berth-frame/GET_FARCASTER_URI_SUCCESS')
    const url = start.payload.url as string
    expect(url.startsWith('http://127.0.0.1:8793/approve?channelToken=')).toBe(true)

    const connecting = request('CONNECT_FARCASTER', {}, 60_000)
    const phone = await browser.newPage()
    await phone.goto(url)
    await phone.getByRole('button', { name: /^Approve as @alice/ }).click()
    await phone.getByText('as @alice (fid 1001)').waitFor({ timeout: 10_000 })
    expect(await connecting).toEqual(expect.objectContaining({ type: '@berth-frame/CONNECT_FARCASTER_SUCCESS', payload: { userName: 'alice' } }))
    expect((await request('GET_USER', { chainId: 'eip155:31337' })).payload).toMatchObject({ email: null, userName: 'alice', authProvider: 'farcaster' })
    await phone.close()
    await page.close()
  })
})
