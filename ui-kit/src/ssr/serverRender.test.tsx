// @vitest-environment node
// Berth on a server: every entry of both packages imported, clients created and pages rendered with
// react-dom/server where there is no window, document or storage, and Berth not even looking for them.
import type * as Headless from '@berth/headless'
import type * as HeadlessReact from '@berth/headless/react'
import type * as UiKit from '@berth/ui-kit'
import type { ReactNode } from 'react'
import { PassThrough } from 'node:stream'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { guardBrowserGlobals } from '../testing/guardBrowserGlobals'

// Set before anything of Berth's is imported: its imports below are dynamic for that reason.
const guard = guardBrowserGlobals()
afterAll(() => guard.restore())
afterEach(() => {
  expect(guard.touches).toEqual([])
})

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const short = `${alice.slice(0, 6)}…${alice.slice(-4)}`

let headless: typeof Headless
let react: typeof HeadlessReact
let kit: typeof UiKit
let devnet: typeof import('@berth/devnet/networks')
let walletconnect: typeof import('@berth/headless/walletconnect')

beforeAll(async () => {
  // Every entry of both packages; the devnet's networks are the app's options here.
  ;[headless, react, kit, walletconnect, devnet] = await Promise.all([
    import('@berth/headless'),
    import('@berth/headless/react'),
    import('@berth/ui-kit'),
    import('@berth/headless/walletconnect'),
    import('@berth/devnet/networks'),
    import('@berth/headless/eip155'),
    import('@berth/headless/query'),
  ])
})

function recordingLogger() {
  const lines: string[] = []
  return { lines, logger: { warn: (message: string) => void lines.push(message), error: (message: string) => void lines.push(message) } }
}

/** Streams `element` as a server does (Suspense boundaries and lazy parts waited for); fails on any error React reports. */
async function renderOnServer(element: ReactNode): Promise<string> {
  const { renderToPipeableStream } = await import('react-dom/server')
  return new Promise((resolve, reject) => {
    const errors: unknown[] = []
    const stream = renderToPipeableStream(element, {
      onError: (error) => void errors.push(error),
      onShellError: reject,
      onAllReady() {
        const sink = new PassThrough()
        let html = ''
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()))
        sink.on('end', () => (errors.length > 0 ? reject(errors[0]) : resolve(html)))
        stream.pipe(sink)
      },
    })
  })
}

/** Calls every public hook, as a page built from the hooks alone would, and prints what the account hooks say. */
function EveryHook() {
  const client = react.useClient()
  const account = react.useAccount()
  const network = react.useNetwork()
  const modalOpen = react.useStore(client.modal.store, (state) => state.open)
  react.useConnectors()
  react.useConnect()
  react.useDisconnect()
  react.useSwitchNetwork()
  react.useSignMessage()
  react.useSignTypedData()
  react.useSendTransaction()
  react.useWaitForTransactionReceipt()
  react.useBalance()
  react.useBerthQueryClient()
  react.useModal()
  react.useAlerts()
  react.useFeatures()
  react.useWallets()
  react.useRecommendedWallets()
  react.useBalances()
  react.useIdentity()
  react.useNfts()
  react.useTransactions()
  react.useSend()
  react.usePreviewSend()
  react.useSendState()
  react.useSiwx()
  react.useSwapTokens()
  react.useSwapQuote()
  react.useSwapAllowance()
  react.useApproveSwap()
  react.useSwap()
  react.useOnrampOptions()
  react.useOnrampQuote()
  react.useBuyUrl()
  react.useOnrampPurchases()
  react.useNameSuggestions('alice')
  react.useResolveName('alice.berth.id')
  react.useRegisterName()
  react.useEmailLogin()
  react.useSocialLogin()
  react.useFarcasterLogin()
  react.useUpdateEmail()
  react.useEmbeddedUser()
  return (
    <p data-testid="hooks">
      {`${account.status}|${account.isReconnecting ? 'reconnecting' : 'settled'}|${account.address ?? 'no account'}|${network.caipNetworkId}|${modalOpen ? 'open' : 'closed'}`}
    </p>
  )
}
const HOOKS_CALLED = [
  'useAccount',
  'useAlerts',
  'useApproveSwap',
  'useBalance',
  'useBalances',
  'useBerthQueryClient',
  'useBuyUrl',
  'useClient',
  'useConnect',
  'useConnectors',
  'useDisconnect',
  'useEmailLogin',
  'useEmbeddedUser',
  'useFarcasterLogin',
  'useFeatures',
  'useIdentity',
  'useModal',
  'useNameSuggestions',
  'useNetwork',
  'useNfts',
  'useOnrampOptions',
  'useOnrampPurchases',
  'useOnrampQuote',
  'usePreviewSend',
  'useRecommendedWallets',
  'useRegisterName',
  'useResolveName',
  'useSend',
  'useSendState',
  'useSendTransaction',
  'useSignMessage',
  'useSignTypedData',
  'useSiwx',
  'useSocialLogin',
  'useStore',
  'useSwap',
  'useSwapAllowance',
  'useSwapQuote',
  'useSwapTokens',
  'useSwitchNetwork',
  'useTransactions',
  'useUpdateEmail',
  'useWaitForTransactionReceipt',
  'useWallets',
]

