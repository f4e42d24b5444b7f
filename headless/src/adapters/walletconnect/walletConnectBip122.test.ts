import { describe, expect, it } from 'vitest'
import type { Network } from '../../networks/types.js'
import { testChain } from '../../testing/testNetworks.js'
import type { Connector } from '../connector.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'
import { bip122SessionAccount, walletConnectBip122 } from './walletConnectBip122.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const regtest = { ...testChain, id: '0f9188f13cb7b2c71f2a335e3a4fc328', caipNetworkId: REGTEST, chainNamespace: 'bip122' } as unknown as Network
const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ordinal = 'bcrt1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const connector = {} as Connector
const timeouts = { connectTimeoutMs: 500, requestTimeoutMs: 500 }

/** A UniversalProvider stand-in: the session the wallet approved, and the wallet's answers by method (what it was asked is recorded). */
function providerStandIn(answers: Record<string, (params: Record<string, unknown>) => unknown>) {
  const asked: { method: string; params: Record<string, unknown>; chain: string | undefined }[] = []
  const provider = {
    session: undefined as unknown,
    request: async ({ method, params }: { method: string; params: Record<string, unknown> }, chain?: string) => {
      asked.push({ method, params, chain })
      const answer = answers[method]
      if (!answer) throw Object.assign(new Error(`no ${method}`), { code: 4200 })
      return answer(params)
    },
  }
  const approve = () => {
    provider.session = { expiry: Math.floor(Date.now() / 1000) + 3600, namespaces: { bip122: { chains: [REGTEST], accounts: [`${REGTEST}:${payment}`] } } }
  }
  return { provider: provider as unknown as WalletConnectProvider, asked, approve }
}

const addresses = () => [
  { address: ordinal, intention: 'ordinal' },
  { address: payment, intention: 'payment' },
]

