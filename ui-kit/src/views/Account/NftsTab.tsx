import { useNfts } from '@berth/headless/react'
import { Skeleton } from '../../primitives/Skeleton'
import { WalletImage } from '../../primitives/WalletImage'
import { EmptyState } from './EmptyState'

/** The NFTs the account holds on the active network (spam left out by the hook), as a grid. */
export function NftsTab() {
  const nfts = useNfts()
  if (nfts.isLoading) {
    return (
      <div className="berth-nft-grid" aria-busy="true" data-slot="nfts-loading">
        <span className="berth-sr-only" role="status">
          Loading NFTs
        </span>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} shape="block" className="berth-nft-card__image" />
        ))}
      </div>
    )
  }
  if (nfts.isError) return <EmptyState data-slot="nfts-unavailable" title="NFTs unavailable" description="The NFTs could not be read just now." />
  const list = nfts.data ?? []
  if (list.length === 0) return <EmptyState data-slot="nfts-empty" title="No NFTs yet" description="NFTs sent to this address show here." />
  return (
    <ul className="berth-nft-grid" aria-label="NFTs" data-slot="nft-grid">
      {list.map((nft) => (
        <li key={`${nft.chain}:${nft.contract}:${nft.tokenId}`} className="berth-nft-card" data-slot="nft-card">
          <WalletImage src={nft.imageUrl} name={nft.name} alt="" className="berth-nft-card__image" />
          <span className="berth-nft-card__name" title={nft.name}>
            {nft.name}
          </span>
        </li>
      ))}
    </ul>
  )
}
