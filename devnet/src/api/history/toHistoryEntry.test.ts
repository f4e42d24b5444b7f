import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../chain/accounts'
import { devnetCollections, devnetTokens } from '../../chain/tokens/devnetTokens'
import { imageUrls } from '../images/imageUrls'
import type { HistoryTxRow, TransferRow } from '../indexer/indexReads'
import { classifyOperation, directionOf } from './classifyOperation'
import { toHistoryEntry } from './toHistoryEntry'

const [alice, bob] = devnetAccounts.map((address) => address.toLowerCase()) as [string, string]
const zero = '0x0000000000000000000000000000000000000000'
const usdc = devnetTokens[31337].USDC.address.toLowerCase()
const pass = devnetCollections[31337].BPASS.address.toLowerCase()
const voucher = devnetCollections[31337].VOUCHER.address.toLowerCase()
const images = imageUrls('http://127.0.0.1:8787', { projectId: 'p1', st: 'berth', sv: '0.1.0' })

const tx = (patch: Partial<HistoryTxRow> = {}): HistoryTxRow => ({
  chainId: 31337,
  hash: '0xabc0000000000000000000000000000000000000000000000000000000000001',
  minedAt: 1_785_000_000,
  blockNumber: 12,
  txIndex: 0,
  from: alice,
  to: bob,
  createdAddress: null,
  nonce: 4,
  selector: null,
  status: 'confirmed',
  ...patch,
})
const transfer = (patch: Partial<TransferRow>): TransferRow => ({
  chainId: 31337,
  txHash: tx().hash,
  seq: 0,
  kind: 'native',
  contract: null,
  from: alice,
  to: bob,
  amount: parseEther('1.5').toString(),
  name: null,
  symbol: null,
  decimals: null,
  spam: false,
  ...patch,
})
const usdcTransfer = (patch: Partial<TransferRow>) =>
  transfer({ kind: 'erc20', contract: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, seq: 1, ...patch })

describe('classifyOperation', () => {
  const plain = { from: alice, to: bob, selector: null }
  const t = (from: string, to: string) => ({ from, to, direction: directionOf(alice, { from, to }) })

  it('names what the transaction was for the account', () => {
    expect(classifyOperation(alice, plain, [t(alice, bob)])).toBe('send')
    expect(classifyOperation(alice, { ...plain, from: bob }, [t(bob, alice)])).toBe('receive')
    expect(classifyOperation(alice, plain, [t(alice, alice)])).toBe('send')
    expect(classifyOperation(alice, { ...plain, from: bob }, [t(zero, alice)])).toBe('mint')
    expect(classifyOperation(alice, plain, [t(alice, zero)])).toBe('burn')
    expect(classifyOperation(alice, plain, [t(alice, bob), t(bob, alice)])).toBe('trade')
    expect(classifyOperation(alice, { from: alice, to: null, selector: null }, [])).toBe('deploy')
    expect(classifyOperation(alice, { ...plain, to: usdc, selector: '0x095ea7b3' }, [])).toBe('approve')
    expect(classifyOperation(alice, { ...plain, to: usdc, selector: '0x12345678' }, [])).toBe('execute')
    // Someone else's approval that names the account is no approval of the account's.
    expect(classifyOperation(alice, { ...plain, from: bob, to: alice, selector: '0x095ea7b3' }, [])).toBe('execute')
  })
})

