import type { Transaction } from '../../api/getTransactions.js'

/** One month of activity, as the Activity tab groups it: its transactions, newest first. */
export type TransactionMonth = {
  year: number
  /** 0-11, in the visitor's local calendar. */
  month: number
  transactions: Transaction[]
}

/**
 * docs/entities.md's transactionsByYear: year then month, newest first, each month's entries newest first.
 * Months are the visitor's local calendar (`timeZone` only for tests).
 */
export function groupTransactionsByMonth(transactions: readonly Transaction[], timeZone?: string): TransactionMonth[] {
  const format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', ...(timeZone ? { timeZone } : {}) })
  const groups = new Map<string, TransactionMonth>()
  const sorted = [...transactions].sort((a, b) => Date.parse(b.minedAt) - Date.parse(a.minedAt))
  for (const transaction of sorted) {
    const time = Date.parse(transaction.minedAt)
    if (Number.isNaN(time)) continue
    const parts = format.formatToParts(time)
    const year = Number(parts.find((part) => part.type === 'year')?.value)
    const month = Number(parts.find((part) => part.type === 'month')?.value) - 1
    const key = `${year}-${month}`
    let group = groups.get(key)
    if (!group) {
      group = { year, month, transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.values()]
}
