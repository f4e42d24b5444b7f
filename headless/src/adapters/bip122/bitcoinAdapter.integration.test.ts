// The Bitcoin adapter (bitcoin() of @berth/headless/bip122) against Berth Bitcoin Regtest's Esplora API: balances,
// a PSBT Berth builds from the devnet's funded payment address (index 6, used by no other suite),
// signed here with that devnet key through a wallet-standard wallet over it, checked, broadcast
// through Berth's Esplora client and seen mined; and each way a send is refused before anything
// is broadcast (another network's receiver, dust, above the balance, a PSBT the wallet altered).
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { regtest as regtestParams } from 'bitcoinjs-lib/src/networks'
import { p2wpkh } from 'bitcoinjs-lib/src/payments/p2wpkh'
import { Psbt } from 'bitcoinjs-lib/src/psbt'
import { beforeAll, describe, expect, it, vi } from 'vitest'
// The devnet's own constants and keys (tests may import them; the package code never does).
import { DEVNET_BITCOIN_CHAIN_ID, DEVNET_BITCOIN_ESPLORA_PORT } from '../../../../devnet/src/bitcoin/constants.js'
import { devnetBitcoinPaymentKeys, type DevnetBitcoinKey } from '../../../../devnet/src/bitcoin/keys/devnetBitcoinKeys.js'
import { createClient } from '../../client.js'
import { HttpRequestError } from '../../errors/http.js'
import { InvalidSendError } from '../../errors/send.js'
import { type Bip122Network, defineBip122Network } from '../../networks/defineBip122Network.js'
import { memoryBackend } from '../../storage/backends.js'
import type { Bip122SendPreview } from '../../types/send.js'
import type { SatsConnectConnector, WalletStandardConnector } from '../connector.js'
import type { TransferRequest } from '../types.js'
import { bitcoin } from './bitcoin.js'
import { PsbtMismatchError } from './errors.js'

// The devnet is the app's own network here: the packages know nothing of it.
const ESPLORA = `http://127.0.0.1:${DEVNET_BITCOIN_ESPLORA_PORT}`
const network: Bip122Network = defineBip122Network({
  id: DEVNET_BITCOIN_CHAIN_ID.slice('bip122:'.length),
  name: 'Berth Bitcoin Regtest',
  addressParams: 'regtest',
  rpcUrls: { default: { http: [ESPLORA] } },
  testnet: true,
})
const timeouts = { connectTimeoutMs: 10_000, requestTimeoutMs: 5_000 }
const quiet = { warn: () => {}, error: () => {} }
const { adapter } = bitcoin().setup({ networks: [network], timeouts, logger: quiet })
const btc = { symbol: 'BTC', decimals: 8, chainId: network.caipNetworkId }

let payer: DevnetBitcoinKey
// A receiver no devnet key owns: a random key hash, new each run, so its balance starts at 0.
const receiver = p2wpkh({ hash: crypto.getRandomValues(new Uint8Array(20)), network: regtestParams }).address!
beforeAll(() => {
  payer = devnetBitcoinPaymentKeys()[6]!
})

type Tamper = (psbt: Psbt) => void

/**
 * A wallet-standard Bitcoin wallet over a real devnet key (a fake wallet: it signs every input of a
 * PSBT with the key and finalizes, as bitcoin:signTransaction says), optionally altering the PSBT first.
 */
function devnetKeyBitcoinWallet(key: DevnetBitcoinKey, tamper?: Tamper): WalletStandardConnector {
  const account: WalletAccount = { address: key.address, publicKey: key.signer.publicKey, chains: ['bitcoin:regtest'], features: ['bitcoin:signTransaction'] }
  const wallet = {
    version: '1.0.0',
    name: 'Devnet Key Test Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['bitcoin:regtest'],
    accounts: [account],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (input: { psbt: Uint8Array; inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]; chain?: string }) => {
          const psbt = Psbt.fromBuffer(input.psbt, { network: regtestParams })
          tamper?.(psbt)
          for (const { signingIndexes } of input.inputsToSign) for (const index of signingIndexes) psbt.signInput(index, key.signer)
          psbt.finalizeAllInputs()
          return [{ signedPsbt: psbt.toBuffer() }]
        },
      },
    },
  }
  return { id: 'bip122.Devnet-Key-Test-Wallet', type: 'ANNOUNCED', name: wallet.name, chain: 'bip122', provider: wallet as unknown as Wallet }
}

