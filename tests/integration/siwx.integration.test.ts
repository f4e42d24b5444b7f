// The SIWX controller (client.siwx) with the real Devnet Wallet core signing against anvil, and an
// app-provided SiwxConfig that keeps sessions in memory and verifies each signature with viem:
// docs/states.md's flow — the view opens after connect, signing stores the session and closes the modal,
// a decline reopens with 'Signature declined', cancel follows the required/optional rules, and the
// modal cannot close while sign-in is required and there is no session.
import { createClient, formatSiwxMessage, memoryBackend, selectActiveConnection, serverSiwx, type SiwxConfig, type SiwxSession } from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { createDevnetWallet, memoryStorage } from '@berth/devnet/wallet/core'
import { verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { EXAMPLE_ORIGIN, fetchFrom, pageTarget } from '../support/pageLike.js'

const quiet = { warn: () => {}, error: () => {} }

/** Sessions in memory, verified with viem before they are kept (what an app's own config might do). */
function memorySiwx(required: boolean): SiwxConfig & { sessions: SiwxSession[]; refused: number } {
  let nonce = 0
  const config = {
    sessions: [] as SiwxSession[],
    refused: 0,
    createMessage: async ({ accountAddress, chainId }: { accountAddress: string; chainId: `${string}:${string}` }) => ({
      accountAddress,
      chainId,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1' as const,
      nonce: `nonce${++nonce}abcdefgh`,
      issuedAt: new Date().toISOString(),
    }),
    addSession: async (session: SiwxSession) => {
      const valid =
        session.message === formatSiwxMessage(session.data) &&
        (await verifyMessage({
          address: session.data.accountAddress as `0x${string}`,
          message: session.message,
          signature: session.signature as `0x${string}`,
        }))
      if (!valid) {
        config.refused++
        throw new Error('signature refused')
      }
      config.sessions.push(session)
    },
    getSessions: async (chainId: string, address: string) =>
      config.sessions.filter((session) => session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()),
    revokeSession: async (chainId: string, address: string) => {
      config.sessions = config.sessions.filter(
        (session) => !(session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()),
      )
    },
    getRequired: () => required,
  }
  return config
}

function setup({ required = false, autoApprove = true } = {}) {
  const wallet = createDevnetWallet({ autoApprove, storage: memoryStorage(), knownChainIds: [31337, 31338] } as never)
  const target = new EventTarget()
  const detail = Object.freeze({
    info: { uuid: 'devnet', name: 'Devnet Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.berth.wallet' },
    provider: wallet.provider,
  })
  target.addEventListener('eip6963:requestProvider', () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
  const siwx = memorySiwx(required)
  const storage = memoryBackend()
  const client = createClient({ networks: [berthDevnet, berthDevnetL2], window: target as never, storage, logger: quiet, siwx })
  client.mount()
  return { client, wallet, siwx, storage }
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const eventNames = (client: ReturnType<typeof setup>['client']) => client.events.store.get().events.map((event) => event.name)

describe('SIWX with the Devnet Wallet', () => {
  it('opens SIWXSignMessage after connect; signing stores a verified session, closes the modal and tracks SIWX_AUTH_SUCCESS', async () => {
    const { client, siwx, storage } = setup()
    await client.connection.connect('dev.berth.wallet')
    await until(() => client.modal.store.get().open && client.router.current()?.view === 'SIWXSignMessage')
    expect(storage.getItem('@berth/last-used-chain')).toBeNull()
    const session = await client.siwx!.signIn()
    expect(session.message).toContain('wants you to sign in with your Ethereum account:')
    expect(siwx.sessions).toHaveLength(1)
    expect(client.modal.store.get().open).toBe(false)
    expect(client.siwx!.store.get()).toMatchObject({ status: 'signed-in', lastNetworkWithSession: 'eip155:31337' })
    // docs/states.md: the last connected network is recorded, for a required cancel after a reload.
    expect(storage.getItem('@berth/last-used-chain')).toBe('"eip155:31337"')
    expect(eventNames(client)).toContain('SIWX_AUTH_SUCCESS')
  })

  it('does not ask again for an address that has a session; asks again on a network without one', async () => {
    const first = setup()
    await first.client.connection.connect('dev.berth.wallet')
    await until(() => first.client.router.current()?.view === 'SIWXSignMessage')
    await first.client.siwx!.signIn()

    // A second page load with the same sessions (the app's config keeps them).
    const second = setup()
    second.siwx.sessions = first.siwx.sessions
    await second.client.connection.connect('dev.berth.wallet')
    await until(() => second.client.siwx!.store.get().status === 'signed-in')
    expect(second.client.modal.store.get().open).toBe(false)

    await second.client.switchNetwork('eip155:31338')
    await until(() => second.client.router.current()?.view === 'SIWXSignMessage' && second.client.modal.store.get().open)
    expect(second.client.siwx!.store.get().status).toBe('ready')
  })

  it("a declined signature reopens with 'Signature declined' and tracks SIWX_AUTH_ERROR; nothing is stored", async () => {
    const { client, wallet, siwx } = setup({ autoApprove: false })
    const connecting = client.connection.connect('dev.berth.wallet')
    await until(() => wallet.pending().length > 0)
    wallet.approve()
    await connecting
    await until(() => client.router.current()?.view === 'SIWXSignMessage')
    const signing = client.siwx!.signIn()
    await until(() => wallet.pending().length > 0)
    wallet.reject()
    await expect(signing).rejects.toThrow('Signature declined')
    expect(client.siwx!.store.get()).toMatchObject({ status: 'error', error: { shortMessage: 'Signature declined' } })
    expect(siwx.sessions).toEqual([])
    expect(eventNames(client)).toContain('SIWX_AUTH_ERROR')
    expect(client.modal.store.get().open).toBe(true)
  })

  it('required: the modal cannot be closed in SIWXSignMessage; cancel with no session anywhere disconnects', async () => {
    const { client } = setup({ required: true })
    await client.connection.connect('dev.berth.wallet')
    await until(() => client.router.current()?.view === 'SIWXSignMessage')
    client.modal.close()
    expect(client.modal.store.get().open).toBe(true)
    await client.siwx!.cancel()
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('disconnected')
    expect(client.modal.store.get().open).toBe(false)
    expect(eventNames(client)).toContain('CLICK_CANCEL_SIWX')
  })

  it('required: cancel on a network without a session goes back to the last network that has one', async () => {
    const { client } = setup({ required: true })
    await client.connection.connect('dev.berth.wallet')
    await until(() => client.router.current()?.view === 'SIWXSignMessage')
    await client.siwx!.signIn()
    await client.switchNetwork('eip155:31338')
    await until(() => client.router.current()?.view === 'SIWXSignMessage' && client.modal.store.get().open)
    await client.siwx!.cancel()
    await until(() => client.network.store.get().activeCaipNetworkId === 'eip155:31337')
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('connected')
  })

  it('optional: cancel just closes; sign out ends the session', async () => {
    const { client, siwx } = setup()
    await client.connection.connect('dev.berth.wallet')
    await until(() => client.router.current()?.view === 'SIWXSignMessage')
    await client.siwx!.cancel()
    expect(client.modal.store.get().open).toBe(false)
    expect(selectActiveConnection(client.connection.store.get()).status).toBe('connected')
    await client.siwx!.signIn()
    expect(siwx.sessions).toHaveLength(1)
    await client.siwx!.signOut()
    expect(siwx.sessions).toEqual([])
  })

  it('refuses siweConfig together with siwx', () => {
    expect(() => createClient({ networks: [berthDevnet], storage: memoryBackend(), siwx: memorySiwx(false), siweConfig: {} })).toThrow(
      'siweConfig and siwx cannot both be set',
    )
  })
})

describe('serverSiwx against the devnet API', () => {
  function serverSetup(projectId: string, account = 2) {
    const wallet = createDevnetWallet({ autoApprove: true, storage: memoryStorage() })
    wallet.selectAccount(account)
    const target = pageTarget()
    const detail = Object.freeze({
      info: { uuid: 'devnet', name: 'Devnet Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.berth.wallet' },
      provider: wallet.provider,
    })
    target.addEventListener('eip6963:requestProvider', () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })))
    const client = createClient({
      networks: [berthDevnet, berthDevnetL2],
      window: target as never,
      storage: memoryBackend(),
      logger: quiet,
      projectId,
      apiUrl: inject('devnetApiUrl'),
      fetch: fetchFrom(),
      siwx: serverSiwx({ statement: 'Sign in to the Berth example' }),
    })
    client.mount()
    return { client, wallet }
  }

  it('signs in with a server-verified session; a second page load finds it and asks nothing; sign out revokes it', async () => {
    const projectId = `siwx-${Date.now()}`
    const first = serverSetup(projectId)
    await first.client.connection.connect('dev.berth.wallet')
    await until(() => first.client.router.current()?.view === 'SIWXSignMessage')
    const session = await first.client.siwx!.signIn()
    expect(session.message).toContain('Sign in to the Berth example')

    const second = serverSetup(projectId)
    await second.client.connection.connect('dev.berth.wallet')
    await until(() => second.client.siwx!.store.get().status === 'signed-in')
    expect(second.client.modal.store.get().open).toBe(false)
    expect(second.client.siwx!.store.get().sessions[0]!.signature).toBe(session.signature)

    await second.client.siwx!.signOut()
    const third = serverSetup(projectId)
    await third.client.connection.connect('dev.berth.wallet')
    await until(() => third.client.router.current()?.view === 'SIWXSignMessage' && third.client.siwx!.store.get().status === 'ready')
  })

  it("a session the server refuses (another account's signature) is not kept, and the refusal says why", async () => {
    const projectId = `siwx-forged-${Date.now()}`
    const { client, wallet } = serverSetup(projectId, 2)
    await client.connection.connect('dev.berth.wallet')
    const option = serverSiwx() as {
      setup(context: { transport: typeof client.api.transport; location: { host: string; origin: string }; now: () => number }): SiwxConfig
    }
    const config = option.setup({ transport: client.api.transport, location: { host: '127.0.0.1:5173', origin: EXAMPLE_ORIGIN }, now: Date.now })
    const named = wallet.accounts()[2]!
    const data = await config.createMessage({ accountAddress: named, chainId: 'eip155:31337' })
    const message = formatSiwxMessage(data)
    // Account 1 signs a message that names account 2.
    const stranger = wallet.accounts()[1]!
    wallet.selectAccount(1)
    const signature = (await wallet.provider.request({ method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, stranger] })) as string
    await expect(config.addSession({ data, message, signature })).rejects.toMatchObject({ name: 'ApiError', status: 401 })
    expect(await config.getSessions('eip155:31337', named)).toEqual([])
  })
})
