import { Psbt } from 'bitcoinjs-lib'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../bitcoin/constants'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../bitcoin/keys/devnetBitcoinKeys'
import { createDevnetWallet, type DevnetWallet } from '../createDevnetWallet'
import { memoryStorage } from '../walletStorage'
import { decide } from './bitcoinTestSupport'

// The shared devnet's Berth Bitcoin Regtest. The wallet spends from payment index 7
// (m/84'/1'/0'/0/7), which no other test spends from, and pays m/84'/1'/0'/0/17, which the
// genesis does not fund and no other test reads, so the balances below are this file's alone.
const SPENDER_INDEX = 7
const spender = deriveDevnetBitcoinKey(devnetPaymentPath(SPENDER_INDEX))
const recipient = deriveDevnetBitcoinKey(devnetPaymentPath(17))

let esplora: string
let wallet: DevnetWallet

const utxoSchema = z.array(z.object({ txid: z.string(), vout: z.number(), value: z.number(), status: z.object({ confirmed: z.boolean() }) }))
const statsSchema = z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number() })
const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema })
const txSchema = z.object({ txid: z.string(), fee: z.number(), status: z.object({ confirmed: z.boolean(), block_height: z.number().optional() }) })

const get = async (path: string) => {
  const response = await fetch(`${esplora}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
  return response
}
const balance = async (address: string) => {
  const { chain_stats: chain, mempool_stats: mempool } = addressSchema.parse(await (await get(`/address/${address}`)).json())
  return chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
}
async function mined(txid: string): Promise<z.infer<typeof txSchema>> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const tx = txSchema.parse(await (await get(`/tx/${txid}`)).json())
    if (tx.status.confirmed) return tx
    if (Date.now() > deadline) throw new Error(`${txid} not mined within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
/** A PSBT (built by the page, as an app would) spending the spender's largest confirmed coin: `sats` to the recipient, 1,000 sats fee, change back. */
async function pagePsbt(sats: bigint): Promise<Psbt> {
  const coins = utxoSchema.parse(await (await get(`/address/${spender.address}/utxo`)).json())
  const coin = coins.filter((utxo) => utxo.status.confirmed).sort((a, b) => b.value - a.value)[0]
  if (!coin) throw new Error(`${spender.address} has no confirmed coin`)
  const psbt = new Psbt({ network: regtestNetwork })
  psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: spender.outputScript, value: BigInt(coin.value) } })
  psbt.addOutput({ address: recipient.address, value: sats })
  psbt.addOutput({ address: spender.address, value: BigInt(coin.value) - sats - 1000n })
  return psbt
}

beforeAll(async () => {
  esplora = inject('devnetUrls')[DEVNET_BITCOIN_CHAIN_ID] ?? ''
  wallet = createDevnetWallet({ storage: memoryStorage(), accounts: SPENDER_INDEX + 1, bitcoinEsploraUrl: esplora })
  wallet.selectAccount(SPENDER_INDEX)
  const asking = wallet.bitcoin.provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
  await decide(wallet, 'approve', 'getAddresses')
  expect(await asking).toMatchObject({ result: { addresses: [{ address: spender.address, purpose: 'payment' }, { purpose: 'ordinals' }] } })
})

