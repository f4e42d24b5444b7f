import { registerWallet } from '@wallet-standard/wallet'
import { announceProvider } from './announceProvider'
import { installBitcoinProvider } from './bitcoin/installBitcoinProvider'
import { createDevnetWallet, type DevnetWallet, type DevnetWalletOptions } from './createDevnetWallet'
import { mountPanel } from './panel'
import { createTestHandle, type DevnetWalletHandle } from './testHandle'

export interface InstallDevnetWalletOptions extends DevnetWalletOptions {
  /** Also set window.ethereum, for dapps that predate EIP-6963. */
  legacy?: boolean
  /** Show the approval panel. Default: in the top frame only. */
  panel?: boolean
}

declare global {
  interface Window {
    berthDevnetWallet?: DevnetWalletHandle
    ethereum?: unknown
  }
}

/**
 * Installs the wallet as an extension's content script would: EIP-6963 for its EVM side,
 * wallet-standard for its Solana side and for its Bitcoin side, which is also a sats-connect
 * provider (window.DevnetWalletProviders.BitcoinProvider, listed in window.btc_providers), under one name. Idempotent per window: the example
 * app imports it in development while e2e tests may already have injected the IIFE.
 */
export function installDevnetWallet(options: InstallDevnetWalletOptions = {}, target: Window = window): DevnetWallet | undefined {
  if (target.berthDevnetWallet) return undefined
  const wallet = createDevnetWallet(options)
  target.berthDevnetWallet = createTestHandle(wallet)
  if (options.legacy) target.ethereum = wallet.provider
  announceProvider(target, wallet.provider)
  // wallet-standard registers on the window the script runs in (the only one an injected wallet has).
  registerWallet(wallet.solana)
  registerWallet(wallet.bitcoin.wallet)
  installBitcoinProvider(target, wallet.bitcoin.provider, wallet.bitcoin.providerInfo)

  const showPanel = options.panel ?? target.top === target
  if (showPanel) {
    const doc = target.document
    // Init scripts run before <body> exists.
    if (doc.body) mountPanel(wallet, doc)
    else doc.addEventListener('DOMContentLoaded', () => mountPanel(wallet, doc), { once: true })
  }
  return wallet
}
