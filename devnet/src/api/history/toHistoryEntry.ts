import { getAddress } from 'viem'
import { devnetChainKey } from '../../chain/chains'
import type { ImageUrls } from '../images/imageUrls'
import type { HistoryTxRow, TransferRow } from '../indexer/indexReads'
import { ZERO_ADDRESS } from '../indexer/extractBlockRecords'
import { NATIVE_DECIMALS, NATIVE_NAME, NATIVE_SYMBOL, priceOf } from '../prices/devnetPrices'
import { formatQuantity, usdValue } from '../prices/usdValue'
import { classifyOperation, directionOf } from './classifyOperation'
import type { HistoryEntry, HistoryTransfer } from './historyEntry'

function transferOf(row: TransferRow, direction: HistoryTransfer['direction'], images: ImageUrls): HistoryTransfer {
  if (row.kind === 'erc721') {
    const contract = row.contract ?? ZERO_ADDRESS
    const image = images.nft(contract, row.amount)
    return {
      nft_info: { name: `${row.name ?? 'NFT'} #${row.amount}`, content: { preview: { url: image }, detail: { url: image } }, flags: { is_spam: row.spam } },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const native = row.kind === 'native'
  const decimals = native ? NATIVE_DECIMALS : row.decimals
  const raw = BigInt(row.amount)
  const symbol = native ? NATIVE_SYMBOL : (row.symbol ?? '???')
  const price = priceOf(native ? undefined : (row.contract ?? undefined))
  return {
    fungible_info: {
      name: native ? NATIVE_NAME : (row.name ?? 'Unknown token'),
      symbol,
      icon: { url: images.token(native || price !== undefined ? symbol : (row.contract ?? symbol)) },
    },
    direction,
    // A token without decimals() is shown in base units.
    quantity: { numeric: decimals === null ? row.amount : formatQuantity(raw, decimals) },
    ...(price !== undefined && decimals !== null ? { value: usdValue(raw, decimals, price), price: Number(price) } : {}),
  }
}

/**
 * One transaction as `account` (lowercase) sees it: only the transfers it has a side in, the
 * operation they make for it, and who sent to whom (the first of its transfers; for a mint, the
 * minting transaction's sender rather than the zero address).
 */
export function toHistoryEntry(account: string, tx: HistoryTxRow, transfers: readonly TransferRow[], images: ImageUrls): HistoryEntry {
  const own = transfers
    .filter((transfer) => transfer.from === account || transfer.to === account)
    .map((transfer) => ({ row: transfer, from: transfer.from, to: transfer.to, direction: directionOf(account, transfer) }))
  const first = own[0]
  const sentFrom = first && first.from !== ZERO_ADDRESS ? first.from : tx.from
  const sentTo = first?.to ?? tx.to ?? tx.createdAddress ?? ZERO_ADDRESS
  const chain = devnetChainKey(tx.chainId)
  return {
    id: `${chain}:${tx.hash}`,
    metadata: {
      operationType: classifyOperation(account, tx, own),
      hash: tx.hash,
      minedAt: new Date(tx.minedAt * 1000).toISOString(),
      chain,
      status: tx.status,
      sentFrom: getAddress(sentFrom),
      sentTo: getAddress(sentTo),
      nonce: tx.nonce,
    },
    transfers: own.map(({ row, direction }) => transferOf(row, direction, images)),
  }
}
