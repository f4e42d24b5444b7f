import { describe, expect, it } from 'vitest'
import type { Network } from '../networks/types.js'
import { memoryBackend } from '../storage/backends.js'
import { testBitcoinKey, type TestBitcoinKey } from '../testing/testBitcoinKeys.js'
import { testChain } from '../testing/testNetworks.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { createLocalSiwx } from './localSiwx.js'
import type { SiwxMessageData, SiwxSession } from './types.js'

const NOW = Date.parse('2026-11-22T00:00:00Z')
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
// Never reached: a BIP-322 signature is checked without a node.
const regtest: Network = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: REGTEST,
  chainNamespace: 'bip122',
  name: 'Test Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:13002'] } },
}

function setup(networks: readonly Network[] = [testChain, regtest]) {
  const storage = memoryBackend()
  const siwx = createLocalSiwx(
    { statement: 'Sign in to Berth', expirationMs: 60_000 },
    { transport: undefined as never, location: { host: 'app.example', origin: 'https://app.example' }, now: () => NOW, storage, networks },
  )
  return { siwx, storage }
}

/** What the sign-in flow hands addSession: the data, its text, and the wallet's base64 BIP-322 signature of it. */
function signed(key: TestBitcoinKey, address: string, data: SiwxMessageData): SiwxSession {
  const message = formatSiwxMessage(data)
  return { data, message, signature: key.sign(address, message) }
}

describe('localSiwx on bip122', () => {
  const key = testBitcoinKey(3)
  const other = testBitcoinKey(4)

  it.each([
    ['payment (P2WPKH)', key.p2wpkh],
    ['ordinal (key-path P2TR)', key.p2tr],
  ])('keeps a session signed with BIP-322 by a %s address, finds it by that address, and signs out', async (_, address) => {
    const { siwx } = setup()
    const data = await siwx.createMessage({ accountAddress: address, chainId: REGTEST })
    const session = signed(key, address, data)
    expect(session.message).toContain('wants you to sign in with your Bitcoin account:\n')
    await siwx.addSession(session)
    expect(await siwx.getSessions(REGTEST, address)).toEqual([session])
    expect(await siwx.getSessions(REGTEST, other.p2wpkh)).toEqual([])
    await siwx.revokeSession(REGTEST, address)
    expect(await siwx.getSessions(REGTEST, address)).toEqual([])
  })

  it('keeps a session signed with a legacy BIP-137 signature of the payment key, as bip322-js takes it', async () => {
    const { siwx } = setup()
    const data = await siwx.createMessage({ accountAddress: key.p2wpkh, chainId: REGTEST })
    const message = formatSiwxMessage(data)
    await siwx.addSession({ data, message, signature: key.sign(key.p2pkh, message) })
    expect(await siwx.getSessions(REGTEST, key.p2wpkh)).toHaveLength(1)
  })

  const refusals: [string, (data: SiwxMessageData) => SiwxSession, RegExp][] = [
    ['a signature by another key', (data) => ({ ...signed(other, other.p2wpkh, data), data }), /the signature is not bcrt1q.+'s over this message on bip122:/],
    ["another address's signature (the same key's P2TR for its P2WPKH)", (data) => ({ ...signed(key, key.p2tr, data), data }), /the signature is not/],
    [
      'a tampered message, signed as tampered',
      (data) => {
        const message = formatSiwxMessage(data).replace('Sign in to Berth', 'Sign in to Bert')
        return { data, message, signature: key.sign(key.p2wpkh, message) }
      },
      /the signed message does not match its data/,
    ],
    [
      'a signature over other text',
      (data) => ({ data, message: formatSiwxMessage(data), signature: key.sign(key.p2wpkh, `${formatSiwxMessage(data)}\n`) }),
      /the signature is not/,
    ],
    ['a garbage signature', (data) => ({ data, message: formatSiwxMessage(data), signature: 'garbage!' }), /the signature is not/],
    ['an empty signature', (data) => ({ data, message: formatSiwxMessage(data), signature: '' }), /the signature is not/],
    ['an EVM hex signature', (data) => ({ data, message: formatSiwxMessage(data), signature: `0x${'ab'.repeat(65)}` }), /the signature is not/],
    ['another domain, signed', (data) => signed(key, key.p2wpkh, { ...data, domain: 'evil.example' }), /for evil\.example, this page is app\.example/],
    ['a nonce it did not issue, signed', (data) => signed(key, key.p2wpkh, { ...data, nonce: 'Z'.repeat(24) }), /nonce was not issued here/],
  ]
  for (const [name, make, reason] of refusals) {
    it(`refuses ${name} and keeps nothing`, async () => {
      const { siwx, storage } = setup()
      const data = await siwx.createMessage({ accountAddress: key.p2wpkh, chainId: REGTEST })
      await expect(siwx.addSession(make(data))).rejects.toMatchObject({
        name: 'SiwxSessionRefusedError',
        shortMessage: 'Sign-in refused',
        details: expect.stringMatching(reason),
      })
      expect(storage.getItem('@berth/siwx-sessions')).toBeNull()
    })
  }

  it('refuses a bip122 session when the app has no such Bitcoin network', async () => {
    const { siwx } = setup([testChain])
    const data = await siwx.createMessage({ accountAddress: key.p2wpkh, chainId: REGTEST })
    await expect(siwx.addSession(signed(key, key.p2wpkh, data))).rejects.toMatchObject({
      details: `${REGTEST} is not one of the app's eip155, solana or bip122 networks`,
    })
  })

  it('refuses a mainnet address on the regtest chain before any wallet is asked: the message cannot be written', async () => {
    const { siwx } = setup()
    const data = await siwx.createMessage({ accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', chainId: REGTEST })
    expect(() => formatSiwxMessage(data)).toThrow(/is not a Bitcoin regtest address/)
  })

  it('spends the nonce on a refused signature: the right one cannot follow with it', async () => {
    const { siwx } = setup()
    const data = await siwx.createMessage({ accountAddress: key.p2wpkh, chainId: REGTEST })
    await expect(siwx.addSession({ ...signed(other, other.p2wpkh, data), data })).rejects.toThrow('Sign-in refused')
    await expect(siwx.addSession(signed(key, key.p2wpkh, data))).rejects.toMatchObject({ details: expect.stringMatching(/already used/) })
  })
})
