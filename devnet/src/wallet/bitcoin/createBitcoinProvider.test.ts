import { Verifier } from 'bip322-js'
import { Psbt } from 'bitcoinjs-lib'
import { beforeEach, describe, expect, it } from 'vitest'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../bitcoin/keys/devnetBitcoinKeys'
import { deriveDevnetOrdinalKey, devnetOrdinalPath } from '../../bitcoin/keys/devnetOrdinalKeys'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { createDevnetWallet, type DevnetWallet } from '../createDevnetWallet'
import { memoryStorage } from '../walletStorage'
import { coin, decide, unsignedPsbt, verifiesP2wpkh } from './bitcoinTestSupport'
import { installBitcoinProvider } from './installBitcoinProvider'

const payment0 = deriveDevnetBitcoinKey(devnetPaymentPath(0))
const ordinal0 = deriveDevnetOrdinalKey(devnetOrdinalPath(0))
const payment1 = deriveDevnetBitcoinKey(devnetPaymentPath(1))
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

let wallet: DevnetWallet
const request = (method: string, params?: unknown) => wallet.bitcoin.provider.request(method, params)
beforeEach(() => {
  wallet = createDevnetWallet({ storage: memoryStorage() })
})

async function granted() {
  const asking = request('getAddresses', { purposes: ['payment', 'ordinals'] })
  await decide(wallet, 'approve', 'getAddresses')
  return asking
}