/** A sats-connect provider over a real devnet key (a fake wallet: approves at once, signs every input of a PSBT and finalizes). */
function devnetKeySatsProvider(key: DevnetBitcoinKey): SatsConnectConnector {
  const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
  const request = async (method: string, params?: unknown) => {
    if (method === 'getAddresses')
      return answer({
        addresses: [{ address: key.address, publicKey: Buffer.from(key.signer.publicKey).toString('hex'), purpose: 'payment', addressType: 'p2wpkh' }],
      })
    if (method === 'wallet_getNetwork') return answer({ bitcoin: { name: 'Regtest' } })
    if (method === 'signPsbt') {
      const { psbt: base64, broadcast } = params as { psbt: string; broadcast: boolean }
      if (broadcast) throw new Error('Berth asked the wallet to broadcast')
      const psbt = Psbt.fromBase64(base64, { network: regtestParams })
      psbt.signAllInputs(key.signer)
      psbt.finalizeAllInputs()
      return answer({ psbt: psbt.toBase64() })
    }
    return { jsonrpc: '2.0', id: '1', error: { code: -32001, message: 'Method not supported' } }
  }
  return {
    id: 'bip122.Devnet-Key-Sats-Wallet',
    type: 'ANNOUNCED',
    name: 'Devnet Key Sats Wallet',
    chain: 'bip122',
    kind: 'sats-connect',
    provider: { request, features: {} },
    providerId: 'DevnetKeySatsWallet',
    methods: ['getAddresses', 'wallet_getNetwork', 'signPsbt'],
  }
}

const transferRequest = (value: bigint, to = receiver): TransferRequest => ({
  network,
  from: payer.address,
  receiver: to,
  token: btc,
  value,
  contract: undefined,
  options: { receiptTimeoutMs: 60_000 },
  timeouts,
})

const utxosOf = async (address: string) => (await (await fetch(`${ESPLORA}/address/${address}/utxo`)).json()) as { txid: string; vout: number }[]

