export const DEVNET_WALLET_RDNS = 'dev.berth.wallet'
export const DEVNET_WALLET_NAME = 'Devnet Wallet'
export const DEVNET_WALLET_STORAGE_KEY = 'berth-devnet-wallet'
/** How many of the mnemonic's accounts the wallet exposes unless told otherwise. */
export const DEVNET_WALLET_DEFAULT_ACCOUNTS = 3
export const DEVNET_WALLET_DEFAULT_CHAIN_IDS: readonly number[] = [31337]

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#111827"/>' +
  '<path d="M20 58h56l-8 16H28z" fill="#38bdf8"/><path d="M46 18v36H26z" fill="#f8fafc"/><path d="M50 26v28h18z" fill="#94a3b8"/></svg>'

export const DEVNET_WALLET_ICON = `data:image/svg+xml;base64,${btoa(iconSvg)}`
