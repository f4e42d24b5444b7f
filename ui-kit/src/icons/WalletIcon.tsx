import { createIcon } from './Icon'

/** A wallet (data-icon="wallet"): the Connect view's "All Wallets" row. */
export const WalletIcon = createIcon(
  'wallet',
  <>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12.5a1.5 1.5 0 0 0 1.5-1.5V9a2 2 0 0 0-2-2H6" />
    <circle cx="16" cy="13.5" r="1.25" fill="currentColor" stroke="none" />
  </>,
)