describe('the Bitcoin adapter on Berth Bitcoin Regtest', () => {
  it('reads the funded payment address’s balance (confirmed and pending) from the Esplora API', async () => {
    const { value, decimals, symbol } = await adapter.getBalance(network, payer.address)
    expect([decimals, symbol]).toEqual([8, 'BTC'])
    expect(value).toBeGreaterThan(100_000_000n)
  })

  it('builds a PSBT, has the wallet sign it, broadcasts it and sees it mined: the balances move by the amount and the fee', async () => {
    const connector = devnetKeyBitcoinWallet(payer)
    const connection = await adapter.connect(connector, network)
    expect(connection.accountDetails?.[0]).toMatchObject({ address: payer.address, type: 'payment' })
    const before = (await adapter.getBalance(network, payer.address)).value
    const transfer = await adapter.loadTransfer()
    const prepared = await transfer.prepare(transferRequest(100_000n))
    const preview = prepared.preview as Bip122SendPreview
    expect(preview).toMatchObject({
      chainNamespace: 'bip122',
      from: payer.address,
      receiver,
      value: 100_000n,
      caipNetworkId: network.caipNetworkId,
      feeSymbol: 'BTC',
    })
    expect(preview.fee).toBeGreaterThanOrEqual(BigInt(Math.ceil(preview.vsize * preview.feeRate)))
    const { hash, confirm } = await prepared.submit(connector)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const { blockNumber } = await confirm()
    expect(blockNumber).toBeGreaterThan(0n)
    // The node's view of the mined transaction: the fee the preview showed, and no larger than priced.
    const mined = (await (await fetch(`${ESPLORA}/tx/${hash}`)).json()) as { fee: number; weight: number; status: { confirmed: boolean } }
    expect(mined.status.confirmed).toBe(true)
    expect(BigInt(mined.fee)).toBe(preview.fee)
    expect(Math.ceil(mined.weight / 4)).toBeLessThanOrEqual(preview.vsize)
    expect((await adapter.getBalance(network, receiver)).value).toBe(100_000n)
    expect((await adapter.getBalance(network, payer.address)).value).toBe(before - 100_000n - preview.fee)
  })

  it('sends through a sats-connect provider too: signPsbt (no broadcast by the wallet), then Berth broadcasts and it is mined', async () => {
    const connector = devnetKeySatsProvider(payer)
    const connection = await adapter.connect(connector, network)
    expect(connection.accountDetails?.[0]).toMatchObject({ address: payer.address, type: 'payment' })
    const transfer = await adapter.loadTransfer()
    const prepared = await transfer.prepare(transferRequest(50_000n))
    const { hash, confirm } = await prepared.submit(connector)
    expect((await confirm()).blockNumber).toBeGreaterThan(0n)
    expect((await (await fetch(`${ESPLORA}/tx/${hash}/status`)).json()).confirmed).toBe(true)
  })

  it('refuses a mainnet receiver, an amount below dust and one above the balance before asking the wallet', async () => {
    const transfer = await adapter.loadTransfer()
    const refusal = async (request: TransferRequest) => {
      const error = await transfer.prepare(request).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(InvalidSendError)
      return [(error as InvalidSendError).reason, (error as InvalidSendError).shortMessage]
    }
    expect(await refusal(transferRequest(100_000n, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'))).toEqual([
      'receiver-invalid',
      'The receiver address is not a valid address',
    ])
    expect(adapter.checkAddress!('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', network)).toBe('invalid')
    expect(await refusal(transferRequest(293n))).toEqual(['amount-below-dust', 'Amount below dust: the least this receiver can be sent is 0.00000294 BTC'])
    expect(await refusal(transferRequest(2_100_000_000_000_000n))).toEqual(['amount-above-balance', 'Insufficient BTC balance'])
  })

  it('refuses a PSBT the wallet altered (another amount, another receiver) and broadcasts nothing', async () => {
    const transfer = await adapter.loadTransfer()
    const before = await utxosOf(payer.address)
    const otherAmount: Tamper = (psbt) => {
      ;(psbt.data.globalMap.unsignedTx as unknown as { tx: { outs: { value: bigint }[] } }).tx.outs[0]!.value = 50_000n
    }
    const otherReceiver: Tamper = (psbt) => {
      ;(psbt.data.globalMap.unsignedTx as unknown as { tx: { outs: { script: Uint8Array }[] } }).tx.outs[0]!.script = payer.outputScript
    }
    for (const [tamper, problem] of [
      [otherAmount, 'output 0 pays 50000 sats, not 100000'],
      [otherReceiver, 'output 0 pays another script'],
    ] as const) {
      const prepared = await transfer.prepare(transferRequest(100_000n))
      const error = await prepared.submit(devnetKeyBitcoinWallet(payer, tamper)).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(PsbtMismatchError)
      expect((error as PsbtMismatchError).details).toBe(problem)
    }
    expect(await utxosOf(payer.address)).toEqual(before)
  })

  it('sends 0.001 BTC through a client (client.send): validated, previewed, signed by a sats-connect wallet, mined, "Sent 0.001 BTC"', async () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>
    const connector = devnetKeySatsProvider(payer)
    target.DevnetKeySatsWallet = { request: connector.provider.request }
    target.btc_providers = [{ id: 'DevnetKeySatsWallet', name: 'Devnet Key Sats Wallet', methods: connector.methods }]
    const client = createClient({
      networks: [network],
      adapters: [bitcoin()],
      window: target as never,
      storage: memoryBackend(),
      logger: quiet,
      defaultNetwork: network,
    })
    const unmount = client.mount()
    try {
      await vi.waitFor(() => expect(client.connectors.store.get().connectors.map((listed) => listed.id)).toContain('bip122.Devnet-Key-Sats-Wallet'))
      await client.connection.connect('bip122.Devnet-Key-Sats-Wallet')
      const before = await adapter.getBalance(network, receiver)
      const preview = await client.send.previewSend({ token: btc, amount: '0.001', receiverAddress: receiver })
      expect(preview).toMatchObject({ chainNamespace: 'bip122', from: payer.address, receiver, value: 100_000n })
      const sent = await client.send.send({ token: btc, amount: '0.001', receiverAddress: receiver })
      expect(sent.hash).toMatch(/^[0-9a-f]{64}$/)
      await sent.receipt
      await vi.waitFor(() => expect(client.alerts.store.get().notification).toMatchObject({ variant: 'success', message: 'Sent 0.001 BTC' }))
      expect((await adapter.getBalance(network, receiver)).value).toBe(before.value + 100_000n)
    } finally {
      unmount()
    }
  })

  it('says the node is down when its Esplora API does not answer', async () => {
    const down = defineBip122Network({
      id: network.id,
      name: 'Stopped Regtest',
      addressParams: 'regtest',
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    })
    await expect(adapter.getBalance(down, payer.address)).rejects.toBeInstanceOf(HttpRequestError)
  })
})
