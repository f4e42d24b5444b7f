import type { BitcoinProviderInfo, DevnetBitcoinProvider } from './createBitcoinProvider'

declare global {
  interface Window {
    /** WBIP004: the Bitcoin providers injected in the page, appended to by each wallet. */
    btc_providers?: BitcoinProviderInfo[]
    DevnetWalletProviders?: { BitcoinProvider?: DevnetBitcoinProvider }
  }
}

/**
 * Puts the sats-connect provider where sats-connect finds it: the object at the path its id names
 * (window.DevnetWalletProviders.BitcoinProvider), and its listing appended to window.btc_providers
 * (never replaced: other wallets list theirs there too).
 */
export function installBitcoinProvider(target: Window, provider: DevnetBitcoinProvider, info: BitcoinProviderInfo): void {
  target.DevnetWalletProviders = { ...target.DevnetWalletProviders, BitcoinProvider: provider }
  const listed = Array.isArray(target.btc_providers) ? target.btc_providers : []
  if (!listed.some((entry) => entry?.id === info.id)) listed.push(info)
  target.btc_providers = listed
}
