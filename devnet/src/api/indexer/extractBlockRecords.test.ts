import { encodeFunctionData, erc20Abi, pad, parseEther, toHex, type Block, type Hex, type TransactionReceipt } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetAccounts } from '../../chain/accounts'
import { devnetCollections, devnetTokens } from '../../chain/tokens/devnetTokens'
import { TRANSFER_TOPIC, ZERO_ADDRESS, extractBlockRecords } from './extractBlockRecords'

const [alice, bob, carol] = devnetAccounts.map((address) => address.toLowerCase()) as [Hex, Hex, Hex]
const usdc = devnetTokens[31337].USDC.address.toLowerCase() as Hex
const pass = devnetCollections[31337].BPASS.address.toLowerCase() as Hex
const hash = (n: number) => pad(toHex(n), { size: 32 })
const topic = (address: Hex) => pad(address, { size: 32 })

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
  receipt(1, { logs: [log(usdc, [TRANSFER_TOPIC, topic(alice), topic(carol)], pad(toHex(5_000_000n)), 0)] }),
  receipt(2, {
    logs: [
      log(pass, [TRANSFER_TOPIC, topic(bob), topic(alice), pad(toHex(4n))], '0x', 1),
      log(pass, ['0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925', topic(bob)], '0x', 2),
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
      [receipt(0, { logs: [log(usdc, [TRANSFER_TOPIC, topic(ZERO_ADDRESS), topic(bob)], pad(toHex(1n)), 0)] })] as unknown as TransactionReceipt[],
    )
    expect(mint.participants.map((p) => p.account)).toEqual([alice, usdc, bob])
  })

  it('refuses a block without a receipt for one of its transactions', () => {
    expect(() => extractBlockRecords(31337, block, receipts.slice(1) as unknown as TransactionReceipt[])).toThrow(/has no receipt for/)
  })
})
