import { networks, payments, Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEVNET_BITCOIN_ACCOUNT_COUNT, DEVNET_BITCOIN_CHAIN_ID } from './constants'
import { signP2wpkhSpend } from './keys/signP2wpkhSpend'
import { startBitcoinDevnet, type RunningBitcoinDevnet } from './startBitcoinDevnet'

// Its own node on a free port: never collides with the shared devnet on :3002.
let devnet: RunningBitcoinDevnet

beforeAll(async () => {
  devnet = await startBitcoinDevnet({ port: 0 })
}, 30_000)
afterAll(() => devnet?.stop())

const utxoSchema = z.array(
  z.object({
    txid: z.string().length(64),
    vout: z.number().int(),
    value: z.number().int(),
    status: z.object({ confirmed: z.boolean(), block_height: z.number().optional(), block_hash: z.string().optional(), block_time: z.number().optional() }),
  }),
)
const statusSchema = z.object({ confirmed: z.boolean(), block_height: z.number().optional() })
const addressSchema = z.object({
  address: z.string(),
  chain_stats: z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number(), tx_count: z.number() }),
  mempool_stats: z.object({ funded_txo_sum: z.number(), spent_txo_sum: z.number(), tx_count: z.number() }),
})

const get = async (path: string) => fetch(`${devnet.url}${path}`)
const utxos = async (address: string) => utxoSchema.parse(await (await get(`/address/${address}/utxo`)).json())
const balance = async (address: string) => {
  const { chain_stats: chain, mempool_stats: mempool } = addressSchema.parse(await (await get(`/address/${address}`)).json())
  return chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
}
const post = (hex: string) => fetch(`${devnet.url}/tx`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex })

