import { createPublicClient, encodeFunctionData, erc20Abi, erc721Abi, formatEther, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../chain/accounts'
import { devnetCollections, devnetTokens } from '../../chain/tokens/devnetTokens'
import { startDevnet, type Devnet } from '../../startDevnet'
import type { TokenBalance } from '../balances/tokenBalance'
import type { TxDetails } from '../explorer/readTxDetails'
import type { HeldNft } from './nfts'

// A devnet of this file's own (spare ports, API on port 0, records in memory): never the shared one.
const chains = [
  { chainId: 31337, name: 'Berth Devnet', port: 18571 },
  { chainId: 31338, name: 'Berth Devnet L2', port: 18572 },
]
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const [a0, a1, a2] = devnetAccounts
const stranger = '0x000000000000000000000000000000000000dEaD'
const { USDC, USDT, DAI } = devnetTokens[31337]
const { BPASS, VOUCHER } = devnetCollections[31337]

let devnet: Devnet
let api: string
const l1 = () => createPublicClient({ transport: http(devnet.urls['eip155:31337']), cacheTime: 0 })
const getJson = async <T>(path: string) => {
  const response = await fetch(`${api}${path}`)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}
async function send(params: Record<string, unknown>): Promise<Hex> {
  const client = l1()
  const hash = (await client.request({ method: 'eth_sendTransaction', params: [params] } as never)) as Hex
  await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
  return hash
}

beforeAll(async () => {
  devnet = await startDevnet({ chains, api: { port: 0, dataDir: null }, relay: false, solana: false, bitcoin: false })
  api = devnet.api!.url
})
afterAll(() => devnet?.stop())

describe('GET /v1/account/:address/balance', () => {
  it('reads native and token balances live, valued at the devnet prices', async () => {
    const { balances } = await getJson<{ balances: TokenBalance[] }>(
      `/v1/account/${a0.toLowerCase()}/balance?${sdk}&currency=usd&chainId=eip155:31337&forceUpdate=eip155:31337:${USDC.address}`,
    )
    const eth = formatEther(await l1().getBalance({ address: a0 }))
    const icon = (symbol: string) => `${api}/public/getTokenImage/${symbol}?${sdk}`
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: expect.closeTo(Number(eth) * 3000, 6),
        price: 3000,
        quantity: { decimals: '18', numeric: eth },
        iconUrl: icon('ETH'),
        decimals: 18,
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: `eip155:31337:${USDC.address}`,
        value: 9855.01,
        price: 1,
        quantity: { decimals: '6', numeric: '9855.01' },
        iconUrl: icon('USDC'),
        decimals: 6,
      },
      {
        name: 'Tether USD',
        symbol: 'USDT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${USDT.address}`,
        value: 4541.7,
        price: 1,
        quantity: { decimals: '6', numeric: '4541.7' },
        iconUrl: icon('USDT'),
        decimals: 6,
      },
      {
        name: 'Dai Stablecoin',
        symbol: 'DAI',
        chainId: 'eip155:31337',
        address: `eip155:31337:${DAI.address}`,
        value: 2527,
        price: 1,
        quantity: { decimals: '18', numeric: '2527' },
        iconUrl: icon('DAI'),
        decimals: 18,
      },
    ])
    expect((await fetch(balances[1]!.iconUrl)).headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
  })

  it('answers both chains without chainId, and follows a transfer at once', async () => {
    const before = await getJson<{ balances: TokenBalance[] }>(`/v1/account/${devnetAccounts[9]}/balance?${sdk}`)
    expect(before.balances.map((balance) => `${balance.chainId} ${balance.symbol} ${balance.quantity.numeric}`)).toEqual([
      'eip155:31337 ETH 10000',
      'eip155:31337 USDC 10000',
      'eip155:31337 USDT 5000',
      'eip155:31337 DAI 2500',
      'eip155:31338 ETH 10000',
      'eip155:31338 USDC 10000',
      'eip155:31338 USDT 5000',
      'eip155:31338 DAI 2500',
    ])
    await send({
      from: a2,
      to: DAI.address,
      data: encodeFunctionData({
        abi: [
          {
            type: 'function',
            name: 'transfer',
            inputs: [{ type: 'address' }, { type: 'uint256' }],
            outputs: [{ type: 'bool' }],
            stateMutability: 'nonpayable',
          },
        ],
        functionName: 'transfer',
        args: [devnetAccounts[9], 10n ** 18n],
      }),
    })
    const after = await getJson<{ balances: TokenBalance[] }>(`/v1/account/${devnetAccounts[9]}/balance?${sdk}&chainId=eip155:31337`)
    expect(after.balances.find((balance) => balance.symbol === 'DAI')?.quantity.numeric).toBe('2501')
  })

  it('shows an empty account its ETH line only', async () => {
    const { balances } = await getJson<{ balances: TokenBalance[] }>(`/v1/account/${stranger}/balance?${sdk}&chainId=eip155:31338`)
    expect(balances).toEqual([expect.objectContaining({ symbol: 'ETH', value: 0, quantity: { decimals: '18', numeric: '0' } })])
  })
})

