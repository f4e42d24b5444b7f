// The sign-in flow on a Solana connection, with real ed25519 keys and localSiwx verifying every
// session: a wallet with its own sign-in (solana:signIn) writes the message, any other signs the
// text Berth writes; on eip155 the wallet's sign-in is never asked.
import { generateKeyPairSigner, getBase58Decoder, getUtf8Encoder, signBytes, type KeyPairSigner } from '@solana/kit'
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
import { testChain } from '../testing/testNetworks.js'
import { createSiwxController } from './createSiwxController.js'
import { createLocalSiwx } from './localSiwx.js'
import { formatSiwsMessage } from './solana/formatSiwsMessage.js'
import type { SiwxConfig, SiwxMessageData, SiwxSession, WalletSignIn } from './types.js'

const CLUSTER = 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE'
const cluster: Network = {
  id: 'C87HniDwGEEByviiVqxKy4JPppad4zvE',
  caipNetworkId: CLUSTER,
  chainNamespace: 'solana',
  name: 'Test Cluster',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18899'] } },
}
const quiet = { warn: () => {}, error: () => {} }
const signText = async (signer: KeyPairSigner, text: string) =>
  getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, getUtf8Encoder().encode(text)))

async function setup({ walletSignIn, edit, evm }: { walletSignIn: boolean; edit?: (data: SiwxMessageData) => SiwxMessageData; evm?: SiwxConfig }) {
  const signer = await generateKeyPairSigner()
  const calls = { signMessage: [] as string[], signIn: 0 }
  const namespace = evm ? 'eip155' : 'solana'
  const address = evm ? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' : signer.address
  const connection = {
    store: createStore<ConnectionState>({
      activeNamespace: namespace,
      reconnecting: false,
      byNamespace: { [namespace]: { status: 'connected', accounts: [address], address } } as never,
    }),
    async signMessage({ message }: { message: string }) {
      calls.signMessage.push(message)
      return signText(signer, message)
    },
    disconnect: async () => {},
    // A wallet-standard wallet, with solana:signIn only when the test says it signs in by itself.
    activeConnector: () => ({ id: 'solana.Wallet', chain: namespace, provider: { features: walletSignIn ? { 'solana:signIn': {} } : {} } }),
  } as unknown as ConnectionController
  const signIn: WalletSignIn = async ({ address, ...fields }) => {
    calls.signIn++
    const message = formatSiwsMessage((edit ?? ((data) => data))({ ...fields, accountAddress: address }))
    return { address: signer.address, message, signature: await signText(signer, message) }
  }
  const config =
    evm ??
    createLocalSiwx(
      {},
      {
        transport: undefined as never,
        location: { host: 'app.example', origin: 'https://app.example' },
        now: Date.now,
        storage: memoryBackend(),
        networks: [testChain, cluster],
      },
    )
  const modal = { store: createStore({ open: true }), open: () => {}, close: () => {} } as unknown as ModalController
  const controller = createSiwxController({
    config,
    connection,
    network: createNetworkController([testChain, cluster], evm ? testChain.caipNetworkId : CLUSTER),
    modal,
    events: createEventsController(),
    logger: quiet,
    storage: createStorage(memoryBackend(), quiet),
    switchNetwork: async () => {},
    isSmartAccount: async () => false,
    adapters: { solana: { signIn: (_connector: unknown, input: Parameters<WalletSignIn>[0]) => signIn(input) } as never },
  })
  return { controller, config, signer, calls }
}

describe('SIWX controller on solana', () => {
  it("signs in through the wallet's own sign-in when it has one, and keeps the session it signed", async () => {
    const { controller, config, signer, calls } = await setup({ walletSignIn: true })
    const session = await controller.signIn()
    expect(calls).toEqual({ signMessage: [], signIn: 1 })
    expect(session.message).toMatch(/^app\.example wants you to sign in with your Solana account:\n/)
    expect(session.data).toMatchObject({ accountAddress: signer.address, chainId: CLUSTER, domain: 'app.example' })
    expect(await config.getSessions(CLUSTER, signer.address)).toHaveLength(1)
    expect(controller.store.get()).toMatchObject({ status: 'signed-in', lastNetworkWithSession: CLUSTER })
  })

  it('signs the Sign In With Solana text Berth writes when the wallet has no sign-in of its own', async () => {
    const { controller, config, signer, calls } = await setup({ walletSignIn: false })
    const session = await controller.signIn()
    expect(calls.signMessage).toEqual([session.message])
    expect(session.message).toContain('\nChain ID: C87HniDwGEEByviiVqxKy4JPppad4zvE\n')
    expect(await config.getSessions(CLUSTER, signer.address)).toHaveLength(1)
  })

  it("refuses a wallet's message for another domain: 'Signature declined' with the reason, nothing kept", async () => {
    const { controller, config, signer } = await setup({ walletSignIn: true, edit: (data) => ({ ...data, domain: 'evil.example' }) })
    await expect(controller.signIn()).rejects.toMatchObject({
      shortMessage: 'Signature declined',
      details: 'The signed message does not match its data',
      cause: expect.objectContaining({ details: expect.stringMatching(/domain: asked for app\.example, the wallet signed evil\.example/) }),
    })
    expect(controller.store.get().status).toBe('error')
    expect(await config.getSessions(CLUSTER, signer.address)).toEqual([])
  })

  it("never asks the wallet's own sign-in on eip155: the EIP-4361 text Berth writes is signed", async () => {
    const kept: SiwxSession[] = []
    const evm: SiwxConfig = {
      createMessage: async ({ accountAddress, chainId }) => ({
        accountAddress,
        chainId,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'oBbLoEldZs8Ux3qFabcdefgh',
        issuedAt: '2026-11-22T00:00:00.000Z',
      }),
      addSession: async (session) => void kept.push(session),
      getSessions: async () => kept,
      revokeSession: async () => {},
    }
    const { controller, calls } = await setup({ walletSignIn: true, evm })
    await controller.signIn()
    expect(calls.signIn).toBe(0)
    expect(calls.signMessage).toHaveLength(1)
    expect(kept[0]?.message).toContain('wants you to sign in with your Ethereum account:')
  })
})
