import { createPublicClient, encodeDeployData, encodeFunctionData, erc20Abi, http, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../chain/accounts'
import { compileContracts } from '../../chain/contracts/compileContracts'
import { startAnvil } from '../../chain/startAnvil'
import { devnetTokens } from '../../chain/tokens/devnetTokens'
import { setupDevnetContracts } from '../../chain/tokens/setupDevnetContracts'
import { startDevnet, type Devnet } from '../../startDevnet'
import type { HistoryEntry, HistoryPage } from '../history/historyEntry'

// A devnet of this file's own (spare ports, API on port 0, records in memory): its L2 is stopped
// and replaced at the end.
const chains = [
  { chainId: 31337, name: 'Berth Devnet', port: 18573 },
  { chainId: 31338, name: 'Berth Devnet L2', port: 18574 },
]
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const [a0, a1, a2, a3] = devnetAccounts
const { USDT } = devnetTokens[31338]

let devnet: Devnet
let api: string
const clientOf = (chainId: 31337 | 31338) => createPublicClient({ transport: http(devnet.urls[`eip155:${chainId}`]), cacheTime: 0 })
const rpc = (chainId: 31337 | 31338, method: string, params: unknown[] = []) => clientOf(chainId).request({ method, params } as never) as Promise<unknown>
async function send(chainId: 31337 | 31338, params: Record<string, unknown>): Promise<Hex> {
  const hash = (await rpc(chainId, 'eth_sendTransaction', [params])) as Hex
  await clientOf(chainId).waitForTransactionReceipt({ hash, pollingInterval: 10 })
  return hash
}
async function history(account: string, query = '') {
  const response = await fetch(`${api}/v1/account/${account}/history?${sdk}${query}`)
  expect(response.status).toBe(200)
  return {
    page: (await response.json()) as HistoryPage,
    state: response.headers.get('x-devnet-index-state'),
    indexed: response.headers.get('x-devnet-indexed-block'),
    note: response.headers.get('x-devnet-index-note'),
  }
}
async function allPages(account: string, query = ''): Promise<HistoryEntry[][]> {
  const pages: HistoryEntry[][] = []
  let cursor = ''
  do {
    const { page } = await history(account, `${query}${cursor ? `&cursor=${cursor}` : ''}`)
    pages.push(page.data)
    cursor = page.next ?? ''
  } while (cursor && pages.length < 20)
  return pages
}

beforeAll(async () => {
  devnet = await startDevnet({ chains, api: { port: 0, dataDir: null }, relay: false, solana: false, bitcoin: false })
  api = devnet.api!.url
})
afterAll(() => devnet?.stop())

describe('history from the chain index', () => {
  it('pages the seeded history newest first, 10 a page, without repeats, over at least 3 months', async () => {
    for (const account of [a0, a1]) {
      const pages = await allPages(account)
      const entries = pages.flat()
      expect(pages.length, account).toBeGreaterThan(2)
      expect(pages.slice(0, -1).every((page) => page.length === 10)).toBe(true)
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
      const times = entries.map((entry) => Date.parse(entry.metadata.minedAt))
      expect(times.every((time, index) => index === 0 || time <= times[index - 1]!)).toBe(true)
      expect(new Set(entries.map((entry) => entry.metadata.minedAt.slice(0, 7))).size).toBeGreaterThanOrEqual(3)
      for (const chainId of [31337, 31338])
        expect(entries.filter((entry) => entry.metadata.chain === `eip155:${chainId}`).length, `${account} on ${chainId}`).toBeGreaterThan(10)
    }
  })

  it('tells what happened: mints, sends, receives, spam NFTs and a reverted transfer', async () => {
    const entries = (await allPages(a0, '&chainId=eip155:31337')).flat()
    const oldest = entries.slice(-4)
    expect(oldest.map((entry) => [entry.metadata.operationType, entry.transfers[0]?.fungible_info?.symbol ?? entry.transfers[0]?.nft_info?.name])).toEqual(
      [
        ['mint', undefined],
        ['mint', 'DAI'],
        ['mint', 'USDT'],
        ['mint', 'USDC'],
      ].map(([type, symbol]) => [type, symbol ?? expect.stringMatching(/^Berth Pass #/)]),
    )
    const failed = entries.filter((entry) => entry.metadata.status === 'failed')
    expect(failed).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ operationType: 'send', status: 'failed', sentFrom: a0, sentTo: a1 }),
        transfers: [
          expect.objectContaining({ direction: 'out', quantity: { numeric: '1000000' }, fungible_info: expect.objectContaining({ symbol: 'USDC' }) }),
        ],
      }),
    ])
    const spam = entries.flatMap((entry) => entry.transfers).filter((transfer) => transfer.nft_info?.flags.is_spam)
    expect(spam.map((transfer) => transfer.nft_info?.name)).toEqual([
      'USDC Reward Voucher (claim at usdc-bonus.example) #5',
      'USDC Reward Voucher (claim at usdc-bonus.example) #1',
    ])
    const native = entries.find((entry) => entry.metadata.operationType === 'receive' && entry.transfers[0]?.fungible_info?.symbol === 'ETH')
    expect(native?.transfers[0]).toEqual({
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${api}/public/getTokenImage/ETH?${sdk}` } },
      direction: 'in',
      quantity: { numeric: '0.05' },
      value: 150,
      price: 3000,
    })
  })

  it('filters by chain: the two chains together are the whole history', async () => {
    const count = async (query: string) => (await allPages(a1, query)).flat().length
    const [l1, l2, both] = await Promise.all([count('&chainId=eip155:31337'), count('&chainId=eip155:31338'), count('')])
    expect(l1).toBeGreaterThan(l2)
    expect(l1 + l2).toBe(both)
    const { page } = await history(a1, '&chainId=eip155:31338')
    expect(page.data.every((entry) => entry.metadata.chain === 'eip155:31338')).toBe(true)
  })

  it('shows a new transfer at once, dated now, and keeps later pages where they were', async () => {
    const first = await history(a0, '&chainId=eip155:31338')
    const second = await history(a0, `&chainId=eip155:31338&cursor=${first.page.next}`)
    const hash = await send(31338, {
      from: a1,
      to: USDT.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a0, 12_500_000n] }),
    })
    const after = await history(a0, '&chainId=eip155:31338')
    expect(after.state).toBe('synced')
    expect(after.indexed).toBe(`eip155:31338=${Number(await clientOf(31338).getBlockNumber())}`)
    expect(after.page.data[0]).toMatchObject({
      id: `eip155:31338:${hash}`,
      metadata: { operationType: 'receive', hash, chain: 'eip155:31338', status: 'confirmed', sentFrom: a1, sentTo: a0 },
      transfers: [{ direction: 'in', quantity: { numeric: '12.5' }, value: 12.5, price: 1, fungible_info: { symbol: 'USDT', name: 'Tether USD' } }],
    })
    expect(Math.abs(Date.parse(after.page.data[0]!.metadata.minedAt) - Date.now())).toBeLessThan(60_000)
    // The old cursor still starts where the old first page ended.
    expect((await history(a0, `&chainId=eip155:31338&cursor=${first.page.next}`)).page).toEqual(second.page)
  })

  it('reads the name and decimals of a token the devnet does not know, and prices it at nothing', async () => {
    const { DevnetToken } = (await compileContracts()).artifacts
    const deploy = await send(31337, {
      from: a3,
      data: encodeDeployData({ abi: DevnetToken.abi, bytecode: DevnetToken.bytecode, args: ['Stranger Token', 'STR', 4] }),
    })
    const token = (await clientOf(31337).getTransactionReceipt({ hash: deploy })).contractAddress as Hex
    const deployed = await history(a3, '&chainId=eip155:31337')
    expect(deployed.page.data[0]?.metadata).toMatchObject({ operationType: 'deploy', hash: deploy, sentFrom: a3 })
    await send(31337, { from: a3, to: token, data: encodeFunctionData({ abi: DevnetToken.abi, functionName: 'mintEach', args: [[a0], 123_456n] }) })
    const { page } = await history(a0, '&chainId=eip155:31337')
    expect(page.data[0]).toMatchObject({ metadata: { operationType: 'mint', sentFrom: a3, sentTo: a0 } })
    expect(page.data[0]?.transfers).toEqual([
      {
        fungible_info: { name: 'Stranger Token', symbol: 'STR', icon: { url: `${api}/public/getTokenImage/${token.toLowerCase()}?${sdk}` } },
        direction: 'in',
        quantity: { numeric: '12.3456' },
      },
    ])
  })

  it('forgets blocks the chain reverted (evm_revert) and indexes what replaced them', async () => {
    const snapshot = await rpc(31337, 'evm_snapshot')
    const reverted = await send(31337, { from: a2, to: a0, value: '0x1' })
    expect((await history(a0, '&chainId=eip155:31337')).page.data[0]?.metadata.hash).toBe(reverted)
    expect(await rpc(31337, 'evm_revert', [snapshot])).toBe(true)
    const replacement = await send(31337, { from: a2, to: a0, value: '0x2' })
    const { page, state } = await history(a0, '&chainId=eip155:31337')
    expect(state).toBe('synced')
    expect(page.data[0]?.metadata.hash).toBe(replacement)
    expect(page.data.map((entry) => entry.metadata.hash)).not.toContain(reverted)
  })

  it('answers with what it has when a chain is down, says so, and catches up with a chain that replaced it', async () => {
    const before = (await allPages(a0)).flat()
    await devnet.chains[1]!.stop()
    const down = await history(a0)
    expect(down.state).toBe('unreachable')
    expect(down.note).toMatch(
      /^eip155:31338: Berth Devnet L2 \(eip155:31338\) at http:\/\/127\.0\.0\.1:18574 does not answer; showing what was indexed through block \d+$/,
    )
    expect(down.page.data).toEqual(before.slice(0, 10))
    const l2Only = await history(a0, '&chainId=eip155:31337')
    expect(l2Only.state).toBe('synced')
    const balance = await fetch(`${api}/v1/account/${a0}/balance?${sdk}&chainId=eip155:31338`)
    expect(balance.status).toBe(503)
    expect(await balance.json()).toEqual({
      reasons: [{ code: 'CHAIN_UNAVAILABLE', description: 'Berth Devnet L2 (eip155:31338) at http://127.0.0.1:18574 does not answer' }],
    })
    const nfts = await fetch(`${api}/v1/account/${a0}/nfts?${sdk}`)
    expect([nfts.status, nfts.headers.get('x-devnet-index-state')]).toEqual([200, 'unreachable'])

    // A new L2 from a new genesis on the same port, set up without backdating: the index drops the
    // old chain's months of blocks and holds only the new chain's, all dated now. (The deployer's
    // transactions have the same hashes on both: the same key, nonces and calls.)
    const fresh = await startAnvil({ chainId: 31338, port: 18574 })
    try {
      await setupDevnetContracts({ url: fresh.url, chainId: 31338 })
      const back = (await allPages(a0, '&chainId=eip155:31338')).flat()
      expect(back.length).toBeGreaterThan(10)
      expect(back.filter((entry) => Date.now() - Date.parse(entry.metadata.minedAt) > 600_000)).toEqual([])
      expect((await history(a0)).state).toBe('synced')
    } finally {
      await fresh.stop()
    }
  })
})
