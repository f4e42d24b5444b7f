import { erc20Abi, getAbiItem, toFunctionSelector } from 'viem'
import { ZERO_ADDRESS } from '../indexer/extractBlockRecords'
import type { OperationType, TransferDirection } from './historyEntry'

const APPROVE_SELECTOR = toFunctionSelector(getAbiItem({ abi: erc20Abi, name: 'approve' }))

export interface ClassifiedTransfer {
  from: string
  to: string
  direction: TransferDirection
}

/** How `account` saw a transfer (addresses lowercase). */
export function directionOf(account: string, transfer: { from: string; to: string }): TransferDirection {
  if (transfer.from === account && transfer.to === account) return 'self'
  return transfer.to === account ? 'in' : 'out'
}

/**
 * What a transaction was for `account`, from the transfers it had a side in: minted to it (from
 * the zero address), burnt, traded (value both ways), sent, received; without transfers, a
 * contract it deployed, an approval it gave, or a plain contract call.
 */
export function classifyOperation(
  account: string,
  tx: { from: string; to: string | null; selector: string | null },
  transfers: readonly ClassifiedTransfer[],
): OperationType {
  if (tx.to === null && tx.from === account) return 'deploy'
  const ins = transfers.filter((transfer) => transfer.direction === 'in')
  const outs = transfers.filter((transfer) => transfer.direction === 'out')
  if (outs.length === 0 && ins.length > 0 && ins.some((transfer) => transfer.from === ZERO_ADDRESS)) return 'mint'
  if (ins.length === 0 && outs.length > 0 && outs.every((transfer) => transfer.to === ZERO_ADDRESS)) return 'burn'
  if (ins.length > 0 && outs.length > 0) return 'trade'
  if (outs.length > 0 || transfers.some((transfer) => transfer.direction === 'self')) return 'send'
  if (ins.length > 0) return 'receive'
  if (tx.from === account && tx.selector === APPROVE_SELECTOR) return 'approve'
  return 'execute'
}
