import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, createSolanaRpc, generateKeyPairSigner, type Address } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OnrampOrder } from '../api/onramp/orderStore'
import { rampSolanaTreasuryAddress } from '../api/onramp/rampTreasury'
import { devnetSolanaUsdc } from '../solana/accounts'
import { DEVNET_SOLANA_CHAIN_ID } from '../solana/constants'
import { startDevnet, type Devnet } from '../startDevnet'

// Devnet Ramp selling on Berth Solana Devnet, on a devnet of this file's own (its Solana cluster on
// free ports, an API with records in memory, the ramp on a spare port): never the shared one. Buyers
// are fresh keypairs, so their USDC account does not exist until the ramp creates it.
const chains = [{ chainId: 31337, name: 'Berth Devnet', port: 18583 }]
const RAMP_PORT = 18593
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const mint = address(devnetSolanaUsdc.address)
const treasury = address(rampSolanaTreasuryAddress)
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }

let devnet: Devnet
let api: string
let rpc: ReturnType<typeof createSolanaRpc>

const post = (path: string, body: unknown) =>
  fetch(`${api}${path}?${sdk}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const pay = (url: string) => fetch(url, { method: 'POST', body: new URLSearchParams(goodCard), redirect: 'manual' })
const orderOf = async (url: string) => ((await (await fetch(`${api}/devnet/onramp/orders/${url.split('/').at(-1)}`)).json()) as { order: OnrampOrder }).order
const solOf = async (owner: Address) => (await rpc.getBalance(owner, { commitment: 'confirmed' }).send()).value
/** The owner's USDC in its associated token account; 0 when it has none. */
async function usdcOf(owner: Address): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64', commitment: 'confirmed' }).send()
  if (!value) return 0n
  return BigInt((await rpc.getTokenAccountBalance(ata, { commitment: 'confirmed' }).send()).value.amount)
}

async function checkoutUrl(buyer: string, asset: string, presetFiatAmount = '50'): Promise<string> {
  const response = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: buyer, blockchains: ['berth-solana-devnet'], assets: [asset] }],
    presetFiatAmount,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { url: string }).url
}

beforeAll(async () => {
  devnet = await startDevnet({
    chains,
    contracts: false,
    api: { port: 0, dataDir: null, indexer: false },
    ramp: { port: RAMP_PORT },
    relay: false,
    solana: { port: 0, wsPort: 0 },
  })
  api = devnet.api!.url
  rpc = createSolanaRpc(devnet.solana!.url)
}, 120_000)
afterAll(() => devnet?.stop())

describe('Devnet Ramp on Berth Solana Devnet', () => {
  it('offers USDC and SOL on berth-solana-devnet and prices them', async () => {
    const options = (await (await fetch(`${api}/v1/onramp/options?${sdk}`)).json()) as {
      purchaseCurrencies: { symbol: string; networks: { name: string; contract_address: string }[] }[]
    }
    const solanaNetworks = options.purchaseCurrencies.flatMap((currency) =>
      currency.networks.filter((network) => network.name === 'berth-solana-devnet').map((network) => [currency.symbol, network.contract_address]),
    )
    expect(solanaNetworks).toEqual([
      ['USDC', devnetSolanaUsdc.address],
      ['SOL', ''],
    ])
    const quote = await post('/v1/onramp/quote', { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '300', network: 'berth-solana-devnet' })
    expect(quote.status).toBe(200)
    expect(await quote.json()).toMatchObject({ purchaseAmount: { amount: '1.97', currency: 'SOL' }, paymentTotal: { amount: '300.00', currency: 'USD' } })
  })

  it('refuses a checkout for a malformed Solana address, or an EVM one on the Solana network', async () => {
    const buyer = (await generateKeyPairSigner()).address
    for (const [wallet, reason] of [
      [`${buyer.slice(0, -2)}0O`, 'destinationWallets.0.address: not a Solana address'],
      ['0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', 'destinationWallets.0.address: not a Solana address'],
      [buyer.slice(0, 20), 'destinationWallets.0.address: not a Solana address'],
    ] as const) {
      const response = await post('/v1/generators/onrampurl', {
        destinationWallets: [{ address: wallet, blockchains: ['berth-solana-devnet'], assets: ['USDC'] }],
        presetFiatAmount: '50',
      })
      expect(response.status, wallet).toBe(400)
      expect(((await response.json()) as { reasons: { description: string }[] }).reasons[0]?.description).toBe(reason)
    }
  })

  it('pays a USDC order by transferChecked from the treasury, creating the buyer’s token account; the history lists it', async () => {
    const buyer = (await generateKeyPairSigner()).address
    const url = await checkoutUrl(buyer, 'USDC')
    const page = await (await fetch(url)).text()
    expect(page).toContain('49.25 USDC')
    expect(page).toContain(buyer)
    expect(page).toContain('Berth Solana Devnet')
    const treasuryBefore = await usdcOf(treasury)
    expect(await usdcOf(buyer)).toBe(0n)

    const paid = await pay(url)
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Payment complete')
    expect(await usdcOf(buyer)).toBe(49_250_000n)
    expect(await usdcOf(treasury)).toBe(treasuryBefore - 49_250_000n)

    const order = await orderOf(url)
    expect(order).toMatchObject({ status: 'done', address: buyer, chain: DEVNET_SOLANA_CHAIN_ID, symbol: 'USDC', purchaseUnits: '49250000' })
    const [status] = (await rpc.getSignatureStatuses([order.txHash as Parameters<typeof rpc.getSignatureStatuses>[0][number]]).send()).value
    expect(status).toMatchObject({ err: null })

    const history = await fetch(`${api}/v1/account/${buyer}/history?${sdk}&onramp=coinbase&chainId=${DEVNET_SOLANA_CHAIN_ID}`)
    expect(history.status).toBe(200)
    expect(await history.json()).toEqual({
      data: [
        {
          id: `onramp:${order.id}`,
          metadata: {
            operationType: 'buy',
            hash: order.txHash,
            minedAt: order.paidAt,
            chain: DEVNET_SOLANA_CHAIN_ID,
            status: 'confirmed',
            sentFrom: treasury,
            sentTo: buyer,
          },
          transfers: [
            {
              fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: `${api}/public/getTokenImage/USDC?${sdk}` } },
              direction: 'in',
              quantity: { numeric: '49.25' },
              value: 49.25,
              price: 1,
            },
          ],
        },
      ],
    })
    // Base58 is case-sensitive: the same letters in another case are someone else.
    const otherCase = await fetch(`${api}/v1/account/${buyer.toLowerCase()}/history?${sdk}&onramp=coinbase`)
    expect(((await otherCase.json()) as { data?: unknown[] }).data ?? []).toEqual([])
    expect(await (await fetch(`${api}/v1/account/${buyer}/history?${sdk}&onramp=coinbase&chainId=eip155:31337`)).json()).toEqual({ data: [] })
    const unknownChain = await fetch(`${api}/v1/account/${buyer}/history?${sdk}&onramp=coinbase&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`)
    expect(unknownChain.status).toBe(400)

    expect((await pay(url)).status).toBe(409)
    expect(await usdcOf(buyer)).toBe(49_250_000n)
  })

  it('pays a SOL order by a system transfer', async () => {
    const buyer = (await generateKeyPairSigner()).address
    const url = await checkoutUrl(buyer, 'SOL', '300')
    const treasuryBefore = await solOf(treasury)
    expect((await pay(url)).status).toBe(200)
    expect(await solOf(buyer)).toBe(1_970_000_000n)
    // The treasury paid the purchase and the fee (5000 lamports a signature).
    expect(await solOf(treasury)).toBe(treasuryBefore - 1_970_000_000n - 5_000n)
    expect(await orderOf(url)).toMatchObject({ status: 'done', symbol: 'SOL', purchaseUnits: '1970000000' })
  })

  it('credits a Solana order once when two payments race', async () => {
    const buyer = (await generateKeyPairSigner()).address
    const url = await checkoutUrl(buyer, 'USDC')
    const treasuryBefore = await usdcOf(treasury)
    const statuses = (await Promise.all([pay(url), pay(url)])).map((response) => response.status).sort()
    expect(statuses).toEqual([200, 409])
    expect(await usdcOf(buyer)).toBe(49_250_000n)
    expect(await usdcOf(treasury)).toBe(treasuryBefore - 49_250_000n)
  })
})
