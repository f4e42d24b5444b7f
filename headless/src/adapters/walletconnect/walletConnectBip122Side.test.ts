// WalletConnect's bip122 side wired by createClient (bitcoin() with the walletConnect option): its
// connector, its routing through the Bitcoin adapter (walletConnectBip122Calls), and what a
// disconnect of one namespace does to the session both share. The session is a UniversalProvider
// stand-in (no relay here: the Node integration test under tests/integration has the real one).
import { describe, expect, it, vi } from 'vitest'
import { createClient } from '../../client.js'
import { defineBip122Network } from '../../networks/defineBip122Network.js'
import { memoryBackend } from '../../storage/backends.js'
import { testChain } from '../../testing/testNetworks.js'
import { bitcoin } from '../bip122/bitcoin.js'
import { WALLET_CONNECT_BIP122_CONNECTOR_ID, walletConnectSide } from '../bip122/walletConnectSide.js'
import { createWalletConnect } from './createWalletConnect.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'
import type { WalletConnectOption } from './types.js'

const regtest = defineBip122Network({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Regtest',
  addressParams: 'regtest',
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: true,
})
const REGTEST = regtest.caipNetworkId
const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ordinal = 'bcrt1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const paymentKey = `02${'11'.repeat(32)}`
const quiet = { warn: vi.fn(), error: vi.fn() }

/**
 * The walletConnect option (createWalletConnect, its runtime and adapter as they are) over a
 * UniversalProvider stand-in: pairing approves eip155 and bip122 on regtest at once; the wallet's
 * answers by method are recorded; `disconnect` ends the session.
 */
