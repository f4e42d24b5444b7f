import { createAppClient, createWalletClient, type CreateClientArgs } from '@farcaster/auth-client'
import { createServer, type Server } from 'node:http'
import { createPublicClient, http, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startDevnet } from '../startDevnet'
import { devnetFarcasterAccounts, farcasterCustodyAccount, lookupFarcasterFid } from './accounts'
import { DEVNET_FARCASTER_AUTH_KEY } from './constants'
import { createFarcasterChannel, waitForFarcasterChannel } from './relayClient'
import { signFarcasterSignIn } from './signInMessage'
import { startDevnetFarcaster } from './startDevnetFarcaster'
import { startFarcasterServer, type RunningFarcasterServer } from './startFarcasterServer'
import { verifyFarcasterSignIn } from './verifySignIn'

// This file's own relay on a free port: never the shared devnet's :8793.
let relay: RunningFarcasterServer
const domain = '127.0.0.1:5173'
const siweUri = 'http://127.0.0.1:5173/login'
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/** The official client's view of Farcaster's ID registry, read from the devnet's. */
const devnetConnector = (): CreateClientArgs['ethereum'] => ({
  getFid: async (custody) =>
    BigInt(devnetFarcasterAccounts.find((account) => isAddressEqual(lookupFarcasterFid(account.fid)!.custodyAddress, custody))?.fid ?? 0),
  isValidAuthAddress: async () => false,
  publicClient: createPublicClient({ transport: http(inject('devnetUrls')['eip155:31337']) }),
})
const appClient = () => createAppClient({ relay: relay.url, ethereum: devnetConnector() })

beforeAll(async () => {
  relay = await startFarcasterServer({ port: 0 })
})
afterAll(() => relay?.stop())

describe('the relay, driven by @farcaster/auth-client', () => {
  it('an app opens a channel, a person approves it on the approval page, the app sees it completed and verifies it', async () => {
    const client = appClient()
    const channel = await client.createChannel({ siweUri, domain })
    expect(channel.isError).toBe(false)
    if (channel.isError) return
    const { channelToken, url, nonce } = channel.data
    expect(url).toBe(`${relay.url}/approve?channelToken=${channelToken}`)

    const pending = await client.status({ channelToken })
    expect(pending.isError).toBe(false)
    expect(pending.response?.status).toBe(202)
    expect(pending.data?.state).toBe('pending')

    // As a person would: open the link, then press "Approve as @alice".
    const page = await fetch(url)
    expect(await page.text()).toContain('Approve as @alice')
    const approved = await fetch(`${relay.url}/approve`, { method: 'POST', body: new URLSearchParams({ channelToken, fid: '1001' }) })
    expect(approved.status).toBe(200)

    const watched = await client.watchStatus({ channelToken, interval: 100, timeout: 5000 })
    expect(watched.isError).toBe(false)
    if (watched.isError) return
    const done = watched.data
    expect(done).toMatchObject({ state: 'completed', fid: 1001, username: 'alice', custody: farcasterCustodyAccount(devnetFarcasterAccounts[0]!).address })

    const ours = await verifyFarcasterSignIn({ message: done.message!, signature: done.signature!, fid: done.fid!, nonce, domain })
    expect(ours).toMatchObject({ fid: 1001, username: 'alice' })
    // The official verifier agrees (custody signer, fid resource) against the devnet's registry.
    const theirs = await client.verifySignInMessage({ message: done.message!, signature: done.signature!, nonce, domain, acceptAuthAddress: false })
    expect(theirs.isError).toBe(false)
    expect(theirs).toMatchObject({ fid: 1001, authMethod: 'custody', success: true })
  })

  it('a completion signed by another key is refused by the relay, and by verifyFarcasterSignIn', async () => {
    const client = appClient()
    const channel = await client.createChannel({ siweUri, domain, nonce: 'berthnonce12345' })
    if (channel.isError) throw channel.error
    const { channelToken, nonce } = channel.data
    const genuine = await signFarcasterSignIn({ siweUri, domain, nonce }, 1001, farcasterCustodyAccount(devnetFarcasterAccounts[0]!))
    const forged = { message: genuine.message, signature: await stranger.signMessage({ message: genuine.message }) }

    const wallet = createWalletClient({ relay: relay.url, ethereum: devnetConnector() })
    const refused = await wallet.authenticate({ channelToken, authKey: DEVNET_FARCASTER_AUTH_KEY, ...forged, fid: 1001 })
    expect(refused.response?.status).toBe(400)
    await expect(verifyFarcasterSignIn({ ...forged, fid: 1001, nonce, domain })).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' })
    expect((await client.status({ channelToken })).data?.state).toBe('pending')

    // The genuine one, through the wallet side of the official client, completes it.
    const accepted = await wallet.authenticate({ channelToken, authKey: DEVNET_FARCASTER_AUTH_KEY, ...genuine, fid: 1001 })
    expect(accepted.response?.status).toBe(201)
    expect((await client.status({ channelToken })).data).toMatchObject({ state: 'completed', signature: genuine.signature })
  })

  it('an unknown channel token gets 401 from status', async () => {
    const status = await appClient().status({ channelToken: '5f0c1e52-7e0b-4a8f-9d43-0d7f2b8c9a11' })
    expect(status.response?.status).toBe(401)
  })
})