function Page({ client, initialState }: { client: Headless.Client; initialState?: Headless.InitialState | undefined }) {
  return (
    <react.BerthProvider client={client} initialState={initialState}>
      <kit.ConnectButton />
      <EveryHook />
      <kit.BerthModal />
    </react.BerthProvider>
  )
}

/** What a Next.js app does: one client, created at module level, shared by every request. */
function appClient(extra: Partial<Headless.CreateClientParameters> = {}) {
  const { lines, logger } = recordingLogger()
  const client = headless.createClient({
    networks: [devnet.berthDevnet, devnet.berthDevnetL2],
    storage: headless.cookieStorage(),
    walletConnect: walletconnect.walletConnect({ relayUrl: devnet.DEVNET_RELAY_URL }),
    logger,
    ...extra,
  })
  return { client, lines }
}

const cookieOf = (record: unknown) => `theme=dark; ${headless.CONNECTION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(record))}`
const connectedCookie = (caipAddress = `eip155:31338:${alice}`) => cookieOf({ version: 1, connections: [{ connectorId: 'dev.berth.wallet', caipAddress }] })

describe('on a server (no window, document or storage)', () => {
  it('exports every hook this page calls, so a new hook is server-rendered here too', () => {
    expect(
      Object.keys(react)
        .filter((name) => /^use[A-Z]/.test(name))
        .sort(),
    ).toEqual(HOOKS_CALLED)
  })

  it('creates clients with every storage and option, touching nothing', () => {
    const { logger } = recordingLogger()
    const options = { networks: [devnet.berthDevnet] as const, logger }
    headless.createClient(options)
    headless.createClient({ ...options, storage: headless.cookieStorage({ path: '/app', sameSite: 'strict', secure: true }) })
    headless.createClient({ ...options, storage: headless.localStorageBackend() })
    headless.createClient({ ...options, storage: null })
    headless.createClient({
      ...options,
      walletConnect: walletconnect.walletConnect({ relayUrl: devnet.DEVNET_RELAY_URL }),
      siwx: headless.serverSiwx({ required: true }),
    })
    headless.createClient({ ...options, siwx: headless.localSiwx() })
  })

  it('renders a visitor with no cookie disconnected: "Connect Wallet", no modal', async () => {
    const { client, lines } = appClient()
    const initialState = headless.cookieToInitialState(client, 'theme=dark')
    expect(initialState).toBeUndefined()
    const html = await renderOnServer(<Page client={client} initialState={initialState} />)
    expect(html).toContain('>Connect Wallet</button>')
    expect(html).toContain('data-status="disconnected"')
    expect(html).toContain('disconnected|settled|no account|eip155:31337|')
    expect(html).not.toContain('role="dialog"')
    expect(lines).toEqual([])
  })

  it('renders a connected visitor from the cookie: the account, reconnecting, never "Connect Wallet"', async () => {
    const { client, lines } = appClient()
    const initialState = headless.cookieToInitialState(client, connectedCookie())
    expect(initialState).toEqual({ version: 1, connections: [{ connectorId: 'dev.berth.wallet', caipAddress: `eip155:31338:${alice}` }] })
    const html = await renderOnServer(<Page client={client} initialState={initialState} />)
    expect(html).toContain(`>${short}</button>`)
    expect(html).not.toContain('Connect Wallet')
    expect(html).toContain(`connecting|reconnecting|${alice}|eip155:31337|`)
    expect(lines).toEqual([])
  })

  it('keeps visitors apart: one shared client renders each request from its own cookie, and is never changed by it', async () => {
    const { client } = appClient()
    const before = client.connection.store.getInitialState()
    const [connected, anonymous] = await Promise.all([
      renderOnServer(<Page client={client} initialState={headless.cookieToInitialState(client, connectedCookie())} />),
      renderOnServer(<Page client={client} initialState={headless.cookieToInitialState(client, undefined)} />),
    ])
    expect(connected).toContain(short)
    expect(anonymous).toContain('Connect Wallet')
    expect(anonymous).not.toContain(alice)
    expect(client.connection.store.getInitialState()).toBe(before)
    // A later render without a cookie is not left with the earlier visitor's account either.
    expect(await renderOnServer(<Page client={client} />)).toContain('Connect Wallet')
  })

  it('renders the modal’s parts an app may compose (Modal open, ThemeRoot) without looking for the document: the portal waits for the browser', async () => {
    const html = await renderOnServer(
      <kit.ThemeRoot mode="dark" variables={{ '--berth-accent': '#ff6600' }}>
        <kit.Modal open onOpenChange={() => undefined} title="Connect Wallet">
          <p>body</p>
        </kit.Modal>
      </kit.ThemeRoot>,
    )
    expect(html).toContain('data-theme="dark"')
    expect(html).toContain('--berth-accent:#ff6600')
    expect(html).not.toContain('<p>body</p>')
  })

  it('renders from the initial state even after the shared client changed (what hydration will read)', async () => {
    const { client } = appClient()
    client.modal.store.set({ open: true })
    const html = await renderOnServer(<Page client={client} />)
    expect(html).toContain('|closed')
    expect(html).not.toContain('role="dialog"')
  })
})