describe('the Devnet Wallet as a sats-connect provider', () => {
  it('answers getAddresses after approval, payment first, then at once; the grant is the wallet-standard one', async () => {
    const asking = request('getAddresses', { purposes: ['ordinals', 'payment'], message: 'Berth wants your addresses' })
    expect(await decide(wallet, 'approve', 'getAddresses')).toMatchObject({ message: 'Berth wants your addresses' })
    expect(await asking).toEqual({
      jsonrpc: '2.0',
      id: expect.any(String),
      result: {
        addresses: [
          { address: payment0.address, publicKey: hex(payment0.signer.publicKey), purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
          { address: ordinal0.address, publicKey: hex(ordinal0.internalKey), purpose: 'ordinals', addressType: 'p2tr', walletType: 'software' },
        ],
      },
    })
    const again = await request('getAddresses', { purposes: ['ordinals'] })
    expect(again).toMatchObject({ result: { addresses: [{ address: ordinal0.address, purpose: 'ordinals' }] } })
    expect(wallet.pending()).toEqual([])
    expect(wallet.bitcoin.wallet.accounts.map((account) => account.address)).toEqual([payment0.address, ordinal0.address])
  })

  it('a rejected getAddresses answers USER_REJECTION (-32000) and grants nothing', async () => {
    const asking = request('getAddresses', { purposes: ['payment'] })
    await decide(wallet, 'reject', 'getAddresses')
    expect(await asking).toEqual({ jsonrpc: '2.0', id: expect.any(String), error: { code: -32000, message: 'User rejected the request.' } })
    expect(await request('wallet_getNetwork', null)).toMatchObject({ error: { code: -32002 } })
  })

  it('answers ACCESS_DENIED (-32002) to every other method before the grant, without asking', async () => {
    for (const [method, params] of [
      ['wallet_getNetwork', null],
      ['wallet_disconnect', null],
      ['signMessage', { address: payment0.address, message: 'x' }],
      ['signPsbt', { psbt: 'cHNidP8=', signInputs: { [payment0.address]: [0] } }],
      ['sendTransfer', { recipients: [{ address: payment1.address, amount: 1000 }] }],
    ] as const) {
      expect(await request(method, params)).toMatchObject({ error: { code: -32002 } })
    }
    expect(wallet.pending()).toEqual([])
  })

  it('answers the network, and forgets the grant on wallet_disconnect', async () => {
    await granted()
    expect(await request('wallet_getNetwork', null)).toMatchObject({ result: { bitcoin: { name: 'Regtest' } } })
    expect(await request('wallet_disconnect', null)).toMatchObject({ result: null })
    expect(wallet.state().bitcoinAuthorized).toBe(false)
    expect(await request('wallet_getNetwork')).toMatchObject({ error: { code: -32002 } })
  })

  it('answers METHOD_NOT_SUPPORTED (-32001) for an unknown method and INVALID_REQUEST (-32600) for no method', async () => {
    expect(await request('sendInscriptions', {})).toMatchObject({ error: { code: -32001, message: expect.stringContaining('sendInscriptions') } })
    expect(await request('', {})).toMatchObject({ error: { code: -32600 } })
    expect(await request('toString', {})).toMatchObject({ error: { code: -32001 } })
  })

  it('answers INVALID_PARAMS (-32602), naming the field, for bad params, and never signs', async () => {
    expect(await request('getAddresses', { purposes: ['savings'] })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('getAddresses: purposes') },
    })
    expect(await request('getAddresses', {})).toMatchObject({ error: { code: -32602 } })
    await granted()
    expect(await request('signMessage', { address: payment0.address })).toMatchObject({ error: { code: -32602, message: expect.stringContaining('message') } })
    expect(await request('signMessage', { address: payment0.address, message: 'x', protocol: 'SCHNORR' })).toMatchObject({ error: { code: -32602 } })
    expect(await request('signPsbt', { psbt: 'not base64!', signInputs: { [payment0.address]: [0] } })).toMatchObject({ error: { code: -32602 } })
    expect(await request('signPsbt', { psbt: 'cHNidP8=', signInputs: {} })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('signInputs') },
    })
    expect(await request('signPsbt', { psbt: btoa('garbage'), signInputs: { [payment0.address]: [0] } })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('not a PSBT') },
    })
    expect(await request('sendTransfer', { recipients: [{ address: payment1.address, amount: 0.5 }] })).toMatchObject({ error: { code: -32602 } })
    expect(await request('sendTransfer', { recipients: [] })).toMatchObject({ error: { code: -32602 } })
    expect(await request('wallet_getNetwork', { extra: 1 })).toMatchObject({ error: { code: -32602 } })
    expect(wallet.pending()).toEqual([])
  })

  it('signs a message with BIP-322 by default and with ECDSA when asked; both verify', async () => {
    await granted()
    const bip322 = request('signMessage', { address: payment0.address, message: 'Sign in to Berth' })
    expect(await decide(wallet, 'approve', 'signMessage')).toEqual({ address: payment0.address, message: 'Sign in to Berth', protocol: 'BIP-322' })
    const signed = (await bip322) as { result: { signature: string; messageHash: string; address: string; protocol: string } }
    expect(signed.result).toMatchObject({ address: payment0.address, protocol: 'BIP322', messageHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(Verifier.verifySignature(payment0.address, 'Sign in to Berth', signed.result.signature)).toBe(true)

    const ecdsa = request('signMessage', { address: payment0.address, message: 'Sign in to Berth', protocol: 'ECDSA' })
    await decide(wallet, 'approve', 'signMessage')
    const signedEcdsa = (await ecdsa) as { result: { signature: string; protocol: string } }
    expect(signedEcdsa.result.protocol).toBe('ECDSA')
    expect(atob(signedEcdsa.result.signature)).toHaveLength(65)
    expect(Verifier.verifySignature(payment0.address, 'Sign in to Berth', signedEcdsa.result.signature)).toBe(true)

    const taproot = request('signMessage', { address: ordinal0.address, message: 'gm' })
    await decide(wallet, 'approve', 'signMessage')
    expect(Verifier.verifySignature(ordinal0.address, 'gm', ((await taproot) as { result: { signature: string } }).result.signature)).toBe(true)
  })

  it('a rejected signature answers -32000', async () => {
    await granted()
    const signing = request('signMessage', { address: payment0.address, message: 'no' })
    await decide(wallet, 'reject', 'signMessage')
    expect(await signing).toMatchObject({ error: { code: -32000 } })
  })

  it('signs and finalizes the listed inputs of a base64 PSBT, and refuses an input that is not the account’s', async () => {
    await granted()
    const psbt = unsignedPsbt([coin(payment0.outputScript, 100_000n, 1)], [{ address: payment1.address, value: 99_000n }])
    const signing = request('signPsbt', { psbt: psbt.toBase64(), signInputs: { [payment0.address]: [0] } })
    await decide(wallet, 'approve', 'signPsbt')
    const signed = (await signing) as { result: { psbt: string; txid?: string } }
    expect(signed.result.txid).toBeUndefined()
    const tx = Psbt.fromBase64(signed.result.psbt, { network: regtestNetwork }).extractTransaction()
    expect(verifiesP2wpkh(tx, 0, payment0.signer.publicKey, 100_000n)).toBe(true)

    const foreign = unsignedPsbt([coin(payment1.outputScript, 100_000n, 2)], [{ address: payment0.address, value: 99_000n }])
    expect(await request('signPsbt', { psbt: foreign.toBase64(), signInputs: { [payment0.address]: [0] } })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining(`input 0 is not ${payment0.address}'s`) },
    })
    expect(await request('signPsbt', { psbt: foreign.toBase64(), signInputs: { [payment1.address]: [0] } })).toMatchObject({ error: { code: -32002 } })
    expect(wallet.pending()).toEqual([])
  })

  it('a rejected PSBT answers -32000', async () => {
    await granted()
    const psbt = unsignedPsbt([coin(payment0.outputScript, 100_000n, 3)], [{ address: payment1.address, value: 99_000n }])
    const signing = request('signPsbt', { psbt: psbt.toBase64(), signInputs: { [payment0.address]: [0] } })
    await decide(wallet, 'reject', 'signPsbt')
    expect(await signing).toMatchObject({ error: { code: -32000 } })
  })

  it('sendTransfer refuses a recipient of another network, a malformed one and dust before reading coins', async () => {
    // Nothing answers on port 9: reaching the Esplora API would be an INTERNAL_ERROR, not INVALID_PARAMS.
    wallet = createDevnetWallet({ storage: memoryStorage(), bitcoinEsploraUrl: 'http://127.0.0.1:9' })
    await granted()
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    expect(await request('sendTransfer', { recipients: [{ address: mainnet, amount: 10_000 }] })).toMatchObject({
      error: { code: -32602, message: `Invalid params: sendTransfer: recipients.0.address: ${mainnet} is not a regtest address` },
    })
    expect(await request('sendTransfer', { recipients: [{ address: 'bcrt1qnotanaddress', amount: 10_000 }] })).toMatchObject({ error: { code: -32602 } })
    expect(await request('sendTransfer', { recipients: [{ address: payment1.address, amount: 545 }] })).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('below the dust limit (546)') },
    })
    expect(await request('sendTransfer', { recipients: [{ address: payment1.address, amount: 10_000 }] })).toMatchObject({
      error: { code: -32603, message: expect.stringContaining('Esplora API at http://127.0.0.1:9 unreachable') },
    })
    expect(wallet.pending()).toEqual([])
  })
})

describe('installBitcoinProvider', () => {
  it('puts the provider at window.DevnetWalletProviders.BitcoinProvider and appends its listing to btc_providers, once', () => {
    const other = { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:,', webUrl: 'https://xverse.app', methods: [] }
    const page = { btc_providers: [other], DevnetWalletProviders: undefined } as unknown as Window
    const wallet = createDevnetWallet({ storage: memoryStorage() })
    installBitcoinProvider(page, wallet.bitcoin.provider, wallet.bitcoin.providerInfo)
    installBitcoinProvider(page, wallet.bitcoin.provider, wallet.bitcoin.providerInfo)
    expect(page.DevnetWalletProviders?.BitcoinProvider).toBe(wallet.bitcoin.provider)
    expect(page.btc_providers).toEqual([
      other,
      {
        id: 'DevnetWalletProviders.BitcoinProvider',
        name: 'Devnet Wallet',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        webUrl: 'http://localhost',
        methods: ['getAddresses', 'wallet_getNetwork', 'wallet_disconnect', 'signMessage', 'signPsbt', 'sendTransfer'],
      },
    ])
  })
})
