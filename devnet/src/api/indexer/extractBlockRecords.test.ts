import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  pad,
  parseEther,
  toHex,
  type Block,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../chain/accounts'
import { devnetCollections, devnetTokens } from '../../chain/tokens/devnetTokens'
import { ZERO_ADDRESS, extractBlockRecords, transferOfLog } from './extractBlockRecords'

const [alice, bob, carol] = devnetAccounts.map((address) => address.toLowerCase()) as [Hex, Hex, Hex]
const usdc = devnetTokens[31337].USDC.address.toLowerCase() as Hex
const pass = devnetCollections[31337].BPASS.address.toLowerCase() as Hex
const hash = (n: number) => pad(toHex(n), { size: 32 })
const erc20Transfer = (from: Hex, to: Hex) => encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } }) as Hex[]
const erc721Transfer = (from: Hex, to: Hex, tokenId: bigint) =>
  encodeEventTopics({ abi: erc721Abi, eventName: 'Transfer', args: { from, to, tokenId } }) as Hex[]
const amount = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])

function tx(n: number, patch: Record<string, unknown>) {
  return { hash: hash(n), from: alice, to: bob, value: 0n, input: '0x', nonce: n, transactionIndex: n, ...patch }
}
function receipt(n: number, patch: Record<string, unknown> = {}) {
  return { transactionHash: hash(n), status: 'success', logs: [], contractAddress: null, ...patch }
}
const log = (address: Hex, topics: Hex[], data: Hex, logIndex: number) => ({ address, topics, data, logIndex })

const transferCall = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [carol, 5_000_000n] })
const transactions = [
  tx(0, { value: parseEther('0.5') }),
  tx(1, { to: usdc, input: transferCall }),
  tx(2, { from: bob, to: pass, input: '0x23b872dd' }),
  tx(3, { to: usdc, input: transferCall }),
  tx(4, { to: null, input: '0x6080' }),
  tx(5, { from: bob, to: carol, value: 7n }),
]
const receipts = [
  receipt(0),
  receipt(1, { logs: [log(usdc, erc20Transfer(alice, carol), amount(5_000_000n), 0)] }),
  receipt(2, {
    logs: [
      log(pass, erc721Transfer(bob, alice, 4n), '0x', 1),
      log(pass, encodeEventTopics({ abi: erc20Abi, eventName: 'Approval', args: { owner: bob } }) as Hex[], '0x', 2),
    ],
  }),
  receipt(3, { status: 'reverted' }),
  receipt(4, { contractAddress: usdc }),
  receipt(5, { status: 'reverted' }),
]
const block = { number: 42n, hash: hash(999), timestamp: 1_785_000_000n, transactions } as unknown as Block<bigint, true>

describe('extractBlockRecords', () => {
  const records = extractBlockRecords(31337, block, receipts as unknown as TransactionReceipt[])

  it('records the block and every transaction, failed ones too', () => {
    expect(records.blocks).toEqual([{ chainId: 31337, number: 42, hash: hash(999), timestamp: 1_785_000_000 }])
    expect(records.txs.map((t) => [t.txIndex, t.status, t.selector])).toEqual([
      [0, 'confirmed', null],
      [1, 'confirmed', '0xa9059cbb'],
      [2, 'confirmed', '0x23b872dd'],
      [3, 'failed', '0xa9059cbb'],
      [4, 'confirmed', null],
      [5, 'failed', null],
    ])
    expect(records.txs[4]).toMatchObject({ to: null, createdAddress: usdc })
  })

  it('takes native value, ERC-20 and ERC-721 Transfer logs, and ignores other logs', () => {
    const confirmed = records.transfers.filter((t) => ['0', '1', '2'].includes(String(Number(t.txHash))))
    expect(confirmed.map(({ kind, contract, from, to, amount, seq }) => ({ kind, contract, from, to, amount, seq }))).toEqual([
      { kind: 'native', contract: null, from: alice, to: bob, amount: parseEther('0.5').toString(), seq: 0 },
      { kind: 'erc20', contract: usdc, from: alice, to: carol, amount: '5000000', seq: 1 },
      { kind: 'erc721', contract: pass, from: bob, to: alice, amount: '4', seq: 2 },
    ])
    expect([...records.tokenContracts]).toEqual([
      [usdc, 'erc20'],
      [pass, 'erc721'],
    ])
  })

  it('keeps what a failed transaction meant to move, without crediting anyone', () => {
    expect(records.transfers.filter((t) => t.txHash === hash(3))).toEqual([
      expect.objectContaining({ kind: 'erc20', contract: usdc, from: alice, to: carol, amount: '5000000' }),
    ])
    expect(records.transfers.filter((t) => t.txHash === hash(5))).toEqual([expect.objectContaining({ kind: 'native', from: bob, to: carol, amount: '7' })])
    const concerned = (n: number) => records.participants.filter((p) => p.txHash === hash(n)).map((p) => p.account)
    expect(concerned(3)).toEqual([alice, usdc])
    expect(concerned(1)).toEqual([alice, usdc, carol])
    expect(concerned(2)).toEqual([bob, pass, alice])
    expect(concerned(4)).toEqual([alice])
  })

  it('never lists the zero address as an account', () => {
    const mint = extractBlockRecords(
      31337,
      { ...block, transactions: [tx(0, { to: usdc })] } as unknown as Block<bigint, true>,
      [receipt(0, { logs: [log(usdc, erc20Transfer(ZERO_ADDRESS, bob), amount(1n), 0)] })] as unknown as TransactionReceipt[],
    )
    expect(mint.participants.map((p) => p.account)).toEqual([alice, usdc, bob])
  })

  it('refuses a block without a receipt for one of its transactions', () => {
    expect(() => extractBlockRecords(31337, block, receipts.slice(1) as unknown as TransactionReceipt[])).toThrow(/has no receipt for/)
  })
})

describe('transferOfLog', () => {
  it('reads an ERC-20 and an ERC-721 Transfer, lowercased', () => {
    expect(transferOfLog({ address: usdc.toUpperCase(), topics: erc20Transfer(alice, carol), data: amount(7n) })).toEqual({
      kind: 'erc20',
      contract: usdc,
      from: alice,
      to: carol,
      amount: '7',
    })
    expect(transferOfLog({ address: pass, topics: erc721Transfer(bob, alice, 9n), data: '0x' })).toMatchObject({ kind: 'erc721', amount: '9' })
  })

  it('is not a transfer: another event with as many topics, a Transfer without its amount, or too few topics', () => {
    const approval = encodeEventTopics({ abi: erc20Abi, eventName: 'Approval', args: { owner: alice, spender: bob } }) as Hex[]
    expect(transferOfLog({ address: usdc, topics: approval, data: amount(1n) })).toBeUndefined()
    expect(transferOfLog({ address: usdc, topics: erc20Transfer(alice, carol), data: '0x' })).toBeUndefined()
    expect(transferOfLog({ address: usdc, topics: erc20Transfer(alice, carol).slice(0, 2), data: amount(1n) })).toBeUndefined()
  })
})
