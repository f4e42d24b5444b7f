// A Next.js App Router + React 19 app (tests/consumers/next-react19): a page rendered on the
// server per request, with BerthProvider (and createClient) rendered there too, and a part that
// uses the hooks and the stock modal, rendered in the browser only until the provider takes an
// initial state from the request's cookies (see app/client-only-wallet.tsx). Installed from the
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
  const { console: entries } = await connectReloadDisconnect(e2e, url)
  expect(entries).toEqual([])
}, 120_000)