describe('GET /v1/account/:address/nfts', () => {
  it('lists the NFTs each account holds after the seeded transfers, spam flagged', async () => {
    const { nfts } = await getJson<{ nfts: HeldNft[] }>(`/v1/account/${a0}/nfts?${sdk}&chainId=eip155:31337`)
    expect(nfts.map((nft) => [nft.name, nft.isSpam])).toEqual([
      ['USDC Reward Voucher (claim at usdc-bonus.example) #1', true],
      ['USDC Reward Voucher (claim at usdc-bonus.example) #5', true],
      ['Berth Pass #3', false],
      ['Berth Pass #4', false],
    ])
    expect(nfts[2]).toEqual({
      chain: 'eip155:31337',
      contract: BPASS.address,
      tokenId: '3',
      name: 'Berth Pass #3',
      imageUrl: `${api}/public/getAssetImage/nft-4e5f0e6c:3?${sdk}`,
      isSpam: false,
    })
    const l2 = await getJson<{ nfts: HeldNft[] }>(`/v1/account/${a1}/nfts?${sdk}&chainId=eip155:31338`)
    expect(l2.nfts.filter((nft) => nft.contract === BPASS.address).map((nft) => nft.tokenId)).toEqual(['1', '2', '5'])
  })

  it('follows an NFT transfer at once', async () => {
    await send({
      from: a0,
      to: BPASS.address,
      data: encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [a0, a2, 3n] }),
    })
    const mine = await getJson<{ nfts: HeldNft[] }>(`/v1/account/${a0}/nfts?${sdk}&chainId=eip155:31337`)
    expect(mine.nfts.map((nft) => `${nft.contract === VOUCHER.address ? 'VOUCHER' : 'BPASS'} ${nft.tokenId}`)).toEqual(['VOUCHER 1', 'VOUCHER 5', 'BPASS 4'])
    const theirs = await getJson<{ nfts: HeldNft[] }>(`/v1/account/${a2}/nfts?${sdk}&chainId=eip155:31337`)
    expect(theirs.nfts.map((nft) => nft.name)).toContain('Berth Pass #3')
  })
})

describe('the explorer', () => {
  it('shows a transfer and its receipt as JSON and as an HTML page', async () => {
    const hash = await send({ from: a1, to: a2, value: '0x14d1120d7b160000' })
    const details = await getJson<TxDetails>(`/devnet/explorer/tx/${hash}.json?chainId=eip155:31337`)
    const receipt = await l1().getTransactionReceipt({ hash })
    expect(details).toMatchObject({
      chain: 'eip155:31337',
      chainName: 'Berth Devnet',
      hash,
      status: 'confirmed',
      blockNumber: Number(receipt.blockNumber),
      from: a1,
      to: a2,
      value: { wei: '1500000000000000000', ether: '1.5' },
      gasUsed: receipt.gasUsed.toString(),
      transfers: [{ kind: 'native', token: null, from: a1, to: a2, amount: '1.5' }],
      logs: [],
    })
    expect(Date.now() - Date.parse(details.timestamp ?? '')).toBeLessThan(60_000)
    const page = await fetch(`${api}/devnet/explorer/tx/${hash}`)
    expect(page.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    const html = await page.text()
    expect(html).toContain('<h1>Transaction on Berth Devnet (eip155:31337)</h1>')
    expect(html).toContain(`<code>${a2}</code>`)
  })

  it('finds a transaction on whichever chain has it, decodes token transfers, and shows a revert', async () => {
    const tx = (await l1().getBlock({ blockTag: 'latest' })).number
    let failed: TxDetails | undefined
    for (let number = 1n; number < tx && !failed; number++) {
      const block = await l1().getBlock({ blockNumber: number, includeTransactions: true })
      for (const candidate of block.transactions) {
        const details = await getJson<TxDetails>(`/devnet/explorer/tx/${candidate.hash}.json`)
        if (details.status === 'failed') failed = details
      }
    }
    expect(failed).toMatchObject({ chain: 'eip155:31337', from: a0, to: USDC.address, transfers: [], logs: [] })
    const erc20 = await send({
      from: a1,
      to: USDT.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a0, 2_500_000n] }),
    })
    expect((await getJson<TxDetails>(`/devnet/explorer/tx/${erc20}.json`)).transfers).toEqual([
      { kind: 'erc20', token: { address: USDT.address, name: 'Tether USD', symbol: 'USDT' }, from: a1, to: a0, amount: '2.5' },
    ])
  })

  it('answers 404 for a hash no chain has, and looks only where chainId says', async () => {
    const unknown = `0x${'12'.repeat(32)}`
    const missing = await fetch(`${api}/devnet/explorer/tx/${unknown}.json`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ reasons: [{ code: 'NOT_FOUND', description: `No transaction ${unknown} on eip155:31337 or eip155:31338` }] })
    const hash = await send({ from: a1, to: a2, value: '0x1' })
    expect((await fetch(`${api}/devnet/explorer/tx/${hash}.json?chainId=eip155:31338`)).status).toBe(404)
    const page = await fetch(`${api}/devnet/explorer/tx/${unknown}`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('<h1>Transaction not found</h1>')
  })
})
