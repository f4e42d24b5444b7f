import { decideWalletRoute, type ListedWallet } from '@berth/headless'
import { useModal, useWallets } from '@berth/headless/react'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Alert } from '../../primitives/Alert'
import { Button } from '../../primitives/Button'
import { ListItem } from '../../primitives/ListItem'
import { SearchInput } from '../../primitives/SearchInput'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'
import { VirtualList } from '../../primitives/VirtualList'
import { WalletImage } from '../../primitives/WalletImage'
import { narrowWallets } from './narrowWallets'
import { prefetchWalletImages } from './prefetchImages'
import { useDebouncedValue } from './useDebouncedValue'

/** Typing settles this long before the listing is searched. */
export const SEARCH_DEBOUNCE_MS = 150
export const WALLET_ROW_HEIGHT = 56
export const WALLET_LIST_HEIGHT = 400
/** The next page is requested when the rendered rows come this close to the end. */
const LOAD_MORE_THRESHOLD = 10

/** The whole wallet listing: search, infinite scroll over a windowed list, keyboard navigation. */
export default function AllWallets() {
  const [input, setInput] = useState('')
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS)
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch, isRefetching } = useWallets({ search })
  const { push } = useModal()
  const choose = (wallet: ListedWallet) => {
    const { view, params } = decideWalletRoute(wallet)
    push(view, params)
  }
  const message = error?.shortMessage ?? ''

  const wallets = useMemo(() => {
    const seen = new Set<string>()
    const list: ListedWallet[] = []
    for (const page of data?.pages ?? []) {
      for (const wallet of page.wallets) {
        // a listing that shifts between page requests may repeat an entry
        if (seen.has(wallet.id)) continue
        seen.add(wallet.id)
        list.push(wallet)
      }
    }
    return list
  }, [data])

  // Every wallet the listing has shown in this view: what a keystroke narrows at once, before the
  // debounced search has asked the API (whose answer then replaces the narrowed rows).
  const seenWallets = useRef(new Map<string, ListedWallet>())
  for (const wallet of wallets) if (!seenWallets.current.has(wallet.id)) seenWallets.current.set(wallet.id, wallet)
  const awaitingSearch = input !== search || isPending
  const shown = useMemo(() => (awaitingSearch ? narrowWallets(seenWallets.current.values(), input) : wallets), [awaitingSearch, input, wallets])

  useEffect(() => {
    if (wallets.length > 0) prefetchWalletImages(wallets)
  }, [wallets])

  const onRangeChange = useCallback(
    ({ end }: { start: number; end: number }) => {
      if (!awaitingSearch && hasNextPage && !isFetchingNextPage && end >= wallets.length - LOAD_MORE_THRESHOLD) void fetchNextPage()
    },
    [awaitingSearch, hasNextPage, isFetchingNextPage, fetchNextPage, wallets.length],
  )

  let body: ReactNode
  if (shown.length === 0 && awaitingSearch) {
    body = (
      <div className="berth-all-wallets__state">
        <Spinner size="lg" label="Loading wallets" />
      </div>
    )
  } else if (isError && shown.length === 0) {
    body = (
      <Alert
        variant="error"
        title="Could not load wallets"
        action={
          <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {message}
      </Alert>
    )
  } else if (shown.length === 0) {
    body = (
      <div className="berth-view-empty" data-slot="all-wallets-empty" role="status">
        <Text variant="paragraph" weight="medium" align="center">
          No wallet found
        </Text>
        {search.trim() ? (
          <Text variant="small" tone="secondary" align="center">
            Try another name.
          </Text>
        ) : null}
      </div>
    )
  } else {
    body = (
      <>
        <VirtualList
          aria-label="All wallets"
          count={shown.length}
          rowHeight={WALLET_ROW_HEIGHT}
          height={Math.min(WALLET_LIST_HEIGHT, shown.length * WALLET_ROW_HEIGHT)}
          overscan={4}
          resetKey={input}
          getKey={(index) => shown[index]?.id ?? String(index)}
          onRangeChange={onRangeChange}
          renderRow={(index, { tabIndex }) => {
            const wallet = shown[index]
            if (!wallet) return null
            return (
              <ListItem
                tabIndex={tabIndex}
                leading={<WalletImage src={wallet.imageUrl} name={wallet.name} alt="" loadAfterPaint />}
                tag={wallet.installed ? 'Installed' : undefined}
                tagVariant="success"
                onClick={() => choose(wallet)}
              >
                {wallet.name}
              </ListItem>
            )
          }}
        />
        {isFetchingNextPage ? (
          <div className="berth-all-wallets__more">
            <Spinner size="sm" label="Loading more wallets" />
          </div>
        ) : null}
        {isError ? (
          <Alert
            variant="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
                Retry
              </Button>
            }
          >
            {message}
          </Alert>
        ) : null}
      </>
    )
  }

  return (
    <div className="berth-all-wallets" data-slot="all-wallets">
      <SearchInput
        label="Search wallets"
        placeholder="Search wallet"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={(event) => {
          // ArrowDown leaves the search for the list, whose arrows then move between the rows.
          if (event.key !== 'ArrowDown') return
          const row = event.currentTarget.closest('[data-slot="all-wallets"]')?.querySelector<HTMLElement>('[data-slot="virtual-list"] [tabindex="0"]')
          if (!row) return
          event.preventDefault()
          row.focus()
        }}
      />
      {body}
    </div>
  )
}
