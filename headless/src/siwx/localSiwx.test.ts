import { describe, expect, it } from 'vitest'
import { testChain, testChainL2 } from '../testing/testNetworks.js'
import { memoryBackend } from '../storage/backends.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { createLocalSiwx } from './localSiwx.js'
import type { SiwxMessageData } from './types.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NOW = Date.parse('2026-11-22T00:00:00Z')
const signature = `0x${'ab'.repeat(65)}`

function setup(now = NOW) {
  const storage = memoryBackend()
  let clock = now
  const siwx = createLocalSiwx(
    { statement: 'Sign in to Berth', expirationMs: 60_000 },
    {
      transport: undefined as never,
      location: { host: 'app.example', origin: 'https://app.example' },
      now: () => clock,
      storage,
      networks: [testChain, testChainL2],
    },
  )
  return { siwx, storage, advance: (ms: number) => (clock += ms) }
}

describe('localSiwx: the browser-kept sign-in storage', () => {
  it("builds the message with a fresh 24-alphanumeric nonce and the page's domain and URI", async () => {
    const { siwx } = setup()
    const data = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
    expect(data).toEqual({
      accountAddress: address,
      chainId: 'eip155:31337',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
      issuedAt: '2026-11-22T00:00:00.000Z',
      expirationTime: '2026-11-22T00:01:00.000Z',
      statement: 'Sign in to Berth',
    })
    const again = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
    expect(again.nonce).not.toBe(data.nonce)
    expect(await siwx.createAuthRequest!('eip155:31337')).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
    })
  })

  // Each refusal happens before the chain is asked: these networks' nodes are never called here.
  const refusals: [string, (data: SiwxMessageData) => SiwxMessageData, RegExp][] = [
    ['another domain', (data) => ({ ...data, domain: 'evil.example' }), /for evil\.example, this page is app\.example/],
    ['another URI', (data) => ({ ...data, uri: 'https://evil.example' }), /URI https:\/\/evil\.example is not this page's origin/],
    ['a network the app does not have', (data) => ({ ...data, chainId: 'eip155:1' }), /eip155:1 is not one of the app's eip155, solana or bip122 networks/],
    ['an expired message', (data) => ({ ...data, expirationTime: '2026-11-21T23:59:59.000Z' }), /has expired/],
    ['a message not valid yet', (data) => ({ ...data, notBefore: '2026-11-22T00:00:01.000Z' }), /not valid yet/],
    ['a nonce it did not issue', (data) => ({ ...data, nonce: 'Z'.repeat(24) }), /nonce was not issued here/],
  ]
  for (const [name, change, reason] of refusals) {
    it(`refuses ${name} and keeps nothing`, async () => {
      const { siwx, storage } = setup()
      const data = change(await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' }))
      const refused = siwx.addSession({ data, message: formatSiwxMessage(data), signature })
      await expect(refused).rejects.toMatchObject({ name: 'SiwxSessionRefusedError', shortMessage: 'Sign-in refused', details: expect.stringMatching(reason) })
      expect(storage.getItem('@berth/siwx-sessions')).toBeNull()
    })
  }

  it('refuses a text that is not what its data says', async () => {
    const { siwx } = setup()
    const data = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
    const message = formatSiwxMessage(data).replace('Sign in to Berth', 'Sign away everything')
    await expect(siwx.addSession({ data, message, signature })).rejects.toMatchObject({
      details: expect.stringMatching(/^the signed message does not match its data/),
    })
  })

  it('ignores a stored value of the wrong shape and drops expired sessions when reading', async () => {
    const { siwx, storage, advance } = setup()
    storage.setItem('@berth/siwx-sessions', JSON.stringify([{ data: { chainId: 'eip155:31337' } }]))
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
    const data = { ...(await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })) }
    storage.setItem('@berth/siwx-sessions', JSON.stringify([{ data, message: formatSiwxMessage(data), signature }]))
    expect(await siwx.getSessions('eip155:31337', address.toLowerCase())).toHaveLength(1)
    expect(await siwx.getSessions('eip155:31338', address)).toEqual([])
    advance(60_000)
    expect(await siwx.getSessions('eip155:31337', address)).toEqual([])
  })

  it('without a page location it says so instead of signing a message for no domain', async () => {
    const siwx = createLocalSiwx({}, { transport: undefined as never, location: undefined, now: () => NOW, storage: memoryBackend(), networks: [testChain] })
    await expect(siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' })).rejects.toThrow('Sign-in needs the page location (domain and URI)')
  })
})
