// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createClient, type Client } from '../client.js'
import { watchEmbeddedProfileName } from '../controllers/embedded/watchEmbeddedProfileName.js'
import { lazyNamesController } from '../controllers/names/lazyNamesController.js'
import { validateAccountName } from '../controllers/names/validateAccountName.js'
import { memoryBackend } from '../storage/backends.js'
import { announceFake, createScriptedProviderFake } from '../testing/fakeProvider.js'
import { testChain } from '../testing/testNetworks.js'
import { BerthProvider } from './BerthProvider.js'
import { useAccount } from './useAccount.js'
import { useNameSuggestions } from './useNameSuggestions.js'
import { useRegisterName } from './useRegisterName.js'
import { useResolveName } from './useResolveName.js'

afterEach(cleanup)

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const coinType = String((0x80000000 | 31337) >>> 0)

/**
 * The data API in memory: this file tests the hooks (what a view renders as the visitor types and
 * registers); the endpoints are covered over real HTTP against the devnet in names.integration.test.ts.
 */
function apiInMemory() {
  const registered = new Map<string, string>()
  const asked: string[] = []
  let reverseFails = false
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
    const [, , , kind, name] = url.pathname.split('/')
    if (kind === 'reverse') {
      if (reverseFails) return json({ reasons: [{ description: 'the names database is down' }] }, 500)
      const names = [...registered].filter(([, address]) => address.toLowerCase() === decodeURIComponent(name ?? '').toLowerCase())
      return json(names.map(([full, address]) => ({ name: full, addresses: { [coinType]: { address } }, attributes: {} })))
    }
    if (kind === 'suggestions')
      return json({
        suggestions: [
          { name: `${name}.berth.id`, registered: registered.has(`${name}.berth.id`) },
          { name: `${name}1.berth.id`, registered: false },
        ],
      })
    if (kind === 'account' && name) {
      const address = registered.get(decodeURIComponent(name))
      return address ? json({ name, addresses: { [coinType]: { address } }, attributes: {} }) : json({ reasons: [{ description: 'not registered' }] }, 404)
    }
    if (kind === 'account') {
      const body = JSON.parse(String(init?.body)) as { address: string; message: string }
      const { name: full } = JSON.parse(body.message) as { name: string }
      if (registered.has(full)) return json({ reasons: [{ code: 'NAME_TAKEN', description: `${full} is already taken` }] }, 409)
      registered.set(full, body.address)
      return json({ success: true })
    }
    return json({ reasons: [{ description: 'no route' }] }, 404)
  }
  return {
    fetch,
    asked,
    registered,
    failReverse: (fails: boolean) => {
      reverseFails = fails
    },
  }
}

/** What RegisterAccountName needs: the rule's message, the suggestions as the visitor types, and the registration's state. */
function Harness() {
  const [name, setName] = useState('')
  const problem = name ? validateAccountName(name) : undefined
  const suggestions = useNameSuggestions(name)
  const resolved = useResolveName(name.length >= 4 ? name : undefined)
  const register = useRegisterName()
  const { profileName } = useAccount()
  return (
    <div>
      <p data-testid="profile">{profileName ?? ''}</p>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <p data-testid="problem">{problem ?? ''}</p>
      <p data-testid="suggestions">{suggestions.data?.map((entry) => `${entry.name}${entry.registered ? ' (taken)' : ''}`).join(', ') ?? ''}</p>
      <p data-testid="resolved">{resolved.data === undefined ? '' : (resolved.data?.addresses[0]?.address ?? 'free')}</p>
      <p data-testid="status">{register.status}</p>
      <p data-testid="error">
        {register.error ? `${register.error.shortMessage}: ${'reason' in register.error ? register.error.reason : register.error.details}` : ''}
      </p>
      <button type="button" onClick={() => register.mutate({ name })}>
        register
      </button>
    </div>
  )
}

async function setup({ sign }: { sign: () => unknown }) {
  const target = new EventTarget()
  const wallet = createScriptedProviderFake({ eth_chainId: () => '0x7a69', eth_requestAccounts: () => [alice], personal_sign: sign })
  announceFake(target, { uuid: 'u', name: 'Embedded', icon: 'data:image/png;base64,AA==', rdns: 'dev.embedded' }, wallet.provider)
  const api = apiInMemory()
  const client = createClient({
    projectId: 'p',
    apiUrl: 'https://api.example',
    networks: [testChain],
    window: target as never,
    storage: memoryBackend(),
    fetch: api.fetch,
    apiRetryDelayMs: 0,
    logger: { warn() {}, error() {} },
  })
  render(
    <BerthProvider client={client}>
      <Harness />
    </BerthProvider>,
  )
  await waitFor(() => expect(client.connectors.get('dev.embedded')).toBeDefined())
  return { client, wallet, api }
}

