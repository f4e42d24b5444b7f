import { imagesToPrefetch, safeImageUrl, WALLET_IMAGE_PREFETCH_COUNT, type ListedWallet } from '@berth/headless'

type ImageLike = { src: string; decoding?: string; referrerPolicy?: string }

const requested = new Set<string>()

/**
 * docs/constants.md: the first 20 wallet images are fetched before their rows scroll into view. Only URLs
 * WalletImage would render are requested, each once per page load. Returns the URLs requested now.
 */
export function prefetchWalletImages(wallets: readonly Pick<ListedWallet, 'imageUrl'>[], createImage: () => ImageLike = () => new Image()): string[] {
  const urls = imagesToPrefetch(
    wallets.filter((wallet) => safeImageUrl(wallet.imageUrl, { allowRelative: true }) !== undefined),
    WALLET_IMAGE_PREFETCH_COUNT,
  ).filter((url) => !requested.has(url))
  for (const url of urls) {
    requested.add(url)
    const image = createImage()
    image.decoding = 'async'
    image.referrerPolicy = 'no-referrer'
    image.src = url
  }
  return urls
}

/** Tests: forget which images were requested. */
export function resetPrefetchedImages(): void {
  requested.clear()
}
