// A Vite + React 18 app with the stock modal (tests/consumers/vite-react18), installed from the
// packed tarballs with plain npm outside the workspace, type-checked with create-vite's tsconfig
// made stricter, built for production, served by `vite preview` and driven in Chromium.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { setupE2E } from '../e2e/harness/index.js'
import { connectReloadDisconnect } from './lib/connectFlow.js'
import { installConsumerApp, type ConsumerApp } from './lib/consumerApp.js'

const e2e = setupE2E()
let app: ConsumerApp

beforeAll(async () => {
  app = await installConsumerApp('vite-react18', inject('packedTarballs'))
}, 240_000)

afterAll(async () => {
  if (!app) return
  console.log(`[consumers] vite-react18 timings (ms): ${JSON.stringify(app.timings)}`)
  await app.remove()
})

test('installs the packages as published, without WalletConnect for an app that never imports it', () => {
  const headless = join(app.dir, 'node_modules/@berth/headless')
  expect(existsSync(join(headless, 'dist/index.js'))).toBe(true)
  expect(existsSync(join(headless, 'src'))).toBe(false)
  expect(existsSync(join(app.dir, 'node_modules/@berth/ui-kit/dist/styles.css'))).toBe(true)
  expect(existsSync(join(app.dir, 'node_modules/@walletconnect'))).toBe(false)
})

test('type-checks under strict, exactOptionalPropertyTypes and noUnusedLocals (tsc -b)', async () => {
  await app.npmRun('typecheck')
}, 120_000)

test('production build: connects, stays connected across a reload, disconnects, with nothing in the console', async () => {
  await app.npmRun('build')
  const url = await app.serve('node_modules/vite/bin/vite.js', (port) => ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'])
  const { console: entries } = await connectReloadDisconnect(e2e, url)
  expect(entries).toEqual([])
}, 240_000)
