// A Next.js App Router + React 19 app (tests/consumers/next-react19): a page rendered on the
// server per request, BerthProvider, the hooks and the stock modal included, with the visitor's
// remembered connection read from the request's cookie (cookieStorage + cookieToInitialState), so a
// connected visitor's reload comes from the server already connected. Installed from the
// packed tarballs with plain npm outside the workspace, type-checked with create-next-app's
// tsconfig made stricter, built for production, served by `next start` and driven in Chromium.
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { setupE2E } from '../e2e/harness/index.js'
import { connectReloadDisconnect } from './lib/connectFlow.js'
import { installConsumerApp, type ConsumerApp } from './lib/consumerApp.js'

const e2e = setupE2E()
let app: ConsumerApp
let url: string

beforeAll(async () => {
  app = await installConsumerApp('next-react19', inject('packedTarballs'))
}, 240_000)

afterAll(async () => {
  if (!app) return
  console.log(`[consumers] next-react19 timings (ms): ${JSON.stringify(app.timings)}`)
  await app.remove()
})

test('type-checks under strict, exactOptionalPropertyTypes and noUnusedLocals (next typegen, tsc --noEmit)', async () => {
  await app.npmRun('typecheck')
}, 120_000)

test('next build; next start renders the page and BerthProvider on the server for each request', async () => {
  await app.npmRun('build')
  url = await app.serve('node_modules/next/dist/bin/next', (port) => ['start', '--hostname', '127.0.0.1', '--port', String(port)])
  const response = await fetch(`${url}/`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toContain('no-store')
  expect(await response.text()).toContain('<h1>Berth in Next.js</h1>')
}, 240_000)

test('connects, stays connected across a reload, disconnects, with nothing in the console (hydration included)', async () => {
  expect(url, 'the build test serves the app').toBeTruthy()
  let before = ''
  let connectedHtml = ''
  const { console: entries } = await connectReloadDisconnect(e2e, url, {
    beforeReload: async (page, short) => {
      // What the server sends this visitor, as the reload will ask for it: with the browser's cookies.
      const cookie = (await page.context().cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ')
      connectedHtml = await (await fetch(`${url}/`, { headers: { cookie } })).text()
      before = short
    },
  })
  expect(entries).toEqual([])
  expect(connectedHtml, 'the server renders the remembered account, not Connect Wallet').toContain(before)
  expect(connectedHtml).toMatch(/data-slot="connect-button"[^>]*data-status="connecting"/)
  expect(connectedHtml).not.toContain('Connect Wallet')
  // Without the cookie the same page is rendered disconnected.
  const anonymous = await (await fetch(`${url}/`)).text()
  expect(anonymous).toContain('Connect Wallet')
  expect(anonymous).not.toContain(before)
}, 120_000)