describe('toHistoryEntry', () => {
  it('writes a native send with its USD value, checksummed addresses and ISO time', () => {
    expect(toHistoryEntry(alice, tx(), [transfer({})], images)).toEqual({
      id: `eip155:31337:${tx().hash}`,
      metadata: {
        operationType: 'send',
        hash: tx().hash,
        minedAt: '2026-07-25T17:20:00.000Z',
        chain: 'eip155:31337',
        status: 'confirmed',
        sentFrom: devnetAccounts[0],
        sentTo: devnetAccounts[1],
        nonce: 4,
      },
      transfers: [
        {
          fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://127.0.0.1:8787/public/getTokenImage/ETH?projectId=p1&st=berth&sv=0.1.0' } },
          direction: 'out',
          quantity: { numeric: '1.5' },
          value: 4500,
          price: 3000,
        },
      ],
    })
  })

  it('shows the receiver an ERC-20 transfer as received, from the sender, not from the token contract', () => {
    const entry = toHistoryEntry(bob, tx({ to: usdc }), [usdcTransfer({ amount: '250000000' })], images)
    expect(entry.metadata).toMatchObject({ operationType: 'receive', sentFrom: devnetAccounts[0], sentTo: devnetAccounts[1] })
    expect(entry.transfers).toEqual([
      {
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: expect.stringContaining('/public/getTokenImage/USDC?') } },
        direction: 'in',
        quantity: { numeric: '250' },
        value: 250,
        price: 1,
      },
    ])
  })

  it('keeps only the transfers the account has a side in (a mint to ten accounts shows one)', () => {
    const deployer = '0xd9d897a7d5897e6d0c65c968dd902ab288c8a063'
    const mints = [alice, bob].map((to, index) => usdcTransfer({ from: zero, to, seq: index + 1, amount: '10000000000' }))
    const entry = toHistoryEntry(bob, tx({ from: deployer, to: usdc }), mints, images)
    expect(entry.metadata).toMatchObject({ operationType: 'mint', sentFrom: '0xD9D897A7D5897E6d0C65c968dd902ab288c8A063', sentTo: devnetAccounts[1] })
    expect(entry.transfers).toHaveLength(1)
    expect(entry.transfers[0]?.quantity).toEqual({ numeric: '10000' })
  })

  it('describes NFTs by collection and token id, flags spam, and gives them no price', () => {
    const entry = toHistoryEntry(
      alice,
      tx({ to: pass }),
      [
        transfer({ kind: 'erc721', contract: pass, name: 'Berth Pass', symbol: 'BPASS', amount: '3', seq: 1 }),
        transfer({
          kind: 'erc721',
          contract: voucher,
          from: zero,
          to: alice,
          name: 'USDC Reward Voucher (claim at usdc-bonus.example)',
          amount: '5',
          spam: true,
          seq: 2,
        }),
      ],
      images,
    )
    expect(entry.metadata.operationType).toBe('trade')
    expect(entry.transfers).toEqual([
      {
        nft_info: {
          name: 'Berth Pass #3',
          content: { preview: { url: expect.stringMatching(/\/public\/getAssetImage\/nft-4e5f0e6c:3\?/) }, detail: { url: expect.any(String) } },
          flags: { is_spam: false },
        },
        direction: 'out',
        quantity: { numeric: '1' },
      },
      expect.objectContaining({
        nft_info: expect.objectContaining({ name: 'USDC Reward Voucher (claim at usdc-bonus.example) #5', flags: { is_spam: true } }),
        direction: 'in',
      }),
    ])
  })

  it('gives a token the devnet does not know no price, and its base units when it has no decimals', () => {
    const stranger = '0x1111111111111111111111111111111111111111'
    const [priced] = toHistoryEntry(
      alice,
      tx({ to: stranger }),
      [usdcTransfer({ contract: stranger, name: null, symbol: null, decimals: null, amount: '42' })],
      images,
    ).transfers
    expect(priced).toEqual({
      fungible_info: { name: 'Unknown token', symbol: '???', icon: { url: expect.stringContaining(`/public/getTokenImage/${stranger}?`) } },
      direction: 'out',
      quantity: { numeric: '42' },
    })
  })

  it('marks a reverted send failed and still shows what it meant to move', () => {
    const entry = toHistoryEntry(alice, tx({ to: usdc, status: 'failed', selector: '0xa9059cbb' }), [usdcTransfer({ amount: '1000000000000' })], images)
    expect(entry.metadata).toMatchObject({ status: 'failed', operationType: 'send', sentTo: devnetAccounts[1] })
    expect(entry.transfers[0]?.quantity.numeric).toBe('1000000')
  })

  it('names a contract creation after the created contract', () => {
    const created = '0x9340d8daf89ccc761127986e6ff6a8ac42b5f402'
    expect(toHistoryEntry(alice, tx({ to: null, createdAddress: created }), [], images).metadata).toMatchObject({
      operationType: 'deploy',
      sentTo: '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402',
    })
  })
})
