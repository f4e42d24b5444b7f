import { decideWalletRoute, type ListedConnector, type ListedWallet } from '@berth/headless'
import { recommendedWalletsQueryOptions, walletsInfiniteQueryOptions } from '@berth/headless/query'
import { useBerthQueryClient, useClient, useModal, useRecommendedWallets } from '@berth/headless/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { WalletIcon } from '../../icons/WalletIcon'
import { ListItem } from '../../primitives/ListItem'
import { WalletImage } from '../../primitives/WalletImage'

/**
 * Connect's listing part, in a chunk of its own (TanStack Query comes with it). It comes after the
 * installed wallets have painted (`painted`): its query's fetch and its rows would otherwise run in
 * the tap's own task, and it shows nothing until the listing answers. Once the listing is in (back
 * from another view, a later opening), it shows at once.
 */
export default function ListedWalletsAfterPaint({ installed, painted }: { installed: readonly ListedConnector[]; painted: boolean }) {
  const client = useClient()
  const listingKnown = useBerthQueryClient().getQueryData(recommendedWalletsQueryOptions(client).queryKey) !== undefined
  return painted || listingKnown ? <ListedWallets installed={installed} /> : null
}

/**
 * Below the installed wallets: the recommended listing entries and the way to AllWallets. The
 * installed wallets never wait for it: while the listing loads nothing is shown here, and when it
 * fails the recommended wallets are simply absent.
 */
function ListedWallets({ installed }: { installed: readonly ListedConnector[] }) {
  const client = useClient()
  const { push } = useModal()
  const choose = (wallet: ListedWallet) => {
    const { view, params } = decideWalletRoute(wallet)
    push(view, params)
  }
  const recommended = useRecommendedWallets()
  // The listing's size when AllWallets has loaded it already; this observer never fetches.
  const listing = useInfiniteQuery({ ...walletsInfiniteQueryOptions(client), enabled: false }, useBerthQueryClient())
  const count = listing.data?.pages[0]?.count

  if (recommended.isPending) return null
  // An announced wallet is listed above already, even when it announced after the listing loaded.
  const announced = new Set(installed.flatMap(({ connectors }) => connectors.flatMap((side) => [side.id, side.rdns ?? ''].map((id) => id.toLowerCase()))))
  const wallets = (recommended.data ?? []).filter((wallet) => !wallet.installed && !(wallet.rdns && announced.has(wallet.rdns.toLowerCase())))
  return (
    <ul className="berth-list" aria-label="Recommended wallets" data-slot="recommended-wallets">
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <ListItem leading={<WalletImage src={wallet.imageUrl} name={wallet.name} alt="" />} onClick={() => choose(wallet)}>
            {wallet.name}
          </ListItem>
        </li>
      ))}
      <li>
        <ListItem
          leading={
            <span className="berth-all-wallets-icon" aria-hidden="true">
              <WalletIcon size={20} />
            </span>
          }
          tag={count !== undefined && count > 0 ? String(count) : undefined}
          chevron
          onClick={() => push('AllWallets')}
        >
          All Wallets
        </ListItem>
      </li>
    </ul>
  )
}
