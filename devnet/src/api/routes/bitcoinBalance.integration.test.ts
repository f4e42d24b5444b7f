import * as ecc from '@bitcoinerlab/secp256k1'
import { networks, payments } from 'bitcoinjs-lib'
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { z } from 'zod'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../bitcoin/constants'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { devnetBitcoinPaymentKeys } from '../../bitcoin/keys/devnetBitcoinKeys'
import { signP2wpkhSpend } from '../../bitcoin/keys/signP2wpkhSpend'
import type { TokenBalance } from '../balances/tokenBalance'

// The shared devnet's API reading Berth Bitcoin Regtest: a fresh address is paid exactly 0.125 BTC by
// payment account 6, so its balance is known to the satoshi, pending and then confirmed.
const api = inject('devnetApiUrl')
const esplora = inject('devnetUrls')[DEVNET_BITCOIN_CHAIN_ID] ?? ''
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const freshPubkey = (network: typeof networks.bitcoin) => {
  const pubkey = ecc.pointFromScalar(randomBytes(32))
  if (!pubkey) throw new Error('no public key')
  return payments.p2wpkh({ pubkey, network }).address ?? ''
}
const balanceOf = async (address: string, query = '') => fetch(`${api}/v1/account/${address}/balance?${sdk}${query}`)
const balances = async (address: string, query = '') => (await (await balanceOf(address, query)).json()) as { balances: TokenBalance[] }

let owner: string
let txid: string
beforeAll(async () => {
  owner = freshPubkey(regtestNetwork)
  const giver = devnetBitcoinPaymentKeys()[6]
  if (!giver) throw new Error('no account 6')
  const utxos = z
    .array(z.object({ txid: z.string(), vout: z.number(), value: z.number(), status: z.object({ confirmed: z.boolean() }) }))
    .parse(await (await fetch(`${esplora}/address/${giver.address}/utxo`)).json())
  const coin = utxos.filter((u) => u.status.confirmed).sort((a, b) => b.value - a.value)[0]
  if (!coin) throw new Error('account 6 has no confirmed coin')
  const signed = signP2wpkhSpend(
    [{ txid: coin.txid, vout: coin.vout, value: BigInt(coin.value), key: giver }],
    [
      { address: owner, value: 12_500_000n },
      { address: giver.address, value: BigInt(coin.value) - 12_500_000n - 1000n },
    ],
  )
  const response = await fetch(`${esplora}/tx`, { method: 'POST', body: signed.hex })
  expect(await response.text()).toBe(signed.txid)
  txid = signed.txid
})

describe('GET /v1/account/{address}/balance on Berth Bitcoin Regtest', () => {
  it('answers the BTC balance of a regtest address, valued in USD, pending or mined', async () => {
    const expected = {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: DEVNET_BITCOIN_CHAIN_ID,
      quantity: { decimals: '8', numeric: '0.125' },
      decimals: 8,
      price: 60000,
      value: 7500,
    }
    expect((await balances(owner, `&chainId=${DEVNET_BITCOIN_CHAIN_ID}`)).balances).toEqual([expect.objectContaining(expected)])
    // Mined about half a second after it entered the mempool: the balance is the same once confirmed.
    for (let i = 0; i < 30; i++) {
      const status = (await (await fetch(`${esplora}/tx/${txid}/status`)).json()) as { confirmed: boolean }
      if (status.confirmed) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect((await balances(owner)).balances).toEqual([expect.objectContaining(expected)])
  })

  it('answers 0 BTC for an address that never received anything', async () => {
    const { balances: empty } = await balances(freshPubkey(regtestNetwork))
    expect(empty).toEqual([expect.objectContaining({ symbol: 'BTC', quantity: { decimals: '8', numeric: '0' }, value: 0 })])
  })

  it('answers 400 for a mainnet address, naming its network, and for a regtest address with an EVM chainId', async () => {
    const mainnet = await balanceOf(freshPubkey(networks.bitcoin))
    expect(mainnet.status).toBe(400)
    expect(JSON.stringify(await mainnet.json())).toContain('is a Bitcoin mainnet address; this node is regtest')
    const mismatch = await balanceOf(owner, '&chainId=eip155:31337')
    expect(mismatch.status).toBe(400)
    expect(JSON.stringify(await mismatch.json())).toContain(`${owner} is not an address of eip155:31337`)
  })
})
