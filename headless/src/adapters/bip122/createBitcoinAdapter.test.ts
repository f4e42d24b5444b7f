import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { ConnectionRejectedError, ConnectorChainsNotSupportedError, FailedToConnectError } from '../../errors/connection.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import { bitcoinMainnet } from '../../networks/bip122.js'
import { defineBip122Network } from '../../networks/defineBip122Network.js'
import type { SatsConnectConnector, WalletStandardConnector } from '../connector.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { SatsConnectErrorCode } from './satsConnectError.js'

// Fakes of both wallet kinds, answering as the contract (btc-contract.md) says real ones do.
const regtest = defineBip122Network({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Regtest',
  addressParams: 'regtest',
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
// A real P2TR regtest address (x-only key of the scalar 5…5).
const ORDINAL = 'bcrt1pngylwuvf9ud79em6cvp0lzx48t7ujn36670kdfsxt08ngvmc59xs3w9zvk'
const PAYMENT_KEY = `02${'11'.repeat(32)}`
const ORDINAL_KEY = '22'.repeat(32)
const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g)!.map((byte) => Number.parseInt(byte, 16)))
const timeouts = { connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 }
const logger = { warn: vi.fn(), error: vi.fn() }

function fakeStandardBitcoinWallet({ chains = ['bitcoin:regtest'], reject = false } = {}) {
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const account = (address: string, key: string): WalletAccount => ({
    address,
    publicKey: hexBytes(key),
    chains: ['bitcoin:regtest'],
    features: ['bitcoin:signMessage'],
  })
  const wallet = {
    version: '1.0.0',
    name: 'Fake Standard Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    accounts: [] as WalletAccount[],
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: vi.fn(async (_input?: unknown) => {
          if (reject) throw new Error('The user rejected the request')
          // The ordinal first: Berth puts the payment account first.
          wallet.accounts = [account(ORDINAL, ORDINAL_KEY), account(PAYMENT, PAYMENT_KEY)]
          return { accounts: wallet.accounts }
        }),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: vi.fn(async (input: { account: WalletAccount; message: Uint8Array; protocol?: string }) => {
          if (reject) throw new Error('User rejected the signature')
          return [{ signedMessage: input.message, signature: Uint8Array.from([1, 2, 3, input.account.address.length]) }]
        }),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: vi.fn(async () => {}) },
    },
  }
  const connector: WalletStandardConnector = {
    id: 'bip122.Fake-Standard-Wallet',
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'bip122',
    provider: wallet as unknown as Wallet,
  }
  const emit = (properties: { accounts?: readonly WalletAccount[] }) => {
    for (const listener of listeners) listener(properties)
  }
  return { wallet, connector, emit }
}

function fakeSatsConnectProvider({ network = 'Regtest', approved = false, reject = false } = {}) {
  const state = { approved, calls: [] as string[] }
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  const fail = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } })
  const request = vi.fn(async (method: string, params?: unknown) => {
    state.calls.push(method)
    if (method === 'getAddresses') {
      if (reject) return fail(SatsConnectErrorCode.UserRejection, 'User rejected the request')
      state.approved = true
      return answer({
        addresses: [
          { address: ORDINAL, publicKey: ORDINAL_KEY, purpose: 'ordinals', addressType: 'p2tr', walletType: 'software' },
          { address: PAYMENT, publicKey: PAYMENT_KEY, purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
        ],
      })
    }
    if (!state.approved) return fail(SatsConnectErrorCode.AccessDenied, 'Access denied')
    if (method === 'wallet_getNetwork') return answer({ bitcoin: { name: network } })
    if (method === 'wallet_disconnect') {
      state.approved = false
      return answer(null)
    }
    if (method === 'signMessage') {
      if (reject) return fail(SatsConnectErrorCode.UserRejection, 'User rejected')
      return answer({ signature: 'AQID', messageHash: 'ab', address: (params as { address: string }).address, protocol: 'BIP322' })
    }
    return fail(SatsConnectErrorCode.MethodNotSupported, 'Method not supported')
  })
  const connector: SatsConnectConnector = {
    id: 'bip122.Fake-Sats-Wallet',
    type: 'ANNOUNCED',
    name: 'Fake Sats Wallet',
    chain: 'bip122',
    kind: 'sats-connect',
    provider: { request, features: {} },
    providerId: 'FakeSatsWallet',
    methods: ['getAddresses', 'wallet_getNetwork', 'wallet_disconnect', 'signMessage', 'signPsbt'],
  }
  return { state, request, connector }
}

const adapter = () => createBitcoinAdapter(timeouts, logger, [regtest, bitcoinMainnet])