async function waitConfirmed(txid: string, timeoutMs = 5000): Promise<number> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = statusSchema.parse(await (await get(`/tx/${txid}/status`)).json())
    if (status.confirmed && status.block_height !== undefined) return status.block_height
    if (Date.now() > deadline) throw new Error(`${txid} not mined within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A spend of `key`'s largest confirmed coin: `sats` to `to`, 1,000 sats fee, change back. */
async function spend(fromIndex: number, to: string, sats: bigint) {
  const key = devnet.accounts[fromIndex]
  if (!key) throw new Error('no such account')
  const coin = (await utxos(key.address)).filter((u) => u.status.confirmed).sort((a, b) => b.value - a.value)[0]
  if (!coin) throw new Error(`${key.address} has no confirmed coin`)
  const value = BigInt(coin.value)
  return signP2wpkhSpend(
    [{ txid: coin.txid, vout: coin.vout, value, key }],
    [
      { address: to, value: sats },
      { address: key.address, value: value - sats - 1000n },
    ],
  )
}

describe('Berth Bitcoin Regtest', () => {
  it('starts with segwit active and every payment address funded, with history', async () => {
    expect(devnet.chainId).toBe(DEVNET_BITCOIN_CHAIN_ID)
    expect(Number(await (await get('/blocks/tip/height')).text())).toBeGreaterThan(432)
    expect(devnet.accounts).toHaveLength(DEVNET_BITCOIN_ACCOUNT_COUNT)
    for (const account of devnet.accounts) {
      expect(account.address).toMatch(/^bcrt1q/)
      expect(await balance(account.address)).toBeGreaterThan(9_00000000)
    }
    const history = z.array(z.object({ txid: z.string() })).parse(await (await get(`/address/${devnet.accounts[1]?.address}/txs`)).json())
    expect(history.length).toBeGreaterThanOrEqual(3)
  })

  it('accepts a P2WPKH spend signed with bitcoinjs-lib, mines it within about a second, and the balances move', async () => {
    const from = devnet.accounts[3]?.address ?? ''
    const to = devnet.accounts[4]?.address ?? ''
    const [fromBefore, toBefore] = [await balance(from), await balance(to)]
    const { hex, txid } = await spend(3, to, 1_000_000n)
    const response = await post(hex)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(txid)
    const sent = Date.now()
    const height = await waitConfirmed(txid)
    expect(Date.now() - sent).toBeLessThan(2000)
    expect(height).toBeGreaterThan(432)
    expect(await balance(from)).toBe(fromBefore - 1_000_000 - 1000)
    expect(await balance(to)).toBe(toBefore + 1_000_000)
    const tx = z.object({ txid: z.string(), fee: z.number(), status: z.object({ confirmed: z.literal(true) }) }).parse(await (await get(`/tx/${txid}`)).json())
    expect(tx).toMatchObject({ txid, fee: 1000 })
    expect(await (await get(`/tx/${txid}/hex`)).text()).toBe(hex)
  })

  it('refuses a transaction whose signature was tampered with, with the node reason', async () => {
    const { hex } = await spend(5, devnet.accounts[6]?.address ?? '', 500_000n)
    const tx = Transaction.fromHex(hex)
    const signature = tx.ins[0]?.witness[0]
    if (!signature) throw new Error('no witness signature')
    signature[10] = (signature[10] ?? 0) ^ 0x01 // inside r: still DER, no longer valid
    const response = await post(tx.toHex())
    expect(response.status).toBe(400)
    // bcoin's wording: the script fails under the standard (witness) flags. Bitcoin Core says mandatory-script-verify-flag-failed.
    expect(await response.text()).toBe('sendrawtransaction RPC error: {"code":-26,"message":"non-mandatory-script-verify-flag"}')
  })

  it('refuses a spend of an immature coinbase', async () => {
    const tip = Number(await (await get('/blocks/tip/height')).text())
    const coinbase = (await utxos(devnet.faucet.address)).find((u) => u.status.block_height === tip)
    if (!coinbase) throw new Error('no coinbase at the tip')
    const { hex } = signP2wpkhSpend(
      [{ txid: coinbase.txid, vout: coinbase.vout, value: BigInt(coinbase.value), key: devnet.faucet }],
      [{ address: devnet.accounts[0]?.address ?? '', value: BigInt(coinbase.value) - 1000n }],
    )
    const response = await post(hex)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-premature-spend-of-coinbase"}')
  })

  it('refuses a double spend, in the mempool and once mined', async () => {
    const first = await spend(7, devnet.accounts[8]?.address ?? '', 200_000n)
    const second = await spend(7, devnet.accounts[9]?.address ?? '', 300_000n)
    expect((await post(first.hex)).status).toBe(200)
    const inMempool = await post(second.hex)
    expect(inMempool.status).toBe(400)
    expect(await inMempool.text()).toBe('sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-spent"}')
    await waitConfirmed(first.txid)
    const afterMined = await post(second.hex)
    expect(afterMined.status).toBe(400)
    expect(await afterMined.text()).toBe('sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}')
  })

  it('answers 400 for a mainnet address and a malformed one', async () => {
    const key = devnet.accounts[0]
    if (!key) throw new Error('no account')
    const mainnet = payments.p2wpkh({ pubkey: key.signer.publicKey, network: networks.bitcoin }).address ?? ''
    expect(mainnet).toMatch(/^bc1q/)
    for (const path of [`/address/${mainnet}`, `/address/${mainnet}/utxo`, `/address/${mainnet}/txs`]) {
      const response = await get(path)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('mainnet')
    }
    const malformed = await get('/address/bcrt1qnotanaddress/utxo')
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toContain('not a valid Bitcoin address')
  })

  it('mines on demand through POST /devnet/mine', async () => {
    const before = Number(await (await get('/blocks/tip/height')).text())
    const response = await fetch(`${devnet.url}/devnet/mine`, { method: 'POST', body: JSON.stringify({ blocks: 3 }) })
    expect(response.status).toBe(200)
    expect(z.object({ height: z.number(), blocks: z.array(z.string()) }).parse(await response.json())).toMatchObject({ height: before + 3 })
    expect(await (await get('/blocks/tip/hash')).text()).toMatch(/^[0-9a-f]{64}$/)
  })
})
