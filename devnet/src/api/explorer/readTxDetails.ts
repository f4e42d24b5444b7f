import { TransactionNotFoundError, TransactionReceiptNotFoundError, formatEther, getAddress, type Hash } from 'viem'
import { findDevnetContract } from '../../chain/tokens/devnetTokens'
import type { ApiChain } from '../chains/apiChains'
import { transferOfLog } from '../indexer/extractBlockRecords'
import { formatQuantity } from '../prices/usdValue'

export interface TxTransferDetails {
  kind: 'native' | 'erc20' | 'erc721'
  /** The token contract, with its name when it is a devnet token; null for ETH. */
  token: { address: string; name: string | null; symbol: string | null } | null
  from: string
  to: string
  /** Decimal amount ('1.5') for ETH and devnet ERC-20s, base units for other tokens, '1' for an NFT. */
  amount: string
  tokenId?: string
}

/** A transaction and its receipt as the explorer shows them (GET /devnet/explorer/tx/:hash.json). */
export interface TxDetails {
  chain: string
  chainName: string
  hash: string
  status: 'confirmed' | 'failed' | 'pending'
  blockNumber: number | null
  blockHash: string | null
  /** ISO 8601 time of its block. */
  timestamp: string | null
  from: string
  to: string | null
  contractAddress: string | null
  nonce: number
  value: { wei: string; ether: string }
  gasLimit: string
  gasUsed: string | null
  /** Wei per gas. */
  effectiveGasPrice: string | null
  fee: { wei: string; ether: string } | null
  input: string
  transfers: TxTransferDetails[]
  logs: { index: number; address: string; topics: string[]; data: string }[]
}

function tokenOf(address: string) {
  const devnet = findDevnetContract(address)
  return { address: getAddress(address), name: devnet?.name ?? null, symbol: devnet?.symbol ?? null }
}

/** Reads a transaction, its receipt and its block's time from `chain`; undefined when the chain has no such transaction. */
export async function readTxDetails(chain: ApiChain, hash: Hash): Promise<TxDetails | undefined> {
  const { client } = chain
  const [tx, receipt] = await Promise.all([
    client.getTransaction({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError) return undefined
      throw error
    }),
    client.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined
      throw error
    }),
  ])
  if (!tx) return undefined
  // The receipt's block when there is one: just after mining, anvil can still answer the
  // transaction from its pool, with no block, while its receipt is already there.
  const blockNumber = receipt?.blockNumber ?? tx.blockNumber
  const blockHash = receipt?.blockHash ?? tx.blockHash
  const block = blockNumber === null ? undefined : await client.getBlock({ blockNumber })
  const status = !receipt ? 'pending' : receipt.status === 'success' ? 'confirmed' : 'failed'
  const transfers: TxTransferDetails[] = []
  if (status === 'confirmed' && tx.value > 0n && tx.to)
    transfers.push({ kind: 'native', token: null, from: getAddress(tx.from), to: getAddress(tx.to), amount: formatEther(tx.value) })
  for (const log of receipt?.logs ?? []) {
    const moved = transferOfLog(log)
    if (!moved) continue
    const devnet = findDevnetContract(moved.contract)
    const sides = { from: getAddress(moved.from), to: getAddress(moved.to) }
    if (moved.kind === 'erc721') transfers.push({ kind: 'erc721', token: tokenOf(moved.contract), ...sides, amount: '1', tokenId: moved.amount })
    else
      transfers.push({
        kind: 'erc20',
        token: tokenOf(moved.contract),
        ...sides,
        amount: devnet?.kind === 'erc20' ? formatQuantity(BigInt(moved.amount), devnet.decimals) : moved.amount,
      })
  }
  const fee = receipt ? receipt.gasUsed * receipt.effectiveGasPrice : undefined
  return {
    chain: chain.caip2,
    chainName: chain.name,
    hash: tx.hash,
    status,
    blockNumber: blockNumber === null ? null : Number(blockNumber),
    blockHash,
    timestamp: block ? new Date(Number(block.timestamp) * 1000).toISOString() : null,
    from: getAddress(tx.from),
    to: tx.to ? getAddress(tx.to) : null,
    contractAddress: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
    nonce: tx.nonce,
    value: { wei: tx.value.toString(), ether: formatEther(tx.value) },
    gasLimit: tx.gas.toString(),
    gasUsed: receipt ? receipt.gasUsed.toString() : null,
    effectiveGasPrice: receipt ? receipt.effectiveGasPrice.toString() : null,
    fee: fee === undefined ? null : { wei: fee.toString(), ether: formatEther(fee) },
    input: tx.input,
    transfers,
    logs: (receipt?.logs ?? []).map((log) => ({ index: log.logIndex ?? 0, address: getAddress(log.address), topics: [...log.topics], data: log.data })),
  }
}
