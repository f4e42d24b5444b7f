// @vitest-environment jsdom
// The browser's side of a server-rendered page: the HTML a server made (from the request's cookie)
// hydrated with react-dom/client, with no hydration error or warning, then the silent reconnect.
import {
  CONNECTION_COOKIE_NAME,
  cookieStorage,
  cookieToInitialState,
  createClient,
  localStorageBackend,
  type Client,
  type CreateClientParameters,
  type InitialState,
} from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { BerthProvider, useAccount, useNetwork } from '@berth/headless/react'
import { act, useEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BerthModal } from '../berth-modal/BerthModal'
import { ConnectButton } from '../connect-button/ConnectButton'
import { approvingProviderFake, fixtureAddress, quietLogger } from '../testing/fixtureClient'

/** Sets a cookie as the page (or the browser, from an earlier visit) would. */
function setPageCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser, whose cookie jar this is
  document.cookie = value
}

const short = `${fixtureAddress.slice(0, 6)}…${fixtureAddress.slice(-4)}`
const rdns = 'dev.fake.approving'
const networks = [berthDevnet, berthDevnetL2] as const

function Page({ client, initialState }: { client: Client; initialState?: InitialState | undefined }) {
  return (
    <BerthProvider client={client} initialState={initialState}>
      <ConnectButton />
      <AccountLine />
      <BerthModal />
    </BerthProvider>
  )
}

/** Runs `run` in its first effect: placed after the page, it runs before the page's own effects do anything async. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(() => {
    run()
  }, [run])
  return null
}

function AccountLine() {
  const { status, address } = useAccount()
  const { caipNetworkId } = useNetwork()
  return <p data-testid="account">{`${status} ${address ?? 'none'} ${caipNetworkId}`}</p>
}

/** The page a wallet-less server renders for this request: its own client, no storage, the cookie header only. */
function serverHtml(cookieHeader: string) {
  const server = createClient({ networks, storage: null, logger: quietLogger })
  const initialState = cookieToInitialState(server, cookieHeader)
  return { html: renderToString(<Page client={server} initialState={initialState} />), initialState }
}

/** An EIP-6963 wallet (a scripted stand-in) that has authorised the site: eth_accounts answers the fixture account. */
function announceWalletFake() {
  const provider = approvingProviderFake()
  const detail = Object.freeze({ info: { uuid: 'approving', name: 'Approving Wallet', rdns, icon: 'data:image/svg+xml;base64,PHN2Zy8+' }, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  return { provider, stop: () => window.removeEventListener('eip6963:requestProvider', announce) }
}

const rememberedCookie = (caipAddress = `eip155:31338:${fixtureAddress}`) =>
  `${CONNECTION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ version: 1, connections: [{ connectorId: rdns, caipAddress }] }))}`

let root: Root | undefined
let stopWallet: (() => void) | undefined
const consoleErrors = vi.fn()
const recoverableErrors = vi.fn()

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.spyOn(console, 'error').mockImplementation(consoleErrors)
})

afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
  stopWallet?.()
  stopWallet = undefined
  document.body.innerHTML = ''
  setPageCookie(`${CONNECTION_COOKIE_NAME}=; path=/; max-age=0`)
  localStorage.clear()
  vi.restoreAllMocks()
  consoleErrors.mockReset()
  recoverableErrors.mockReset()
})

/** Hydrates `html` as the browser does, with a client made the way the app makes it. */
async function hydrate(html: string, initialState: InitialState | undefined, options: Partial<CreateClientParameters> = {}) {
  const client = createClient({ networks, storage: cookieStorage(), logger: quietLogger, discoveryWaitMs: 50, ...options })
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const button = () => container.querySelector('[data-slot="connect-button"]')!
  const line = () => container.querySelector('[data-testid="account"]')!.textContent
  const serverNodes = [button(), container.querySelector('[data-testid="account"]')]
  // The DOM right after hydration, before any effect of Berth's (reconnect) changed it.
  const hydrated = { text: '', status: '', line: '' }
  const record = () => Object.assign(hydrated, { text: button().textContent, status: button().getAttribute('data-status'), line: line() })
  await act(async () => {
    root = hydrateRoot(
      container,
      <>
        <Page client={client} initialState={initialState} />
        <AfterHydration run={record} />
      </>,
      { onRecoverableError: recoverableErrors },
    )
  })
  // Hydration adopts the server's nodes; a mismatch would have replaced them with client-rendered ones.
  const adopted = serverNodes.every((node, index) => node === [button(), container.querySelector('[data-testid="account"]')][index])
  return { client, container, button, line, hydrated, adopted }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 120)))

