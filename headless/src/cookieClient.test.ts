// @vitest-environment jsdom
// A client with cookieStorage in a page: what it writes is what cookieToInitialState reads on the next request.
import { afterEach, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { selectActiveConnection } from './controllers/connection/types.js'
import { cookieToInitialState } from './cookieToInitialState.js'
import { testChain, testChainL2 } from './testing/testNetworks.js'
import { CONNECTION_COOKIE_NAME } from './storage/connectionCookie.js'
import { cookieStorage } from './storage/cookieStorage.js'
import { announceFake, createScriptedProviderFake } from './testing/fakeProvider.js'

/** Sets a cookie as the page (or the browser, from an earlier visit) would. */
function setPageCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser, whose cookie jar this is
  document.cookie = value
}

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  setPageCookie(`${CONNECTION_COOKIE_NAME}=; path=/; max-age=0`)
  localStorage.clear()
})

function pageClient() {
  const target = new EventTarget()
  const wallet = createScriptedProviderFake({
    eth_chainId: () => '0x7a6a',
    eth_requestAccounts: () => [alice],
    eth_accounts: () => [alice],
    wallet_revokePermissions: () => null,
  })
  announceFake(target, { uuid: 'u', name: 'Scripted', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.scripted' }, wallet.provider)
  const logger = { warn: vi.fn(), error: vi.fn() }
  const client = createClient({ networks: [testChain, testChainL2], window: target as never, storage: cookieStorage(), logger, discoveryWaitMs: 20 })
  client.mount()
  return { client, wallet, logger }
}

it('connecting writes the cookie the next request carries; a reload restores from it; disconnecting clears it', async () => {
  const first = pageClient()
  await first.client.connection.connect('dev.scripted')
  const state = cookieToInitialState(first.client, document.cookie)
  expect(state).toEqual({ version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: `eip155:31338:${alice}` }] })
  // Recent wallets stay out of the cookie: only what a server renders travels with each request.
  expect(localStorage.getItem('@berth/recent-wallets')).toBe(JSON.stringify([{ id: 'dev.scripted', name: 'Scripted' }]))
  expect(document.cookie).not.toContain('recent')

  const reloaded = pageClient()
  expect(selectActiveConnection(reloaded.client.connection.store.get())).toMatchObject({ status: 'connecting', address: alice })
  await reloaded.client.connection.reconnect()
  expect(selectActiveConnection(reloaded.client.connection.store.get()).status).toBe('connected')
  expect(reloaded.wallet.calls).not.toContain('eth_requestAccounts')

  await reloaded.client.connection.disconnect()
  expect(document.cookie).toBe('')
  expect(cookieToInitialState(reloaded.client, document.cookie)).toBeUndefined()
  expect([...first.logger.warn.mock.calls, ...reloaded.logger.warn.mock.calls]).toEqual([])
})

it('a tampered cookie is ignored by the page as by the server: logged, disconnected, nothing reconnected', async () => {
  const tampered = { version: 1, connections: [{ connectorId: 'dev.scripted', caipAddress: 'eip155:31338:0x<img src=x>' }] }
  setPageCookie(`${CONNECTION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(tampered))}; path=/`)
  const { client, wallet, logger } = pageClient()
  expect(selectActiveConnection(client.connection.store.get()).status).toBe('disconnected')
  await client.connection.reconnect()
  expect(selectActiveConnection(client.connection.store.get()).status).toBe('disconnected')
  expect(wallet.calls).toEqual([])
  expect(logger.warn).toHaveBeenCalledWith('[berth] storage value of connections has an unexpected shape; ignored')
})