/** The scripted wallet stands in for the embedded wallet's frame: its connector is marked the 'AUTH' kind. */
async function connectAsEmbedded(client: Client) {
  await act(() => client.connection.connect('dev.embedded'))
  const { connectors } = client.connectors.store.get()
  act(() => client.connectors.store.set({ connectors: connectors.map((connector) => ({ ...connector, type: 'AUTH' }) as typeof connector) }))
}

const text = (id: string) => screen.getByTestId(id).textContent
const type = (value: string) => fireEvent.change(screen.getByLabelText('name'), { target: { value } })

describe('name hooks', () => {
  it('suggest names only for a name that keeps the rules, and say what the rule wants', async () => {
    const { api } = await setup({ sign: () => `0x${'ab'.repeat(65)}` })
    type('ab')
    expect(text('problem')).toBe('Use at least 4 characters')
    type('a_bc')
    expect(text('problem')).toBe('Use only letters, digits and hyphens')
    expect(api.asked.filter((call) => call.includes('suggestions'))).toEqual([])
    type('carol')
    expect(text('problem')).toBe('')
    await waitFor(() => expect(text('suggestions')).toBe('carol.berth.id, carol1.berth.id'))
    await waitFor(() => expect(text('resolved')).toBe('free'))
  })

  it('register: pending while the wallet signs, then done; the name resolves and shows as taken', async () => {
    let approve: (signature: string) => void = () => {}
    const { client, wallet } = await setup({ sign: () => new Promise((resolve) => (approve = resolve)) })
    await connectAsEmbedded(client)
    type('carol')
    await waitFor(() => expect(text('suggestions')).toBe('carol.berth.id, carol1.berth.id'))
    screen.getByText('register').click()
    await waitFor(() => expect(text('status')).toBe('pending'))
    await waitFor(() => expect(wallet.calls).toContain('personal_sign'))
    expect(text('profile')).toBe('')
    approve(`0x${'ab'.repeat(65)}`)
    await waitFor(() => expect(text('status')).toBe('success'))
    // The account's profile name is the new name at once (Account and the connect button read it).
    expect(text('profile')).toBe('carol.berth.id')
    await waitFor(() => expect(text('suggestions')).toBe('carol.berth.id (taken), carol1.berth.id'))
    await waitFor(() => expect(text('resolved')).toBe(alice))
  })

  it("register: the wallet's refusal, a taken name and a missing embedded wallet are errors a view can show", async () => {
    let declines = true
    const { client } = await setup({
      sign: () => {
        if (declines) throw { code: 4001, message: 'User rejected' }
        return `0x${'ab'.repeat(65)}`
      },
    })
    type('dave')
    screen.getByText('register').click()
    await waitFor(() => expect(text('error')).toBe('Address or auth connector not found: no connected eip155 address'))

    await connectAsEmbedded(client)
    screen.getByText('register').click()
    await waitFor(() => expect(text('error')).toBe('Error registering name dave.berth.id: Signature declined'))
    expect(text('profile')).toBe('')
    declines = false
    screen.getByText('register').click()
    await waitFor(() => expect(text('status')).toBe('success'))
    screen.getByText('register').click()
    await waitFor(() => expect(text('error')).toBe('Error registering name dave.berth.id: dave.berth.id is already taken'))
  })

  it("an embedded account's profile name: its first name by the reverse lookup once connected; nothing for another wallet; a failed lookup is logged and the address stays", async () => {
    const { client, api } = await setup({ sign: () => `0x${'ab'.repeat(65)}` })
    api.registered.set('erin.berth.id', alice)
    const warnings: string[] = []
    const watch = (connectorId: string) =>
      watchEmbeddedProfileName({
        connection: client.connection,
        connectorId,
        sync: (address) => lazyNamesController(client).then((names) => names.syncProfileName({ address })),
        warn: (message, error) => warnings.push(`${message}: ${(error as { shortMessage?: string }).shortMessage}`),
      })
    const reverseCalls = () => api.asked.filter((call) => call.includes('/reverse/')).length

    // Another wallet's connection: not looked up.
    const other = watch('another.connector')
    await connectAsEmbedded(client)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(reverseCalls()).toBe(0)
    expect(text('profile')).toBe('')
    other()

    // The embedded wallet's: looked up once, its first name shown.
    const stop = watch('dev.embedded')
    await waitFor(() => expect(text('profile')).toBe('erin.berth.id'))
    expect(reverseCalls()).toBe(1)

    // Disconnected, the name goes with the account; a failed lookup on the next connect leaves none and says why.
    await act(() => client.connection.disconnect('eip155'))
    expect(text('profile')).toBe('')
    api.failReverse(true)
    await connectAsEmbedded(client)
    await waitFor(() => expect(warnings).toEqual(['[berth] the embedded account’s profile name could not be read: Error fetching names for address']))
    expect(text('profile')).toBe('')
    stop()
  })
})