describe('hydrating a server-rendered page', () => {
  it('a remembered visitor: the server HTML shows the account, hydration matches it exactly, then the wallet reconnects silently', async () => {
    setPageCookie(rememberedCookie())
    const wallet = announceWalletFake()
    stopWallet = wallet.stop
    const { html, initialState } = serverHtml(document.cookie)
    expect(html).toContain(`>${short}</button>`)

    const page = await hydrate(html, initialState)
    expect(page.adopted).toBe(true)
    expect(page.hydrated).toEqual({ text: short, status: 'connecting', line: `connecting ${fixtureAddress} eip155:31337` })
    await settle()
    expect(page.button().getAttribute('data-status')).toBe('connected')
    expect(page.button().textContent).toBe(short)
    // The wallet's own chain, once it answers.
    expect(page.line()).toBe(`connected ${fixtureAddress} eip155:31337`)
    expect(wallet.provider.calls).toContain('eth_accounts')
    expect(wallet.provider.calls).not.toContain('eth_requestAccounts')
    expect(recoverableErrors).not.toHaveBeenCalled()
    expect(consoleErrors).not.toHaveBeenCalled()
  })

  it('a visitor with no cookie: "Connect Wallet" on the server and after hydration, and nothing to reconnect', async () => {
    const { html, initialState } = serverHtml('')
    expect(initialState).toBeUndefined()
    expect(html).toContain('>Connect Wallet</button>')

    const page = await hydrate(html, initialState)
    expect(page.adopted).toBe(true)
    expect(page.hydrated).toEqual({ text: 'Connect Wallet', status: 'disconnected', line: 'disconnected none eip155:31337' })
    await settle()
    expect(page.button().textContent).toBe('Connect Wallet')
    expect(recoverableErrors).not.toHaveBeenCalled()
    expect(consoleErrors).not.toHaveBeenCalled()
  })

  it('a remembered wallet that is gone: hydrated as the account, then disconnected, the cookie cleared', async () => {
    setPageCookie(rememberedCookie())
    const { html, initialState } = serverHtml(document.cookie)
    const page = await hydrate(html, initialState)
    expect(page.hydrated.text).toBe(short)
    await settle()
    expect(page.button().textContent).toBe('Connect Wallet')
    expect(page.line()).toBe('disconnected none eip155:31337')
    expect(document.cookie).not.toContain(CONNECTION_COOKIE_NAME)
    expect(recoverableErrors).not.toHaveBeenCalled()
    expect(consoleErrors).not.toHaveBeenCalled()
  })

  it('an app that keeps connections in localStorage (no cookie for the server): hydration still matches, the account shows after it', async () => {
    localStorage.setItem(
      '@berth/connections',
      JSON.stringify({ version: 1, connections: [{ connectorId: rdns, caipAddress: `eip155:31337:${fixtureAddress}` }] }),
    )
    const wallet = announceWalletFake()
    stopWallet = wallet.stop
    const { html, initialState } = serverHtml('')
    const page = await hydrate(html, initialState, { storage: localStorageBackend() })
    expect(page.hydrated.text).toBe('Connect Wallet')
    await settle()
    expect(page.button().textContent).toBe(short)
    expect(page.button().getAttribute('data-status')).toBe('connected')
    expect(recoverableErrors).not.toHaveBeenCalled()
    expect(consoleErrors).not.toHaveBeenCalled()
  })

  it('reports a mismatch when the browser renders other than the server did (what the checks above would catch)', async () => {
    setPageCookie(rememberedCookie())
    const { html } = serverHtml(document.cookie)
    // The server rendered the account; the browser is not given the initial state it rendered from.
    const page = await hydrate(html, undefined)
    expect(String(recoverableErrors.mock.calls[0]?.[0])).toMatch(/^Error: Hydration failed because the server rendered text didn't match the client/)
    expect(page.adopted).toBe(false)
  })
})
