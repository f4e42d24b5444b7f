import { decodeFunctionData, erc20Abi, type Block, type Hex, type Transaction, type TransactionReceipt } from 'viem'
import type { BlockRecords, TransferRecord } from './records'

/** keccak256('Transfer(address,address,uint256)'): the same topic for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

const topicAddress = (topic: Hex) => `0x${topic.slice(26)}`.toLowerCase()

export interface LogTransfer {
  kind: 'erc20' | 'erc721'
  contract: string
  from: string
  to: string
  /** Base units for ERC-20, the token id for ERC-721 (decimal). */
  amount: string
}

/**
 * The token transfer a log records, if it is one: ERC-20 and ERC-721 share the Transfer topic;
 * ERC-721 indexes the token id (4 topics), ERC-20 puts the amount in the data (3 topics).
 */
export function transferOfLog(log: { address: string; topics: readonly Hex[]; data: Hex }): LogTransfer | undefined {
  const [topic, fromTopic, toTopic, idTopic] = log.topics
  if (topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) return undefined
  const kind = log.topics.length === 4 && idTopic ? 'erc721' : log.topics.length === 3 && log.data.length === 66 ? 'erc20' : undefined
  if (!kind) return undefined
  return {
    kind,
    contract: log.address.toLowerCase(),
    from: topicAddress(fromTopic),
    to: topicAddress(toTopic),
    amount: BigInt(kind === 'erc721' ? (idTopic as Hex) : log.data).toString(),
  }
}

/** What a reverted transaction meant to move: its value, and the amount of an ERC-20 transfer(to, amount). */
function intendedTransfers(chainId: number, tx: Transaction, blockNumber: number): TransferRecord[] {
  const base = { chainId, txHash: tx.hash, blockNumber, from: tx.from.toLowerCase() }
  const intended: TransferRecord[] = []
  if (tx.value > 0n && tx.to) intended.push({ ...base, seq: 0, kind: 'native', contract: null, to: tx.to.toLowerCase(), amount: tx.value.toString() })
  if (tx.to && tx.input.startsWith('0xa9059cbb')) {
    try {
      const { args } = decodeFunctionData({ abi: erc20Abi, data: tx.input })
      if (args.length === 2)
        intended.push({ ...base, seq: 1, kind: 'erc20', contract: tx.to.toLowerCase(), to: String(args[0]).toLowerCase(), amount: String(args[1]) })
    } catch {
      // Not a well-formed transfer call: nothing to show but the failure.
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