function walletConnectStandIn(answers: Record<string, (params: Record<string, unknown>) => unknown>) {
  const asked: { method: string; params: Record<string, unknown>; chain: string | undefined }[] = []
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  let pairings = 0
  let ended = 0
  const provider = {
    session: undefined as unknown,
    connect: async () => {
      pairings += 1
      provider.session = {
        expiry: Math.floor(Date.now() / 1000) + 3600,
        namespaces: {
          eip155: { chains: [testChain.caipNetworkId], accounts: [`${testChain.caipNetworkId}:${evmAddress}`] },
          bip122: { chains: [REGTEST], accounts: [`${REGTEST}:${payment}`] },
        },
      }
    },
    request: async ({ method, params }: { method: string; params: Record<string, unknown> }, chain?: string) => {
      if (method === 'eth_accounts') return [evmAddress]
      if (method === 'eth_chainId') return 31337
      asked.push({ method, params, chain })
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error(`no ${method}`), { code: 4200 })
      return answer(params)
    },
    on: (event: string, listener: (event: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener: (event: string, listener: (event: unknown) => void) => listeners.get(event)?.delete(listener),
    events: {
      emit: (event: string, data?: unknown) => {
        for (const listener of listeners.get(event) ?? []) listener(data)
      },
    },
    disconnect: async () => {
      ended += 1
      provider.session = undefined
    },
    cleanupPendingPairings: async () => undefined,
  }
  const option: WalletConnectOption = {
    relayUrl: 'ws://127.0.0.1:1',
    projectId: undefined,
    setup: (context) =>
      createWalletConnect({
        relayUrl: 'ws://127.0.0.1:1',
        projectId: 'test',
        networks: context.networks,
        storage: undefined,
        timeouts: { connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 },
        logger: quiet,
        createProvider: async () => provider as unknown as WalletConnectProvider,
      }),
  }
  return { option, asked, emit: provider.events.emit, pairings: () => pairings, ended: () => ended, session: () => provider.session }
}

const addresses = () => [
  { address: ordinal, intention: 'ordinal', publicKey: '22'.repeat(32), path: "m/86'/1'/0'/0/9" },
  { address: payment, intention: 'payment', publicKey: paymentKey, path: "m/84'/1'/0'/0/9" },
]

function clientWith(option: WalletConnectOption) {
  const client = createClient({
    networks: [regtest, testChain],
    adapters: [bitcoin()],
    walletConnect: option,
    window: new EventTarget() as never,
    storage: memoryBackend(),
    logger: quiet,
    defaultNetwork: regtest,
  })
  return { client, unmount: client.mount() }
}

describe("WalletConnect's bip122 side", () => {
  it('is listed beside the WalletConnect connector (same name, chain bip122) only when the client has bitcoin() and walletConnect', async () => {
    const { option } = walletConnectStandIn({})
    const { client, unmount } = clientWith(option)
    await vi.waitFor(() => expect(client.connectors.get(WALLET_CONNECT_BIP122_CONNECTOR_ID)).toBeDefined())
    expect(client.connectors.get(WALLET_CONNECT_BIP122_CONNECTOR_ID)).toMatchObject({
      id: 'walletConnect.bip122',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'bip122',
    })
    unmount()
    const bitcoinOnly = createClient({
      networks: [regtest],
      adapters: [bitcoin()],
      window: new EventTarget() as never,
      storage: memoryBackend(),
      logger: quiet,
    })
    const stop = bitcoinOnly.mount()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(bitcoinOnly.connectors.store.get().connectors.some((connector) => connector.type === 'WALLET_CONNECT')).toBe(false)
    stop()
  })

  it('connects through the Bitcoin adapter: pairs, then getAccountAddresses, payment first with its details; signs BIP-322; signs a PSBT without broadcast', async () => {
    const { option, asked, pairings } = walletConnectStandIn({
      getAccountAddresses: addresses,
      signMessage: (params) => ({ address: params.address, signature: '0247304402' }),
      signPsbt: () => ({ psbt: 'cHNidP8BAA==' }),
    })
    const { client, unmount } = clientWith(option)
    await vi.waitFor(() => expect(client.connectors.get(WALLET_CONNECT_BIP122_CONNECTOR_ID)).toBeDefined())
    await expect(client.connection.connect(WALLET_CONNECT_BIP122_CONNECTOR_ID)).resolves.toMatchObject({ accounts: [payment, ordinal], caipNetworkId: REGTEST })
    expect(pairings()).toBe(1)
    expect(client.connection.store.get().byNamespace.bip122).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect.bip122',
      address: payment,
      caipAddress: `${REGTEST}:${payment}`,
      accountDetails: [
        { address: payment, type: 'payment', publicKey: paymentKey, path: "m/84'/1'/0'/0/9" },
        { address: ordinal, type: 'ordinal', publicKey: '22'.repeat(32), path: "m/86'/1'/0'/0/9" },
      ],
    })
    expect(asked[0]).toEqual({ method: 'getAccountAddresses', params: { account: payment }, chain: REGTEST })

    await expect(client.connection.signMessage({ message: 'hi' })).resolves.toBe('AkcwRAI=')
    expect(asked.at(-1)).toEqual({ method: 'signMessage', params: { account: payment, address: payment, message: 'hi', protocol: 'bip322' }, chain: REGTEST })

    unmount()
  })

  it("maps the Bitcoin adapter's PSBT signing to signPsbt without broadcast (one entry per input), and sendTransfer to the session's payment address", async () => {
    const txid = 'ab'.repeat(32)
    const { option, asked } = walletConnectStandIn({
      getAccountAddresses: addresses,
      signPsbt: () => ({ psbt: 'cHNidP8BAA==' }),
      sendTransfer: () => ({ txid }),
    })
    const setup = option.setup({ networks: [regtest, testChain] } as never)
    const side = walletConnectSide(setup, { connectTimeoutMs: 500, requestTimeoutMs: 500 })
    const calls = side.callsFor(side.connector, () => regtest)!
    expect(side.callsFor({ ...side.connector, id: 'bip122.Other' }, () => regtest)).toBeUndefined()
    expect(await calls.supportsNetwork(regtest, 500)).toBe(false)
    await calls.connect(regtest, 500)
    expect(await calls.supportsNetwork(regtest, 500)).toBe(true)
    expect(await calls.signPsbt('cHNidP8BAA==', [{ address: payment, indexes: [0, 2] }], regtest, 500)).toBe('cHNidP8BAA==')
    expect(asked.at(-1)).toEqual({
      method: 'signPsbt',
      params: {
        account: payment,
        psbt: 'cHNidP8BAA==',
        signInputs: [
          { address: payment, index: 0 },
          { address: payment, index: 2 },
        ],
        broadcast: false,
      },
      chain: REGTEST,
    })
    expect(await calls.sendTransfer!([{ address: ordinal, amount: 100_000n }], 500)).toBe(txid)
    expect(asked.at(-1)).toEqual({ method: 'sendTransfer', params: { account: payment, recipientAddress: ordinal, amount: '100000' }, chain: REGTEST })
    await expect(calls.signMessage({ address: payment }, 'hi', 'ecdsa', 500)).rejects.toThrow('signs BIP-322 only')
  })

  it('the wallet ending the session disconnects both namespaces’ connections', async () => {
    const { option, emit } = walletConnectStandIn({ getAccountAddresses: addresses })
    const { client, unmount } = clientWith(option)
    await vi.waitFor(() => expect(client.connectors.get(WALLET_CONNECT_BIP122_CONNECTOR_ID)).toBeDefined())
    await client.connection.connect(WALLET_CONNECT_BIP122_CONNECTOR_ID)
    await client.connection.connect('walletConnect')
    // UniversalProvider's 'disconnect' after the wallet's session_delete.
    await vi.waitFor(() => {
      emit('disconnect')
      expect(client.connection.store.get().byNamespace.bip122?.status).toBe('disconnected')
    })
    expect(client.connection.store.get().byNamespace.eip155?.status).toBe('disconnected')
    unmount()
  })

  it.each(['bip122', 'eip155'] as const)('disconnecting the %s side ends the session: the wallet is told once, and both connections go', async (namespace) => {
    const { option, ended, session } = walletConnectStandIn({ getAccountAddresses: addresses })
    const { client, unmount } = clientWith(option)
    await vi.waitFor(() => expect(client.connectors.get(WALLET_CONNECT_BIP122_CONNECTOR_ID)).toBeDefined())
    await client.connection.connect('walletConnect')
    await client.connection.connect(WALLET_CONNECT_BIP122_CONNECTOR_ID)
    expect(client.connection.store.get().byNamespace.eip155).toMatchObject({ status: 'connected', address: evmAddress })
    expect(client.connection.store.get().byNamespace.bip122).toMatchObject({ status: 'connected', address: payment })

    await client.connection.disconnect(namespace)
    expect(ended()).toBe(1)
    expect(session()).toBeUndefined()
    expect(client.connection.store.get().byNamespace.eip155?.status).toBe('disconnected')
    expect(client.connection.store.get().byNamespace.bip122?.status).toBe('disconnected')
    unmount()
  })
})
