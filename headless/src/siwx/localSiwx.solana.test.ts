import { generateKeyPairSigner, getBase58Decoder, getUtf8Encoder, signBytes, type KeyPairSigner } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { Network } from '../networks/types.js'
import { memoryBackend } from '../storage/backends.js'
import { testChain } from '../testing/testNetworks.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { createLocalSiwx } from './localSiwx.js'
import { parseSiwsMessage } from './solana/parseSiwsMessage.js'
import type { SiwxMessageData, SiwxSession } from './types.js'

const NOW = Date.parse('2026-11-22T00:00:00Z')
const CLUSTER = 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'
// Never reached: verifying a Solana signature asks no cluster.
const cluster: Network = {
  id: 'C87HniDwGEEByviiVqxKy4JPppad4zvE',
  caipNetworkId: CLUSTER,
  chainNamespace: 'solana',
  name: 'Test Cluster',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18899'] } },
}

const sign = async (signer: KeyPairSigner, message: string) =>
  getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(message)))

async function setup() {
  const storage = memoryBackend()
  const siwx = createLocalSiwx(
    { statement: 'Sign in to Berth', expirationMs: 60_000 },
    {
      transport: undefined as never,
      location: { host: 'app.example', origin: 'https://app.example' },
      now: () => NOW,
      storage,
      networks: [testChain, cluster],
    },
  )
  const signer = await generateKeyPairSigner()
  const data = await siwx.createMessage({ accountAddress: signer.address, chainId: CLUSTER })
  return { siwx, storage, signer, data }
}

/** A session as a wallet that writes the message itself hands it back: the data read from the text it signed. */
async function walletSession(signer: KeyPairSigner, message: string): Promise<SiwxSession> {
  const parsed = parseSiwsMessage(message)
  if (!parsed.ok) throw new Error(parsed.description)
  return { data: parsed.data, message, signature: await sign(signer, message) }
}

describe('localSiwx on solana', () => {
  it("keeps a session signed with the account's ed25519 key, and finds it by its exact base58 address", async () => {
    const { siwx, signer, data } = await setup()
    const message = formatSiwxMessage(data)
    expect(message).toContain('Chain ID: C87HniDwGEEByviiVqxKy4JPppad4zvE')
    await siwx.addSession({ data, message, signature: await sign(signer, message) })
    expect(await siwx.getSessions(CLUSTER, signer.address)).toEqual([{ data, message, signature: expect.any(String) }])
    // base58 is case-sensitive: another casing is another account.
    const swapped = signer.address.replace(/[a-z]/, (c) => c.toUpperCase())
    expect(await siwx.getSessions(CLUSTER, swapped)).toEqual([])
    await siwx.revokeSession(CLUSTER, signer.address)
    expect(await siwx.getSessions(CLUSTER, signer.address)).toEqual([])
  })

  it('keeps a session whose wallet wrote the Chain ID in another form (solana:signIn)', async () => {
    const { siwx, signer, data } = await setup()
    const message = formatSiwxMessage(data).replace('Chain ID: C87HniDwGEEByviiVqxKy4JPppad4zvE', `Chain ID: ${CLUSTER}`)
    const session = await walletSession(signer, message)
    expect(session.data).toEqual(data)
    await siwx.addSession(session)
    expect(await siwx.getSessions(CLUSTER, signer.address)).toHaveLength(1)
  })

  const refusals: [string, (s: { data: SiwxMessageData; signer: KeyPairSigner; other: KeyPairSigner }) => Promise<SiwxSession>, RegExp][] = [
    [
      'a signature by another key',
      async ({ data, other }) => {
        const message = formatSiwxMessage(data)
        return { data, message, signature: await sign(other, message) }
      },
      /the signature is not .+'s over this message/,
    ],
    [
      'a signature over other text',
      async ({ data, signer }) => ({ data, message: formatSiwxMessage(data), signature: await sign(signer, `${formatSiwxMessage(data)}\n`) }),
      /the signature is not/,
    ],
    [
      'a signature that is not base58',
      async ({ data }) => ({ data, message: formatSiwxMessage(data), signature: `0x${'ab'.repeat(64)}` }),
      /the signature is not/,
    ],
    [
      'another domain, signed',
      async ({ data, signer }) => walletSession(signer, formatSiwxMessage({ ...data, domain: 'evil.example' })),
      /for evil\.example, this page is app\.example/,
    ],
    [
      'a nonce it did not issue, signed',
      async ({ data, signer }) => walletSession(signer, formatSiwxMessage({ ...data, nonce: 'Z'.repeat(24) })),
      /nonce was not issued here/,
    ],
    [
      'data for one address over a text for another',
      async ({ data, signer, other }) => {
        const message = formatSiwxMessage({ ...data, accountAddress: other.address })
        return { data, message, signature: await sign(signer, message) }
      },
      /does not match its data \(accountAddress: the message says/,
    ],
    [
      'an address whose key did not sign',
      async ({ data, signer, other }) => {
        const session = await walletSession(signer, formatSiwxMessage({ ...data, accountAddress: other.address }))
        return session
      },
      /the signature is not .+'s/,
    ],
    [
      'a nonce in the data that the text does not carry',
      async ({ data, signer }) => ({ ...(await walletSession(signer, formatSiwxMessage(data))), data: { ...data, nonce: 'Y'.repeat(24) } }),
      /nonce: the message says/,
    ],
    [
      'a text that is not Sign In With Solana',
      async ({ data, signer }) => {
        const message = formatSiwxMessage(data).replace('Solana account', 'Ethereum account')
        return { data, message, signature: await sign(signer, message) }
      },
      /not a Sign In With Solana message/,
    ],
  ]
  for (const [name, make, reason] of refusals) {
    it(`refuses ${name} and keeps nothing`, async () => {
      const { siwx, storage, signer, data } = await setup()
      const other = await generateKeyPairSigner()
      const refused = siwx.addSession(await make({ data, signer, other }))
      await expect(refused).rejects.toMatchObject({ name: 'SiwxSessionRefusedError', shortMessage: 'Sign-in refused', details: expect.stringMatching(reason) })
      expect(storage.getItem('@berth/siwx-sessions')).toBeNull()
    })
  }

  it('spends the nonce on a refused signature: the right one cannot follow with it', async () => {
    const { siwx, signer, data } = await setup()
    const other = await generateKeyPairSigner()
    const message = formatSiwxMessage(data)
    await expect(siwx.addSession({ data, message, signature: await sign(other, message) })).rejects.toThrow('Sign-in refused')
    await expect(siwx.addSession({ data, message, signature: await sign(signer, message) })).rejects.toMatchObject({
      details: expect.stringMatching(/nonce was not issued here, or was already used/),
    })
  })
})
