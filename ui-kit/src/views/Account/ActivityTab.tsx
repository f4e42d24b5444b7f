import { explorerTxUrl, type Network, type Transaction, type TransactionTransfer } from '@berth/headless'
import { useNetwork, useTransactions } from '@berth/headless/react'
import { useEffect, useId, useRef } from 'react'
import { formatActivityTime, formatMonthHeader } from '../../format/formatDate'
import { formatQuantity } from '../../format/formatQuantity'
import { shortenAddress } from '../../format/shortenAddress'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { Tag } from '../../primitives/Tag'
import { WalletImage } from '../../primitives/WalletImage'
import { EmptyState, LoadingRows } from './EmptyState'

const OPERATION_LABELS: Record<string, string> = {
  send: 'Sent',
  receive: 'Received',
  mint: 'Minted',
  burn: 'Burned',
  trade: 'Swapped',
  deploy: 'Deployed',
  approve: 'Approved',
  execute: 'Contract call',
}

/** 'send' → 'Sent'; an operation we have no word for is shown capitalised. */
export function operationLabel(operationType: string): string {
  return OPERATION_LABELS[operationType] ?? (operationType ? operationType[0]!.toUpperCase() + operationType.slice(1) : 'Transaction')
}

/**
 * The account's transactions on the active network, grouped by month, newest first. The next page
 * loads when the end of the list scrolls into view, or with the Load more button (keyboard users,
 * browsers without IntersectionObserver).
 */
export function ActivityTab() {
  const { transactions, byMonth, isLoading, isFetchingMore, hasMore, error, loadMore, refetch } = useTransactions()
  const { networks } = useNetwork()
  const sentinel = useRef<HTMLDivElement>(null)
  const id = useId()

  // Observed again after each page (loadMore changes with the fetch state): a list that still
  // leaves the end in view keeps loading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: transactions.length is there to observe again once a page has rendered
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasMore || isFetchingMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, isFetchingMore, loadMore, transactions.length])

  if (isLoading) return <LoadingRows label="Loading activity" data-slot="activity-loading" />

  return (
    <div className="berth-activity" data-slot="activity">
      {byMonth.map((month) => {
        const headingId = `${id}-${month.year}-${month.month}`
        return (
          <section key={`${month.year}-${month.month}`} className="berth-activity__month" aria-labelledby={headingId} data-slot="activity-month">
            <h3 id={headingId} className="berth-activity__month-title">
              {formatMonthHeader(month.year, month.month)}
            </h3>
            <ul className="berth-account-rows">
              {month.transactions.map((transaction) => (
                <ActivityRow key={transaction.id} transaction={transaction} network={networks.find((network) => network.caipNetworkId === transaction.chain)} />
              ))}
            </ul>
          </section>
        )
      })}
      {transactions.length === 0 && !hasMore ? (
        error ? (
          <EmptyState
            data-slot="activity-error"
            title="No activity to show"
            description="Failed to fetch transactions"
            action={
              <Button variant="secondary" size="sm" onClick={refetch}>
                Try again
              </Button>
            }
          />
        ) : (
          <EmptyState data-slot="activity-empty" title="No activity yet" description="Transactions of this address show here." />
        )
      ) : null}
      <span className="berth-sr-only" role="status">
        {isFetchingMore ? 'Loading more activity' : ''}
      </span>
      {hasMore ? (
        <>
          <div ref={sentinel} className="berth-activity__sentinel" aria-hidden="true" data-slot="activity-sentinel" />
          {/* Not disabled while loading: a keyboard user's focus stays on it (loadMore ignores repeats). */}
          <Button variant="secondary" fullWidth aria-busy={isFetchingMore || undefined} onClick={loadMore} data-slot="activity-load-more">
            {isFetchingMore ? <Spinner size="sm" decorative /> : null}
            Load more
          </Button>
        </>
      ) : null}
    </div>
  )
}

/** What moved, as one line: '250.000 USDC', or an NFT's name. */
function transferText(transfer: TransactionTransfer): string {
  if (transfer.nft) return transfer.nft.name
  const symbol = transfer.fungible?.symbol ?? ''
  return `${formatQuantity(transfer.quantity)}${symbol ? ` ${symbol}` : ''}`
}

const SIGNS = { in: '+', out: '-', self: '' } as const

function ActivityRow({ transaction, network }: { transaction: Transaction; network: Network | undefined }) {
  const [first, second] = transaction.transfers
  const incoming = first ? first.direction === 'in' : transaction.operationType === 'receive' || transaction.operationType === 'mint'
  const counterparty = incoming ? `from ${shortenAddress(transaction.sentFrom)}` : `to ${shortenAddress(transaction.sentTo)}`
  const failed = transaction.status === 'failed'
  const label = operationLabel(transaction.operationType)
  const image = first?.nft ? first.nft.imageUrl : first?.fungible?.iconUrl
  const href = explorerTxUrl(network, transaction.hash)
  const amounts = [first, second].filter((transfer): transfer is TransactionTransfer => transfer !== undefined)

  const content = (
    <>
      <WalletImage src={image} name={first?.fungible?.symbol ?? first?.nft?.name ?? label} alt="" className="berth-account-row__icon" />
      <span className="berth-account-row__text">
        <span className="berth-account-row__label">
          {label}
          {failed ? (
            <Tag variant="error" data-slot="activity-failed">
              Failed
            </Tag>
          ) : null}
        </span>
        <span className="berth-account-row__description">{counterparty}</span>
      </span>
      <span className="berth-account-row__end">
        {amounts.map((transfer, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers never change or reorder; their position is their identity
          <span key={position} className="berth-account-row__label berth-account-row__amount" data-slot="activity-amount" data-direction={transfer.direction}>
            {transfer.nft ? '' : SIGNS[transfer.direction ?? 'self']}
            {transferText(transfer)}
          </span>
        ))}
        <time className="berth-account-row__description" dateTime={transaction.minedAt} title={formatActivityTime(transaction.minedAt, { withTime: true })}>
          {formatActivityTime(transaction.minedAt)}
        </time>
      </span>
      {href ? <span className="berth-sr-only"> (opens the block explorer in a new tab)</span> : null}
    </>
  )

  return (
    <li data-slot="activity-row" data-status={transaction.status}>
      {href ? (
        <a className="berth-account-row berth-account-row--link" href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <div className="berth-account-row">{content}</div>
      )}
    </li>
  )
}