describe('the Bitcoin adapter over a wallet-standard wallet', () => {
  it('connects with bitcoin:connect for payment and ordinals: payment first, with each account’s type and key', async () => {
    const { wallet, connector } = fakeStandardBitcoinWallet()
    const connection = await adapter().connect(connector, regtest)
    expect(wallet.features['bitcoin:connect'].connect).toHaveBeenCalledWith({ purposes: ['payment', 'ordinals'] })
    expect(connection).toEqual({
      accounts: [PAYMENT, ORDINAL],
      accountDetails: [
        { address: PAYMENT, type: 'payment', publicKey: PAYMENT_KEY },
        { address: ORDINAL, type: 'ordinal', publicKey: ORDINAL_KEY },
      ],
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    })
  })

  it('refuses a network the wallet does not list, before asking it anything', async () => {
    const { wallet, connector } = fakeStandardBitcoinWallet()
    const error = await adapter()
      .connect(connector, bitcoinMainnet)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectorChainsNotSupportedError)
    expect((error as ConnectorChainsNotSupportedError).shortMessage).toBe('The connector does not support any of the requested chains')
    expect(wallet.features['bitcoin:connect'].connect).not.toHaveBeenCalled()
    await expect(adapter().switchNetwork(connector, bitcoinMainnet)).rejects.toThrow('The connector does not support any of the requested chains')
    await expect(adapter().switchNetwork(connector, regtest)).resolves.toBeUndefined()
  })

  it('on a switch to another network it lists, tells the watcher that network and the wallet’s accounts of it', async () => {
    const { connector, wallet } = fakeStandardBitcoinWallet({ chains: ['bitcoin:regtest', 'bitcoin:mainnet'] })
    const bitcoin = adapter()
    await bitcoin.connect(connector, regtest)
    const handlers = { onAccountsChanged: vi.fn(), onNetworkChanged: vi.fn(), onDisconnect: vi.fn(), onError: vi.fn() }
    const stop = bitcoin.watch(connector, handlers)
    // The wallet's mainnet account, as it would list it beside the regtest ones.
    const MAINNET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    wallet.accounts = [...wallet.accounts, { address: MAINNET, publicKey: hexBytes(PAYMENT_KEY), chains: ['bitcoin:mainnet'], features: [] }]
    await bitcoin.switchNetwork(connector, bitcoinMainnet)
    expect(handlers.onNetworkChanged).toHaveBeenCalledWith(bitcoinMainnet.caipNetworkId)
    expect(handlers.onAccountsChanged).toHaveBeenCalledWith([MAINNET], [{ address: MAINNET, type: 'payment', publicKey: PAYMENT_KEY }])
    stop()
  })

  it('accepts a wallet that lists the CAIP-2 id instead of bitcoin:regtest', async () => {
    const { connector } = fakeStandardBitcoinWallet({ chains: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'] })
    expect((await adapter().connect(connector, regtest)).accounts[0]).toBe(PAYMENT)
  })

  it('says a rejection is a rejection', async () => {
    const { connector } = fakeStandardBitcoinWallet({ reject: true })
    await expect(adapter().connect(connector, regtest)).rejects.toBeInstanceOf(ConnectionRejectedError)
  })

  it('reconnects from the accounts the wallet already authorised, and gives nothing when it has none', async () => {
    const { connector } = fakeStandardBitcoinWallet()
    const bitcoin = adapter()
    expect(await bitcoin.reconnect(connector, regtest)).toBeUndefined()
    await bitcoin.connect(connector, regtest)
    expect((await bitcoin.reconnect(connector, regtest))?.accounts).toEqual([PAYMENT, ORDINAL])
  })

  it('watches account changes (payment first) and a wallet that drops every account', async () => {
    const { connector, emit, wallet } = fakeStandardBitcoinWallet()
    const bitcoin = adapter()
    await bitcoin.connect(connector, regtest)
    const handlers = { onAccountsChanged: vi.fn(), onNetworkChanged: vi.fn(), onDisconnect: vi.fn(), onError: vi.fn() }
    const stop = bitcoin.watch(connector, handlers)
    emit({ accounts: wallet.accounts })
    expect(handlers.onAccountsChanged).toHaveBeenCalledWith(
      [PAYMENT, ORDINAL],
      [
        { address: PAYMENT, type: 'payment', publicKey: PAYMENT_KEY },
        { address: ORDINAL, type: 'ordinal', publicKey: ORDINAL_KEY },
      ],
    )
    emit({ accounts: [] })
    expect(handlers.onDisconnect).toHaveBeenCalledTimes(1)
    stop()
    emit({ accounts: [] })
    expect(handlers.onDisconnect).toHaveBeenCalledTimes(1)
  })

  it('signs a message with BIP-322 by default and gives the signature in base64; a refusal is SignatureDeclinedError', async () => {
    const { connector, wallet } = fakeStandardBitcoinWallet()
    const bitcoin = adapter()
    await bitcoin.connect(connector, regtest)
    expect(await bitcoin.signMessage(connector, { address: PAYMENT, message: 'hello' })).toBe('AQIDLA==')
    expect(wallet.features['bitcoin:signMessage'].signMessage.mock.calls[0]![0].protocol).toBe('bip322')
    const refusing = fakeStandardBitcoinWallet({ reject: true })
    refusing.wallet.accounts = wallet.accounts
    await expect(bitcoin.signMessage(refusing.connector, { address: PAYMENT, message: 'hello' })).rejects.toBeInstanceOf(SignatureDeclinedError)
  })
})

describe('the Bitcoin adapter over a sats-connect provider', () => {
  it('connects with getAddresses (payment first) on the wallet’s network', async () => {
    const { connector, request } = fakeSatsConnectProvider()
    const connection = await adapter().connect(connector, regtest)
    expect(request).toHaveBeenCalledWith('getAddresses', { purposes: ['payment', 'ordinals'] })
    expect(connection.accountDetails).toEqual([
      { address: PAYMENT, type: 'payment', publicKey: PAYMENT_KEY },
      { address: ORDINAL, type: 'ordinal', publicKey: ORDINAL_KEY },
    ])
  })

  it('refuses when the wallet is on another network, and on a switch to a network it is not on', async () => {
    const { connector } = fakeSatsConnectProvider({ network: 'Mainnet' })
    await expect(adapter().connect(connector, regtest)).rejects.toThrow('The connector does not support any of the requested chains')
    await expect(adapter().switchNetwork(connector, regtest)).rejects.toBeInstanceOf(ConnectorChainsNotSupportedError)
  })

  it('says a rejected approval is a rejection, and no accounts of the network a failed connect', async () => {
    await expect(adapter().connect(fakeSatsConnectProvider({ reject: true }).connector, regtest)).rejects.toBeInstanceOf(ConnectionRejectedError)
    const { connector } = fakeSatsConnectProvider({ network: 'Mainnet' })
    const mainnetApp = createBitcoinAdapter(timeouts, logger, [bitcoinMainnet])
    await expect(mainnetApp.connect({ ...connector, methods: ['getAddresses'] }, bitcoinMainnet)).rejects.toBeInstanceOf(FailedToConnectError)
  })

  it('reconnects without a prompt only for an approved origin: never calls getAddresses otherwise', async () => {
    const fresh = fakeSatsConnectProvider()
    expect(await adapter().reconnect(fresh.connector, regtest)).toBeUndefined()
    expect(fresh.state.calls).toEqual(['wallet_getNetwork'])
    const approved = fakeSatsConnectProvider({ approved: true })
    expect((await adapter().reconnect(approved.connector, regtest))?.accounts).toEqual([PAYMENT, ORDINAL])
  })

  it('disconnects with wallet_disconnect, after which a reconnect gives nothing', async () => {
    const { connector, state } = fakeSatsConnectProvider()
    const bitcoin = adapter()
    await bitcoin.connect(connector, regtest)
    await bitcoin.disconnect(connector)
    expect(state.calls).toContain('wallet_disconnect')
    expect(await bitcoin.reconnect(connector, regtest)).toBeUndefined()
  })

  it('signs a message (BIP322) and passes the wallet’s base64 signature; USER_REJECTION is SignatureDeclinedError', async () => {
    const { connector, request } = fakeSatsConnectProvider({ approved: true })
    expect(await adapter().signMessage(connector, { address: PAYMENT, message: 'hello' })).toBe('AQID')
    expect(request).toHaveBeenCalledWith('signMessage', { address: PAYMENT, message: 'hello', protocol: 'BIP322' })
    const refusing = fakeSatsConnectProvider({ approved: true, reject: true })
    const error = await adapter()
      .signMessage(refusing.connector, { address: PAYMENT, message: 'hello' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
  })

  it('refuses an answer that is not JSON-RPC or of the wrong shape, naming the method', async () => {
    const { connector, request } = fakeSatsConnectProvider()
    request.mockResolvedValueOnce('yes' as never)
    await expect(adapter().connect(connector, regtest)).rejects.toThrow(/getAddresses did not answer a JSON-RPC 2.0 response/)
    request.mockResolvedValueOnce({ jsonrpc: '2.0', id: '1', result: { addresses: [{ address: 7 }] } } as never)
    await expect(adapter().connect(connector, regtest)).rejects.toThrow(/getAddresses's result is not what it returns: addresses.0.address is wrong/)
  })
})
