// Account names through the headless client against the devnet's data API and anvil: the
// connected account signs the registration in its wallet (the real Devnet Wallet core), the API
// verifies it on the chain and stores it, and the query factories see it (resolve, reverse,
// suggestions, the profile name). Names carry a random suffix: the API may keep records between runs.
import { AddressOrAuthConnectorNotFoundError, createClient, memoryBackend, nameCoinType, RegisterNameError, type Client, type Identity } from '@berth/headless'
import {
  berthKeys,
  nameSuggestionsQueryOptions,
  namesForAddressQueryOptions,
  registerNameMutationOptions,
  resolveNameQueryOptions,
} from '@berth/headless/query'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { describe, expect, inject, it } from 'vitest'
import { announcedDevnetWallet } from '../support/announcedDevnetWallet.js'

const quiet = { warn: () => {}, error: () => {} }
const run = Math.random().toString(36).slice(2, 8)

async function setup(account: number) {
  const { wallet, walletCalls, target } = announcedDevnetWallet({ account })
  const client = createClient({
    networks: [berthDevnet, berthDevnetL2],
    window: target as never,
    storage: memoryBackend(),
    projectId: 'itest-names',
    apiUrl: inject('devnetApiUrl'),
    apiRetryDelayMs: 0,
    logger: quiet,
  })
  client.mount()
  await client.connection.connect('dev.berth.wallet')
  return { client, wallet, walletCalls, address: wallet.selectedAccount() }
}

/**
 * The embedded wallet's own connector (the secure frame) is not on this branch: the test marks the
 * Devnet Wallet's connector as the 'AUTH' kind, which is all a registration asks of the connection.
 */
function asEmbeddedWallet(client: Client) {
  const { connectors } = client.connectors.store.get()
  client.connectors.store.set({
    connectors: connectors.map((connector) => (connector.id === 'dev.berth.wallet' ? ({ ...connector, type: 'AUTH' } as typeof connector) : connector)),
  })
}

async function register(client: Client, queryClient: QueryClient, name: string) {
  return new MutationObserver(queryClient, registerNameMutationOptions(client)).mutate({ name })
}
async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  )
}

describe('account names through the headless client', () => {
  it('registers a name signed by the connected account; the profile name, resolution, reverse and suggestions see it', async () => {
    const { client, walletCalls, address } = await setup(4)
    asEmbeddedWallet(client)
    const queryClient = new QueryClient()
    queryClient.setQueryData<Identity>(berthKeys.identity(address), { name: undefined, avatar: 'https://avatar.test/a.png' })
    const network = client.network.find(client.network.store.get().activeCaipNetworkId)!

    const registered = await register(client, queryClient, `Names-${run}`)
    expect(registered).toEqual({ name: `names-${run}.berth.id`, address, coinType: nameCoinType(network) })
    expect(walletCalls).toContain('personal_sign')
    // The profile name Account and the connect button show, on the connection at once; the cached
    // identity (name and avatar) is marked stale, to be read again.
    expect(client.connection.store.get().byNamespace.eip155?.profileName).toBe(`names-${run}.berth.id`)
    expect(queryClient.getQueryState(berthKeys.identity(address))?.isInvalidated).toBe(true)

    const resolved = await queryClient.fetchQuery(resolveNameQueryOptions(client, { name: `names-${run}` }))
    expect(resolved?.addresses).toEqual([{ coinType: nameCoinType(network), address }])
    const names = await queryClient.fetchQuery(namesForAddressQueryOptions(client, { address }))
    expect(names.map((entry) => entry.name)).toContain(`names-${run}.berth.id`)
    const suggestions = await queryClient.fetchQuery(nameSuggestionsQueryOptions(client, { name: `names-${run}` }))
    expect(suggestions[0]).toEqual({ name: `names-${run}.berth.id`, registered: true })
    expect(suggestions.slice(1).every((suggestion) => !suggestion.registered)).toBe(true)
    expect(await queryClient.fetchQuery(resolveNameQueryOptions(client, { name: `nobody-${run}` }))).toBeNull()
  })

  it("refuses a taken name with the API's reason, and a name that breaks the rules before anything is signed", async () => {
    const first = await setup(4)
    asEmbeddedWallet(first.client)
    await register(first.client, new QueryClient(), `taken-${run}`)

    const { client, walletCalls } = await setup(9)
    asEmbeddedWallet(client)
    const taken = await failure(register(client, new QueryClient(), `taken-${run}`))
    expect(taken).toBeInstanceOf(RegisterNameError)
    expect((taken as RegisterNameError).shortMessage).toBe(`Error registering name taken-${run}.berth.id`)
    expect((taken as RegisterNameError).reason).toBe(`taken-${run}.berth.id is already taken`)

    const signed = walletCalls.filter((method) => method === 'personal_sign').length
    const short = await failure(register(client, new QueryClient(), 'abc'))
    expect([(short as RegisterNameError).shortMessage, (short as RegisterNameError).reason]).toEqual([
      'Error registering name abc.berth.id',
      'Use at least 4 characters',
    ])
    expect(walletCalls.filter((method) => method === 'personal_sign').length).toBe(signed)
    // Suggestions wait for a name that keeps the rules.
    expect(nameSuggestionsQueryOptions(client, { name: 'abc' }).enabled).toBe(false)
  })

  it("refuses a connection that is not the embedded wallet's, and a client with nobody connected", async () => {
    const { client, walletCalls } = await setup(9)
    const error = await failure(register(client, new QueryClient(), `plain-${run}`))
    expect(error).toBeInstanceOf(AddressOrAuthConnectorNotFoundError)
    expect((error as AddressOrAuthConnectorNotFoundError).shortMessage).toBe('Address or auth connector not found')
    expect(walletCalls).not.toContain('personal_sign')

    const alone = createClient({ networks: [berthDevnet], storage: memoryBackend(), projectId: 'itest-names', apiUrl: inject('devnetApiUrl'), logger: quiet })
    expect(await failure(register(alone, new QueryClient(), `alone-${run}`))).toBeInstanceOf(AddressOrAuthConnectorNotFoundError)
  })
})
