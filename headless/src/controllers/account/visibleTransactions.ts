import type { Transaction } from '../../api/getTransactions.js'

/**
 * docs/validation.md: a transaction whose transfers are all spam NFTs is dropped, and only the active
 * network's are kept (the API may answer for several).
 */
export function visibleTransactions(transactions: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return transactions.filter((transaction) => transaction.chain === caipNetworkId && !isAllSpam(transaction))
}

function isAllSpam(transaction: Transaction): boolean {
  return transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft?.isSpam === true)
}