describe('the Devnet Wallet’s Bitcoin side against Berth Bitcoin Regtest', () => {
  it('sendTransfer: selects its coins, pays the /fee-estimates fee with change back, broadcasts; the node mines it and the balances move', async () => {
    const [spenderBefore, recipientBefore] = [await balance(spender.address), await balance(recipient.address)]
    const sending = wallet.bitcoin.provider.request('sendTransfer', { recipients: [{ address: recipient.address, amount: 100_000 }] })
    const shown = (await decide(wallet, 'approve', 'sendTransfer')) as { fee: string; recipients: string[] }
    expect(shown.recipients).toEqual([`100000 sats to ${recipient.address}`])
    const answer = (await sending) as { result?: { txid: string }; error?: unknown }
    expect(answer.error).toBeUndefined()
    const tx = await mined(answer.result?.txid ?? '')
    expect(shown.fee).toBe(`${tx.fee} sats (${z.record(z.string(), z.number()).parse(await (await get('/fee-estimates')).json())['6']} sat/vB)`)
    expect(await balance(recipient.address)).toBe(recipientBefore + 100_000)
    expect(await balance(spender.address)).toBe(spenderBefore - 100_000 - tx.fee)
  })

  it('bitcoin:signTransaction signs and finalizes the page’s PSBT; the page extracts it, POST /tx accepts it, and it is mined', async () => {
    const [payment] = wallet.bitcoin.wallet.accounts
    const recipientBefore = await balance(recipient.address)
    const psbt = await pagePsbt(50_000n)
    const signing = wallet.bitcoin.wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: psbt.toBuffer(),
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      chain: 'bitcoin:regtest',
    })
    await decide(wallet, 'approve', 'bitcoin:signTransaction')
    const [signed] = await signing
    const tx = Psbt.fromBuffer(signed!.signedPsbt, { network: regtestNetwork }).extractTransaction()
    const response = await fetch(`${esplora}/tx`, { method: 'POST', body: tx.toHex() })
    expect(await response.text()).toBe(tx.getId())
    expect((await mined(tx.getId())).fee).toBe(1000)
    expect(await balance(recipient.address)).toBe(recipientBefore + 50_000)
  })

  it('sats-connect signPsbt with broadcast sends the signed transaction itself and answers its txid; it is mined', async () => {
    const recipientBefore = await balance(recipient.address)
    const psbt = await pagePsbt(20_000n)
    const signing = wallet.bitcoin.provider.request('signPsbt', { psbt: psbt.toBase64(), signInputs: { [spender.address]: [0] }, broadcast: true })
    expect(await decide(wallet, 'approve', 'signPsbt')).toMatchObject({ broadcast: 'yes: the wallet sends it', fee: '1000 sats' })
    const answer = (await signing) as { result: { psbt: string; txid: string } }
    expect(Psbt.fromBase64(answer.result.psbt, { network: regtestNetwork }).extractTransaction().getId()).toBe(answer.result.txid)
    await mined(answer.result.txid)
    expect(await balance(recipient.address)).toBe(recipientBefore + 20_000)
  })

  it('a broadcast the node refuses answers INTERNAL_ERROR with the node’s reason', async () => {
    const psbt = await pagePsbt(20_000n)
    // The coin's value misstated: the signature commits to it (BIP143), so the node refuses the spend.
    const lying = new Psbt({ network: regtestNetwork })
    const input = psbt.txInputs[0]!
    const utxo = psbt.data.inputs[0]!.witnessUtxo!
    lying.addInput({ hash: input.hash, index: input.index, witnessUtxo: { script: utxo.script, value: utxo.value + 1000n } })
    lying.addOutputs(psbt.txOutputs.map((output) => ({ script: output.script, value: output.value })))
    const signing = wallet.bitcoin.provider.request('signPsbt', { psbt: lying.toBase64(), signInputs: { [spender.address]: [0] }, broadcast: true })
    await decide(wallet, 'approve', 'signPsbt')
    expect(await signing).toMatchObject({ error: { code: -32603, message: expect.stringMatching(/^POST \/tx failed \(400\): .*verify-flag/) } })
  })

  it('a rejected sendTransfer answers -32000 and sends nothing', async () => {
    const before = await balance(spender.address)
    const sending = wallet.bitcoin.provider.request('sendTransfer', { recipients: [{ address: recipient.address, amount: 10_000 }] })
    await decide(wallet, 'reject', 'sendTransfer')
    expect(await sending).toMatchObject({ error: { code: -32000, message: 'User rejected the request.' } })
    expect(await balance(spender.address)).toBe(before)
  })
})
