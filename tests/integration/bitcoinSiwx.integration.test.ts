// serverSiwx on Bitcoin against the devnet's session API: the CAIP-122 Bitcoin text Berth writes,
// signed with BIP-322 (bip322-js's Signer, as a wallet's bip122 signMessage returns it: base64) by a
// regtest payment (P2WPKH) and ordinal (key-path P2TR) address, kept only when the devnet verified
// it; a signature that does not verify is refused with the server's reason and nothing is kept.
import { formatSiwxMessage, memoryBackend, serverSiwx, type SiwxConfig } from '@berth/headless'
import { describe, expect, inject, it } from 'vitest'
import { testBitcoinKey } from '../../headless/src/testing/testBitcoinKeys.js'
import { EXAMPLE_ORIGIN, fetchFrom } from '../support/pageLike.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

function serverConfig(projectId: string): SiwxConfig {
  const option = serverSiwx({ statement: 'Sign in to the Berth example' })
  if (!('setup' in option)) throw new Error('serverSiwx() is built from the client context')
  const origin = new URL(EXAMPLE_ORIGIN)
  return option.setup({
    transport: { projectId, apiUrl: inject('devnetApiUrl'), walletApiUrl: undefined, fetch: fetchFrom(), retryDelayMs: 0, timeoutMs: 10_000 },
    location: { host: origin.host, origin: origin.origin },
    now: Date.now,
    storage: memoryBackend(),
    networks: [],
  })
}

describe('serverSiwx on bip122 against the devnet API', () => {
  const key = testBitcoinKey(9)

  it.each([
    ['payment (P2WPKH)', key.p2wpkh],
    ['ordinal (key-path P2TR)', key.p2tr],
  ])('keeps a BIP-322 sign-in by a %s address that the devnet verified, lists it, and revokes it', async (_, address) => {
    const config = serverConfig(`btc-siwx-${Date.now()}-${address.slice(-6)}`)
    const data = await config.createMessage({ accountAddress: address, chainId: REGTEST })
    const message = formatSiwxMessage(data)
    expect(message.startsWith(`127.0.0.1:5173 wants you to sign in with your Bitcoin account:\n${address}\n\nSign in to the Berth example\n`)).toBe(true)
    const signature = key.sign(address, message)
    await config.addSession({ data, message, signature })
    expect(await config.getSessions(REGTEST, address)).toEqual([expect.objectContaining({ data, message, signature })])
    await config.revokeSession(REGTEST, address)
    expect(await config.getSessions(REGTEST, address)).toEqual([])
  })

  it("refuses a signature by another key with the devnet's reason, and keeps nothing", async () => {
    const config = serverConfig(`btc-siwx-${Date.now()}-refused`)
    const data = await config.createMessage({ accountAddress: key.p2wpkh, chainId: REGTEST })
    const message = formatSiwxMessage(data)
    const other = testBitcoinKey(10)
    await expect(config.addSession({ data, message, signature: other.sign(other.p2wpkh, message) })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      shortMessage: expect.stringMatching(/is not bcrt1q.+'s BIP-322 \(or BIP-137\) signature over this message/),
    })
    expect(await config.getSessions(REGTEST, key.p2wpkh)).toEqual([])
  })
})
