import { decodeEventLog, decodeFunctionData, erc20Abi, erc721Abi, type Block, type Hex, type Transaction, type TransactionReceipt } from 'viem'
import type { BlockRecords, TransferRecord } from './records'

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export interface LogTransfer {
  kind: 'erc20' | 'erc721'
  contract: string
  from: string
  to: string
  /** Base units for ERC-20, the token id for ERC-721 (decimal). */
  amount: string
}

/**
 * The token transfer a log records, if it is one: ERC-20 and ERC-721 share the Transfer event;
 * ERC-721 indexes the token id (4 topics), ERC-20 puts the amount in the data (3 topics).
 */
export function transferOfLog(log: { address: string; topics: readonly Hex[]; data: Hex }): LogTransfer | undefined {
  const topics = log.topics as [Hex, ...Hex[]]
  const moved = (kind: LogTransfer['kind'], from: string, to: string, amount: bigint): LogTransfer => ({
    kind,
    contract: log.address.toLowerCase(),
    from: from.toLowerCase(),
    to: to.toLowerCase(),
    amount: amount.toString(),
  })
  try {
    if (topics.length === 4) {
      const { args } = decodeEventLog({ abi: erc721Abi, eventName: 'Transfer', topics, data: log.data, strict: true })
      return moved('erc721', args.from, args.to, args.tokenId)
    }
    if (topics.length === 3) {
      const { args } = decodeEventLog({ abi: erc20Abi, eventName: 'Transfer', topics, data: log.data, strict: true })
      return moved('erc20', args.from, args.to, args.value)
    }
  } catch {
    // Another event, or a Transfer whose topics and data do not decode: not a token transfer.
  }
  return undefined
}

/** What a reverted transaction meant to move: its value, and the amount of an ERC-20 transfer(to, amount). */
function intendedTransfers(chainId: number, tx: Transaction, blockNumber: number): TransferRecord[] {
  const base = { chainId, txHash: tx.hash, blockNumber, from: tx.from.toLowerCase() }
  const intended: TransferRecord[] = []
  if (tx.value > 0n && tx.to) intended.push({ ...base, seq: 0, kind: 'native', contract: null, to: tx.to.toLowerCase(), amount: tx.value.toString() })
  if (tx.to) {
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: tx.input })
      if (call.functionName === 'transfer') {
        const [to, amount] = call.args
        intended.push({ ...base, seq: 1, kind: 'erc20', contract: tx.to.toLowerCase(), to: to.toLowerCase(), amount: amount.toString() })
      }
    } catch {
      // Not a well-formed ERC-20 call: nothing to show but the failure.
    }
  }
  return intended
}

/**
 * The rows one block adds to the index: the block, each transaction (failed ones too), the value
 * each moved (native value, ERC-20 and ERC-721 Transfer logs; for a failed one what it meant to
 * move), and which accounts each concerns: its sender and recipient, and both sides of its
 * transfers (for a failed transaction only its sender and recipient: nothing reached anyone).
 */
export function extractBlockRecords(chainId: number, block: Block<bigint, true>, receipts: readonly TransactionReceipt[]): BlockRecords {
  if (block.number === null || block.hash === null) throw new Error('a pending block cannot be indexed')
  const blockNumber = Number(block.number)
  const minedAt = Number(block.timestamp)
  const records: BlockRecords = {
    blocks: [{ chainId, number: blockNumber, hash: block.hash, timestamp: minedAt }],
    txs: [],
    transfers: [],
    participants: [],
    tokenContracts: new Map(),
  }
  const receiptOf = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  for (const tx of block.transactions) {
    const receipt = receiptOf.get(tx.hash)
    if (!receipt) throw new Error(`block ${blockNumber} of chain ${chainId} has no receipt for ${tx.hash}`)
    const txIndex = tx.transactionIndex ?? 0
    const from = tx.from.toLowerCase()
    const to = tx.to?.toLowerCase() ?? null
    const status = receipt.status === 'success' ? 'confirmed' : 'failed'
    records.txs.push({
      chainId,
      hash: tx.hash,
      blockNumber,
      txIndex,
      minedAt,
      from,
      to,
      createdAddress: receipt.contractAddress?.toLowerCase() ?? null,
      nonce: tx.nonce,
      value: tx.value.toString(),
      selector: to && tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : null,
      status,
    })
    const transfers: TransferRecord[] = []
    if (status === 'failed') {
      transfers.push(...intendedTransfers(chainId, tx, blockNumber))
    } else {
      if (tx.value > 0n && to)
        transfers.push({ chainId, txHash: tx.hash, seq: 0, blockNumber, kind: 'native', contract: null, from, to, amount: tx.value.toString() })
      for (const log of receipt.logs) {
        const moved = transferOfLog(log)
        if (!moved) continue
        records.tokenContracts.set(moved.contract, moved.kind)
        transfers.push({ chainId, txHash: tx.hash, seq: (log.logIndex ?? 0) + 1, blockNumber, ...moved })
      }
    }
    records.transfers.push(...transfers)
    const accounts = new Set([from, ...(to ? [to] : [])])
    if (status === 'confirmed') for (const transfer of transfers) for (const side of [transfer.from, transfer.to]) if (side !== ZERO_ADDRESS) accounts.add(side)
    for (const account of accounts) records.participants.push({ chainId, account, txHash: tx.hash, minedAt, blockNumber, txIndex })
  }
  return records
}
