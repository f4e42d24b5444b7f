import * as ecc from '@bitcoinerlab/secp256k1'
import { regtest as regtestParams } from 'bitcoinjs-lib/src/networks'
import { p2wpkh } from 'bitcoinjs-lib/src/payments/p2wpkh'
import { Psbt } from 'bitcoinjs-lib/src/psbt'
import { describe, expect, it, vi } from 'vitest'
import { HttpRequestError } from '../../../errors/http.js'
import { TransactionRejectedError } from '../../../errors/transaction.js'
import { defineBip122Network } from '../../../networks/defineBip122Network.js'
import type { SatsConnectConnector } from '../../connector.js'
import { PsbtMismatchError } from '../errors.js'
import { satsConnectCalls } from '../satsConnectCalls.js'
import { SatsConnectErrorCode } from '../satsConnectError.js'
import type { BitcoinWalletCalls } from '../walletCalls.js'
import { buildPsbt } from './buildPsbt.js'
import { submitBitcoinTransfer } from './submitBitcoinTransfer.js'

// A network whose Esplora API is down: a submit that reached the broadcast would fail with
// HttpRequestError, so each refusal below shows nothing was broadcast.
const network = defineBip122Network({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Regtest',
  addressParams: 'regtest',
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const privateKey = new Uint8Array(32).fill(9)
const signer = { publicKey: ecc.pointFromScalar(privateKey, true)!, sign: (hash: Uint8Array) => ecc.sign(hash, privateKey) }
const payment = p2wpkh({ pubkey: signer.publicKey, network: regtestParams })
const receiver = p2wpkh({ hash: new Uint8Array(20).fill(3), network: regtestParams })
const psbt = () =>
  buildPsbt({
    selection: { inputs: [{ txid: 'c'.repeat(64), vout: 0, value: 200_000n, confirmed: true }], fee: 282n, change: 99_718n, vsize: 141 },
    paymentScript: payment.output!,
    receiverScript: receiver.output!,
    amount: 100_000n,
    network: regtestParams,
  })
const timeouts = { connectTimeoutMs: 1_000, requestTimeoutMs: 1_000 }
const input = (calls: BitcoinWalletCalls, preferSendTransfer = false) => ({
  calls,
  psbt: psbt(),
  network,
  from: payment.address!,
  receiver: receiver.address!,
  value: 100_000n,
  timeouts,
  preferSendTransfer,
})

/** A sats-connect provider (a fake) that signs what it is given with the test key, after `edit`, or refuses. */
function fakeSigningSatsProvider({ edit, reject = false }: { edit?: (psbt: Psbt) => void; reject?: boolean } = {}) {
  const request = vi.fn(async (method: string, params?: unknown) => {
    if (method === 'sendTransfer') return { jsonrpc: '2.0', id: '1', result: { txid: 'EF'.repeat(32) } }
    if (method !== 'signPsbt') return { jsonrpc: '2.0', id: '1', error: { code: SatsConnectErrorCode.MethodNotSupported, message: 'no' } }
    if (reject) return { jsonrpc: '2.0', id: '1', error: { code: SatsConnectErrorCode.UserRejection, message: 'User rejected' } }
    const signed = Psbt.fromBase64((params as { psbt: string }).psbt, { network: regtestParams })
    edit?.(signed)
    signed.signAllInputs(signer)
    signed.finalizeAllInputs()
    return { jsonrpc: '2.0', id: '1', result: { psbt: signed.toBase64() } }
  })
  const connector: SatsConnectConnector = {
    id: 'bip122.Fake-Signing-Wallet',
    type: 'ANNOUNCED',
    name: 'Fake Signing Wallet',
    chain: 'bip122',
    kind: 'sats-connect',
    provider: { request, features: {} },
    providerId: 'FakeSigningWallet',
    methods: ['getAddresses', 'signPsbt', 'sendTransfer'],
  }
  return { request, calls: satsConnectCalls(connector) }
}

describe('submitBitcoinTransfer through a sats-connect wallet', () => {
  it('asks signPsbt for the payment address’s inputs without broadcast, checks the PSBT, then broadcasts through Esplora', async () => {
    const { request, calls } = fakeSigningSatsProvider()
    // The check passed: the next step is the broadcast, which the stopped node refuses.
    await expect(submitBitcoinTransfer(input(calls))).rejects.toBeInstanceOf(HttpRequestError)
    expect(request).toHaveBeenCalledWith('signPsbt', expect.objectContaining({ signInputs: { [payment.address!]: [0] }, broadcast: false }))
  })

  it('refuses a PSBT the wallet altered before signing, before any broadcast', async () => {
    const { calls } = fakeSigningSatsProvider({
      edit: (signed) => {
        ;(signed.data.globalMap.unsignedTx as unknown as { tx: { outs: { value: bigint }[] } }).tx.outs[1]!.value = 90_000n
      },
    })
    const error = await submitBitcoinTransfer(input(calls)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PsbtMismatchError)
    expect((error as PsbtMismatchError).details).toBe('output 1 pays 90000 sats, not 99718')
  })

  it('says a refused signature is a rejected transaction', async () => {
    const { calls } = fakeSigningSatsProvider({ reject: true })
    await expect(submitBitcoinTransfer(input(calls))).rejects.toBeInstanceOf(TransactionRejectedError)
  })

  it('lets the wallet send itself with sendTransfer when the app prefers it: the amount in sats, its txid', async () => {
    const { request, calls } = fakeSigningSatsProvider()
    expect(await submitBitcoinTransfer(input(calls, true))).toBe('ef'.repeat(32))
    expect(request).toHaveBeenCalledWith('sendTransfer', { recipients: [{ address: receiver.address, amount: 100_000 }] })
    expect(request).not.toHaveBeenCalledWith('signPsbt', expect.anything())
  })
})