describe('walletConnectBip122', () => {
  it('reads the session account on a chain', () => {
    const session = { namespaces: { bip122: { chains: [REGTEST], methods: [], events: [], accounts: [`${REGTEST}:${payment}`] } } }
    expect(bip122SessionAccount(session as never, REGTEST)).toBe(payment)
    expect(bip122SessionAccount(session as never, 'bip122:000000000019d6689c085ae165831e93')).toBeUndefined()
    expect(bip122SessionAccount(undefined, REGTEST)).toBeUndefined()
  })

  it('connects: pairs when the session has no bip122 account, then lists getAccountAddresses payment first', async () => {
    const { provider, asked, approve } = providerStandIn({ getAccountAddresses: addresses })
    let pairings = 0
    const adapter = walletConnectBip122({
      getProvider: async () => provider,
      ensureSession: async () => {
        pairings += 1
        approve()
        return provider
      },
      disconnect: async () => undefined,
      timeouts,
    })
    expect(await adapter.connect(connector, regtest)).toEqual({ accounts: [payment, ordinal], caipNetworkId: REGTEST })
    expect(await adapter.reconnect(connector, regtest)).toEqual({ accounts: [payment, ordinal], caipNetworkId: REGTEST })
    await adapter.connect(connector, regtest)
    expect(pairings).toBe(1)
    expect(asked[0]).toEqual({ method: 'getAccountAddresses', params: { account: payment }, chain: REGTEST })
  })

  it('reconnect reads nothing without a live session, and falls back to the session account when the wallet does not answer', async () => {
    const { provider, approve } = providerStandIn({})
    const adapter = walletConnectBip122({ getProvider: async () => provider, ensureSession: async () => provider, disconnect: async () => undefined, timeouts })
    expect(await adapter.reconnect(connector, regtest)).toBeUndefined()
    approve()
    expect(await adapter.reconnect(connector, regtest)).toEqual({ accounts: [payment], caipNetworkId: REGTEST })
  })

  it('signMessage asks for BIP-322 with the session account and answers base64', async () => {
    const { provider, asked, approve } = providerStandIn({ signMessage: (params) => ({ address: params.address, signature: '0247304402' }) })
    approve()
    const adapter = walletConnectBip122({ getProvider: async () => provider, ensureSession: async () => provider, disconnect: async () => undefined, timeouts })
    expect(await adapter.signMessage(connector, { address: ordinal, message: 'hi' })).toBe('AkcwRAI=')
    expect(asked[0]).toEqual({ method: 'signMessage', params: { account: payment, address: ordinal, message: 'hi', protocol: 'bip322' }, chain: REGTEST })
  })

  it('maps the wallet’s rejection (4001, or WalletConnect’s 5000) to Signature declined and Transaction rejected', async () => {
    const reject = (code: number) => () => {
      throw Object.assign(new Error('User rejected the request.'), { code })
    }
    for (const code of [4001, 5000]) {
      const { provider, approve } = providerStandIn({ signMessage: reject(code), sendTransfer: reject(code), signPsbt: reject(code) })
      approve()
      const adapter = walletConnectBip122({
        getProvider: async () => provider,
        ensureSession: async () => provider,
        disconnect: async () => undefined,
        timeouts,
      })
      await expect(adapter.signMessage(connector, { address: payment, message: 'hi' })).rejects.toMatchObject({ shortMessage: 'Signature declined' })
      await expect(adapter.sendTransfer({ caipNetworkId: REGTEST, from: payment, recipient: payment, amount: 1000n })).rejects.toMatchObject({
        shortMessage: 'Transaction rejected',
      })
      await expect(
        adapter.signPsbt({ caipNetworkId: REGTEST, account: payment, psbt: 'cHNidP8BAA==', signInputs: [{ address: payment, index: 0 }] }),
      ).rejects.toMatchObject({ shortMessage: 'Transaction rejected' })
    }
  })

  it('sends sendTransfer and signPsbt in WalletConnect’s shapes (amount as a string of sats) and checks the answers', async () => {
    const txid = 'cd'.repeat(32)
    const { provider, asked, approve } = providerStandIn({ sendTransfer: () => ({ txid }), signPsbt: () => ({ psbt: 'cHNidP8BAA==' }) })
    approve()
    const adapter = walletConnectBip122({ getProvider: async () => provider, ensureSession: async () => provider, disconnect: async () => undefined, timeouts })
    expect(await adapter.sendTransfer({ caipNetworkId: REGTEST, from: payment, recipient: ordinal, amount: 100_000n, memo: 'ab' })).toBe(txid)
    expect(asked[0]?.params).toEqual({ account: payment, recipientAddress: ordinal, amount: '100000', memo: 'ab' })
    expect(await adapter.signPsbt({ caipNetworkId: REGTEST, account: payment, psbt: 'cHNidP8BAA==', signInputs: [{ address: payment, index: 0 }] })).toEqual({
      psbt: 'cHNidP8BAA==',
    })
    expect(asked[1]?.params).toEqual({ account: payment, psbt: 'cHNidP8BAA==', signInputs: [{ address: payment, index: 0 }], broadcast: false })
    await expect(
      adapter.signPsbt({ caipNetworkId: REGTEST, account: payment, psbt: 'cHNidP8BAA==', signInputs: [{ address: payment, index: 0 }], broadcast: true }),
    ).rejects.toThrow('asked to broadcast, the wallet answered no txid')
  })

  it('refuses to connect on a chain the wallet did not approve, and to sign without a session', async () => {
    const { provider, approve } = providerStandIn({ getAccountAddresses: addresses })
    const adapter = walletConnectBip122({
      getProvider: async () => provider,
      ensureSession: async () => {
        approve()
        return provider
      },
      disconnect: async () => undefined,
      timeouts,
    })
    await expect(adapter.signMessage(connector, { address: payment, message: 'hi' })).rejects.toMatchObject({ shortMessage: 'Connector not connected' })
    const mainnet = { ...regtest, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' } as Network
    await expect(adapter.connect(connector, mainnet)).rejects.toMatchObject({ shortMessage: 'The connector does not support any of the requested chains' })
  })
})