describe('the relay client the frame auth server calls', () => {
  it('opens a channel over HTTP, waits for the approval and gets a message verifyFarcasterSignIn accepts', async () => {
    const channel = await createFarcasterChannel({ relayUrl: relay.url, domain, siweUri })
    const waiting = waitForFarcasterChannel({ relayUrl: relay.url, channelToken: channel.channelToken, intervalMs: 50, timeoutMs: 5000 })
    const approved = await fetch(`${relay.url}/approve`, { method: 'POST', body: new URLSearchParams({ channelToken: channel.channelToken, fid: '1002' }) })
    expect(approved.status).toBe(200)
    const completed = await waiting
    expect(completed).toMatchObject({ fid: 1002, username: 'bob' })
    await expect(verifyFarcasterSignIn({ ...completed, nonce: channel.nonce, domain })).resolves.toMatchObject({ fid: 1002 })
  })
})

describe('startDevnetFarcaster', () => {
  it('adopts a Devnet Farcaster relay already on its port and refuses a port something else holds', async () => {
    const port = 18793
    const first = await startDevnetFarcaster({ port }, '127.0.0.1', true, () => {})
    try {
      expect(first).toMatchObject({ url: `http://127.0.0.1:${port}`, reused: false })
      const second = await startDevnetFarcaster({ port }, '127.0.0.1', true, () => {})
      expect(second.reused).toBe(true)
      await second.stop()
      expect((await fetch(`${first.url}/devnet/farcaster/health`)).status).toBe(200)
    } finally {
      await first.stop()
    }

    // Another port than above: the stopped relay's keep-alive socket must not answer for the foreign server.
    const foreignPort = port + 1
    const foreign: Server = createServer((_request, response) => response.end('{}'))
    await new Promise<void>((resolve) => foreign.listen(foreignPort, '127.0.0.1', resolve))
    try {
      await expect(startDevnetFarcaster({ port: foreignPort }, '127.0.0.1', true, () => {})).rejects.toThrow(
        `http://127.0.0.1:${foreignPort} answers, but not as the Devnet Farcaster relay: stop that server or free the port`,
      )
    } finally {
      await new Promise((resolve) => foreign.close(resolve))
    }
  })

  it('is started by startDevnet when asked, and stopped with it', async () => {
    const devnet = await startDevnet({ chains: [], contracts: false, api: false, relay: false, solana: false, bitcoin: false, farcaster: { port: 0 } })
    try {
      expect(devnet.farcaster?.reused).toBe(false)
      expect(await (await fetch(`${devnet.farcaster!.url}/devnet/farcaster/health`)).json()).toMatchObject({ service: 'berth-devnet-farcaster' })
    } finally {
      await devnet.stop()
    }
    await expect(fetch(`${devnet.farcaster!.url}/devnet/farcaster/health`)).rejects.toThrow()
  })
})
