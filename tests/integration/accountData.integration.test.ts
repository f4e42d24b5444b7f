// The headless account data layer (client.account) against the devnet's data API, which reads the
// anvil chains and their index: token balances, identity, activity pages and NFTs of the seeded
// devnet accounts.
import { createClient, memoryBackend } from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'

const account = (addressIndex: number) => mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex }).address
const client = createClient({
  networks: [berthDevnet, berthDevnetL2],
  storage: memoryBackend(),
  projectId: 'berth-devnet',
  apiUrl: inject('devnetApiUrl'),
  logger: { warn: () => {}, error: () => {} },
})

describe('account data from the devnet API', () => {
  it('token balances: the native currency and the seeded ERC-20s, with USD values', async () => {
    const balances = await client.account.balances({ address: account(1), caipNetworkId: 'eip155:31337' })
    const symbols = balances.map((balance) => balance.symbol)
    expect(symbols).toContain('ETH')
    expect(symbols).toContain('USDC')
    const usdc = balances.find((balance) => balance.symbol === 'USDC')!
    expect(usdc).toMatchObject({ chainId: 'eip155:31337', decimals: 6, price: 1, address: expect.stringMatching(/^eip155:31337:0x/) })
    expect(usdc.value).toBeCloseTo(Number(usdc.quantity.numeric), 2)
    expect(usdc.iconUrl).toMatch(new RegExp(`^${inject('devnetApiUrl')}/`))
  })

  it('activity: newest first, in pages joined by the cursor, only the asked chain', async () => {
    const first = await client.account.transactions({ address: account(0), caipNetworkId: 'eip155:31337' })
    expect(first.transactions.length).toBeGreaterThan(0)
    expect(first.next).toBeTruthy()
    const second = await client.account.transactions({ address: account(0), caipNetworkId: 'eip155:31337', cursor: first.next! })
    const all = [...first.transactions, ...second.transactions]
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length)
    expect(all.every((entry) => entry.chain === 'eip155:31337')).toBe(true)
    const times = all.map((entry) => Date.parse(entry.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(all.map((entry) => entry.minedAt.slice(0, 7))).size).toBeGreaterThan(1)
  })

  it('identity and NFTs answer in their shapes', async () => {
    const identity = await client.account.identity({ address: account(0) })
    expect(Object.keys(identity).sort()).toEqual(['avatar', 'name'])
    const nfts = await client.account.nfts({ address: account(0), caipNetworkId: 'eip155:31337' })
    for (const nft of nfts) expect(nft).toMatchObject({ chain: 'eip155:31337', tokenId: expect.any(String), isSpam: expect.any(Boolean) })
  })
})
