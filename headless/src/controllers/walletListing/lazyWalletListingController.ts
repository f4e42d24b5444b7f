import type { WalletListingController, WalletListingControllerParameters } from './createWalletListingController.js'

/**
 * The wallet listing as createClient hands it out: its code (paging, search, exclusions, the
 * installed marks) loads with the first page asked for (AllWallets, the recommended wallets), not
 * in the page's first load. A load that fails rejects that call and is tried again on the next.
 */
export function createLazyWalletListingController(parameters: WalletListingControllerParameters): WalletListingController {
  let loading: Promise<WalletListingController> | undefined
  const load = () =>
    (loading ??= import('./createWalletListingController.js').then(
      ({ createWalletListingController }) => createWalletListingController(parameters),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    wallets: (page) => load().then((controller) => controller.wallets(page)),
    recommendedWallets: (options) => load().then((controller) => controller.recommendedWallets(options)),
  }
}
