// The sign-in flow on a Bitcoin connection: Berth writes the CAIP-122 Bitcoin text, the bip122
// adapter's signMessage (here a wallet with a real regtest key, signing with bip322-js) returns the
// base64 BIP-322 signature, and localSiwx verifies it before the session is kept.
import { describe, expect, it } from 'vitest'
import type { ConnectionController } from '../controllers/connection/createConnectionController.js'
import type { ConnectionState } from '../controllers/connection/types.js'
import { createEventsController } from '../controllers/events/createEventsController.js'
import type { ModalController } from '../controllers/modal/createModalController.js'
import { createNetworkController } from '../controllers/network/createNetworkController.js'
import type { Network } from '../networks/types.js'
import { memoryBackend } from '../storage/backends.js'
import { createStorage } from '../storage/createStorage.js'
import { createStore } from '../store/createStore.js'
import { testBitcoinKey } from '../testing/testBitcoinKeys.js'
import { testChain } from '../testing/testNetworks.js'
import { createSiwxController } from './createSiwxController.js'
import { createLocalSiwx } from './localSiwx.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const regtest: Network = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: REGTEST,
  chainNamespace: 'bip122',
  name: 'Test Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:13002'] } },
}
const quiet = { warn: () => {}, error: () => {} }

function setup(sign: (message: string, address: string) => Promise<string>) {
  const key = testBitcoinKey(5)
  const address = key.p2wpkh
  const asked: { message: string; address: string }[] = []
  const connection = {
    store: createStore<ConnectionState>({
      activeNamespace: 'bip122',
      reconnecting: false,
      byNamespace: { bip122: { status: 'connected', accounts: [address, key.p2tr], address } } as never,
    }),
    // What the connection controller does: the active namespace's adapter signs (bip122: BIP-322, base64).
    async signMessage({ message, address }: { message: string; address: string }) {
      asked.push({ message, address })
      return sign(message, address)
    },
    disconnect: async () => {},
    activeConnector: () => ({ id: 'bip122.Wallet', chain: 'bip122', provider: { features: {} } }),
  } as unknown as ConnectionController
  const config = createLocalSiwx(
    { statement: 'Sign in to Berth' },
    {
      transport: undefined as never,
      location: { host: 'app.example', origin: 'https://app.example' },
      now: Date.now,
      storage: memoryBackend(),
      networks: [testChain, regtest],
    },
  )
  const events = createEventsController()
  const controller = createSiwxController({
    config,
    connection,
    network: createNetworkController([testChain, regtest], REGTEST),
    modal: { store: createStore({ open: true }), open: () => {}, close: () => {} } as unknown as ModalController,
    events,
    logger: quiet,
    storage: createStorage(memoryBackend(), quiet),
    switchNetwork: async () => {},
    isSmartAccount: async () => false,
  })
  return { controller, config, key, address, asked }
}

describe('SIWX controller on bip122', () => {
  it("signs the Bitcoin text with the payment address through the adapter's signMessage and keeps the verified session", async () => {
    const { controller, config, key, address, asked } = setup(async (message, signer) => testBitcoinKey(5).sign(signer, message))
    const session = await controller.signIn()
    expect(asked).toHaveLength(1)
    expect(asked[0]?.address).toBe(address)
    expect(asked[0]?.message).toMatch(
      /^app\.example wants you to sign in with your Bitcoin account:\nbcrt1q[a-z0-9]+\n\nSign in to Berth\n\nURI: https:\/\/app\.example\n/,
    )
    expect(asked[0]?.message).toContain(`\nChain ID: ${REGTEST}\n`)
    expect(session).toEqual({
      data: expect.objectContaining({ accountAddress: key.p2wpkh, chainId: REGTEST }),
      message: asked[0]?.message,
      signature: expect.any(String),
    })
    expect(controller.store.get()).toMatchObject({ status: 'signed-in', sessions: [session] })
    expect(await config.getSessions(REGTEST, address)).toEqual([session])
  })

  it('refuses a signature that does not verify: Signature declined, nothing kept', async () => {
    const { controller, config, address } = setup(async (message) => testBitcoinKey(6).sign(testBitcoinKey(6).p2wpkh, message))
    await expect(controller.signIn()).rejects.toMatchObject({ shortMessage: 'Signature declined', details: 'Sign-in refused' })
    expect(controller.store.get().status).toBe('error')
    expect(await config.getSessions(REGTEST, address)).toEqual([])
  })

  it("passes the wallet's refusal on as Signature declined with its code", async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { controller } = setup(() => Promise.reject(declined))
    await expect(controller.signIn()).rejects.toMatchObject({ shortMessage: 'Signature declined', code: 4001, cause: declined })
  })
})
